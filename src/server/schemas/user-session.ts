// Input schemas of the visitor-session procedures (spec §7). Every string passes the shared text
// rule (src/lib/validation/text.ts); the browser's own reports are clipped rather than refused.
// The spec's ipAddress, country and userId fields stay accepted for the contract but the service
// ignores them: the address and country come from the request, the user from the bearer token.
import { z } from 'zod';
import { SESSION_ID_PATTERN } from '@/lib/session/session-id';
import {
  cleanText,
  clipUtf8,
  INVALID_TEXT_ISSUE,
  INVALID_TEXT_MESSAGE,
} from '@/lib/validation/text';

/** `<base-36 time>_<128-bit hex random>`; older short ids are refused (the tracker starts anew). */
export const sessionIdSchema = z.string().max(64).regex(SESSION_ID_PATTERN);

/**
 * The most UTF-8 bytes kept of each text a session row stores (rows are kept for
 * months, so their size is bounded, VISITOR_SESSION_ROW_MAX_BYTES in all).
 */
export const SESSION_TEXT_BYTES = {
  userAgent: 512,
  referrer: 1024,
  landingPage: 512,
  exitPage: 512,
  language: 35,
  platform: 64,
  timeZone: 64,
} as const;

/** A whole row, its ids, address, times and counters included. */
export const VISITOR_SESSION_ROW_MAX_BYTES = 3 * 1024;

/**
 * Free text the browser reports as it finds it (referrer, user agent, pages): cleaned by the text
 * rule, then cut to `maxBytes` rather than refused, so one odd URL cannot lose a visit; a hard
 * cap still bounds the input. Blank is allowed (no referrer).
 */
const clippedText = (maxBytes: number) =>
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
      return clipUtf8(cleaned, maxBytes);
    });

export const deviceInfoSchema = z.object({
  screenWidth: z.number().int().min(0).max(100_000),
  screenHeight: z.number().int().min(0).max(100_000),
  language: clippedText(SESSION_TEXT_BYTES.language),
  platform: clippedText(SESSION_TEXT_BYTES.platform),
  timeZone: clippedText(SESSION_TEXT_BYTES.timeZone),
});

/** Accepted for the spec's contract, never stored: bounded so it costs nothing to parse. */
const ignored = z.string().max(128).nullable().optional();

export const getSessionInput = z.object({ sessionId: sessionIdSchema });

export const startSessionInput = z.object({
  sessionId: sessionIdSchema,
  userId: ignored,
  ipAddress: ignored,
  country: ignored,
  userAgent: clippedText(SESSION_TEXT_BYTES.userAgent).nullable().optional(),
  deviceInfo: deviceInfoSchema.nullable().optional(),
  referrer: clippedText(SESSION_TEXT_BYTES.referrer).nullable().optional(),
  landingPage: clippedText(SESSION_TEXT_BYTES.landingPage).nullable().optional(),
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
  exitPage: clippedText(SESSION_TEXT_BYTES.exitPage).nullable().optional(),
});

export type StartSessionInput = z.infer<typeof startSessionInput>;
export type UpdateSessionInput = z.infer<typeof updateSessionInput>;
export type EndSessionInput = z.infer<typeof endSessionInput>;
