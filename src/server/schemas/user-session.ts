// Input schemas of the visitor-session procedures (spec §7), shared with the browser tracker.
import { z } from 'zod';

/** The tracker's ids are base-36 time plus a random suffix; allow any short URL-safe id. */
export const sessionIdSchema = z
  .string()
  .min(8)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/);

const shortText = (max: number) => z.string().max(max);

/**
 * Free text the browser reports as it finds it (referrer, user agent, pages): long values are cut
 * to `max` rather than refused, so one odd URL cannot lose a visit; a hard cap still bounds input.
 */
const clippedText = (max: number) =>
  z
    .string()
    .max(16_384)
    .transform((value) => value.slice(0, max));

export const deviceInfoSchema = z.object({
  screenWidth: z.number().int().min(0).max(100_000),
  screenHeight: z.number().int().min(0).max(100_000),
  language: clippedText(35),
  platform: clippedText(100),
  timeZone: clippedText(64),
});

const ipAddress = shortText(64);
/** A two-letter code from the client's lookup; anything else counts as unknown (null). */
const country = z
  .string()
  .max(16)
  .transform((value) => (/^[A-Za-z]{2}$/.test(value.trim()) ? value.trim().toUpperCase() : null));

export const getSessionInput = z.object({ sessionId: sessionIdSchema });

export const startSessionInput = z.object({
  sessionId: sessionIdSchema,
  /** Accepted for the spec's contract but never trusted: the server uses the bearer token's user. */
  userId: z.string().max(128).nullable().optional(),
  ipAddress: ipAddress.nullable().optional(),
  country: country.nullable().optional(),
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
  ipAddress: ipAddress.nullable().optional(),
  country: country.nullable().optional(),
});

export const endSessionInput = z.object({
  sessionId: sessionIdSchema,
  exitPage: clippedText(2048).nullable().optional(),
});

export type StartSessionInput = z.infer<typeof startSessionInput>;
export type UpdateSessionInput = z.infer<typeof updateSessionInput>;
export type EndSessionInput = z.infer<typeof endSessionInput>;
