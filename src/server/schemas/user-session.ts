// Input schemas of the visitor-session procedures (spec §7), shared with the browser tracker.
import { z } from 'zod';

/** The tracker's ids are base-36 time plus a random suffix; allow any short URL-safe id. */
export const sessionIdSchema = z
  .string()
  .min(8)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/);

const shortText = (max: number) => z.string().max(max);

export const deviceInfoSchema = z.object({
  screenWidth: z.number().int().min(0).max(100_000),
  screenHeight: z.number().int().min(0).max(100_000),
  language: shortText(35),
  platform: shortText(100),
  timeZone: shortText(64),
});

const ipAddress = shortText(64);
const country = z.string().regex(/^[A-Za-z]{2}$/);

export const getSessionInput = z.object({ sessionId: sessionIdSchema });

export const startSessionInput = z.object({
  sessionId: sessionIdSchema,
  /** Accepted for the spec's contract but never trusted: the server uses the bearer token's user. */
  userId: z.string().max(128).nullable().optional(),
  ipAddress: ipAddress.nullable().optional(),
  country: country.nullable().optional(),
  userAgent: shortText(512).nullable().optional(),
  deviceInfo: deviceInfoSchema.nullable().optional(),
  referrer: shortText(2048).nullable().optional(),
  landingPage: shortText(2048).nullable().optional(),
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
  exitPage: shortText(2048).nullable().optional(),
});

export type StartSessionInput = z.infer<typeof startSessionInput>;
export type UpdateSessionInput = z.infer<typeof updateSessionInput>;
export type EndSessionInput = z.infer<typeof endSessionInput>;
