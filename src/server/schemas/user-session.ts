// Input schemas of the visitor-session procedures (spec §7). Every string passes the shared text
// rule (src/lib/validation/text.ts); the browser's own reports are clipped rather than refused.
// The spec's ipAddress, country and userId fields stay accepted for the contract but the service
// ignores them: the address and country come from the request, the user from the bearer token.
import { z } from 'zod';
import { SESSION_ID_PATTERN } from '@/lib/session/session-id';
import { cleanText, INVALID_TEXT_ISSUE, INVALID_TEXT_MESSAGE } from '@/lib/validation/text';

/** `<base-36 time>_<128-bit hex random>`; older short ids are refused (the tracker starts anew). */
export const sessionIdSchema = z.string().max(64).regex(SESSION_ID_PATTERN);

/** Cuts to at most `max` UTF-16 units without splitting a surrogate pair. */
function clip(value: string, max: number): string {
  if (value.length <= max) return value;
  const end = /[\uD800-\uDBFF]/.test(value.charAt(max - 1)) ? max - 1 : max;
  return value.slice(0, end);
}

/**
 * Free text the browser reports as it finds it (referrer, user agent, pages): cleaned by the text
 * rule, then cut to `max` rather than refused, so one odd URL cannot lose a visit; a hard cap
 * still bounds the input. Blank is allowed (no referrer).
 */
const clippedText = (max: number) =>
  z
    .string()
    .max(16_384)
    .transform((value, ctx) => {
      const cleaned = cleanText(value);
      if (cleaned === null) {
        ctx.addIssue({
          code: 'custom',
          message: INVALID_TEXT_MESSAGE,
          params: { key: INVALID_TEXT_ISSUE },
        });
        return z.NEVER;
      }
      return clip(cleaned, max);
    });

export const deviceInfoSchema = z.object({
  screenWidth: z.number().int().min(0).max(100_000),
  screenHeight: z.number().int().min(0).max(100_000),
  language: clippedText(35),
  platform: clippedText(100),
  timeZone: clippedText(64),
});

/** Accepted for the spec's contract, never stored: bounded so it costs nothing to parse. */
const ignored = z.string().max(128).nullable().optional();

export const getSessionInput = z.object({ sessionId: sessionIdSchema });

export const startSessionInput = z.object({
  sessionId: sessionIdSchema,
  userId: ignored,
  ipAddress: ignored,
  country: ignored,
  userAgent: clippedText(512).nullable().optional(),
  deviceInfo: deviceInfoSchema.nullable().optional(),
  referrer: clippedText(2048).nullable().optional(),
  landingPage: clippedText(2048).nullable().optional(),
});

export const updateSessionInput = z.object({
  sessionId: sessionIdSchema,
  lastActivity: z.iso.datetime({ offset: true }).nullable().optional(),
  pageViews: z.number().int().min(0).max(1_000_000).nullable().optional(),
  isActive: z.boolean().nullable().optional(),
  ipAddress: ignored,
  country: ignored,
});

export const endSessionInput = z.object({
  sessionId: sessionIdSchema,
  exitPage: clippedText(2048).nullable().optional(),
});

export type StartSessionInput = z.infer<typeof startSessionInput>;
export type UpdateSessionInput = z.infer<typeof updateSessionInput>;
export type EndSessionInput = z.infer<typeof endSessionInput>;
