// userSession.* (spec §7): visitor session tracking. endSession is also reached by the unload
// beacon; see src/server/http-handler.ts for how that request is admitted.
import {
  endSessionInput,
  getSessionInput,
  startSessionInput,
  updateSessionInput,
} from '../schemas/user-session';
import {
  endSession,
  getSession,
  sessionExists,
  startSession,
  updateSession,
  type ClientFacts,
} from '../services/sessions/user-session';
import { DomainError } from '../services/errors';
import { env } from '@/env';
import { takeSharedWindow } from '../cache/shared-limits.mjs';
import {
  newSessionRateLimit,
  SESSION_WRITE_RATE_LIMIT,
  SharedRateLimiter,
} from '../services/rate-limit/rate-limit';
import { publicProcedure, router, type Context } from '../trpc';

function clientFacts(ctx: Context): ClientFacts {
  return {
    ip: ctx.ip,
    country: ctx.country,
    userAgent: ctx.userAgent,
    userId: ctx.user?.id ?? null,
  };
}

/** Shared by every instance when there are several; exported so tests can start afresh. */
export const sessionWriteLimiter = new SharedRateLimiter(
  'session-write',
  SESSION_WRITE_RATE_LIMIT,
  takeSharedWindow,
);

/** New sessions per client address (rows kept for months); shared, exported for tests. */
export const newSessionLimiter = new SharedRateLimiter(
  'session-start',
  newSessionRateLimit(env.VISITOR_SESSION_STARTS_PER_MINUTE),
  takeSharedWindow,
);

/**
 * Session writes are public: limit them per client address (DESIGN.md §8, every public write).
 * Every call counts, an unknown address included: a header a client can leave out or garble
 * must not be a way around the limit.
 */
const sessionWrite = publicProcedure.use(async ({ ctx, next }) => {
  await sessionWriteLimiter.take(ctx.ip, new Date());
  return next();
});

export const userSessionRouter = router({
  getSession: publicProcedure.input(getSessionInput).query(async ({ ctx, input }) => {
    const session = await getSession(ctx.store, input.sessionId);
    // The spec's startTime and pageViews, plus what /test-session shows (public: the caller
    // already holds the id).
    return session
      ? {
          startTime: session.startTime,
          pageViews: session.pageViews,
          isActive: session.isActive,
          lastActivity: session.lastActivity,
          country: session.country,
        }
      : null;
  }),

  startSession: sessionWrite.input(startSessionInput).mutation(async ({ ctx, input }) => {
    // Resuming a known id adds no row; only an id the store has not seen counts as new.
    if (!(await sessionExists(ctx.store, input.sessionId)))
      await newSessionLimiter.take(ctx.ip, new Date());
    return startSession(ctx.store, input, clientFacts(ctx));
  }),

  updateSession: sessionWrite.input(updateSessionInput).mutation(async ({ ctx, input }) => {
    const session = await updateSession(ctx.store, input, clientFacts(ctx));
    if (!session) throw new DomainError('session-not-found');
    return session;
  }),

  // An unknown id is not an error: the beacon cannot read the answer and a stale tab may end twice.
  endSession: sessionWrite
    .input(endSessionInput)
    .mutation(({ ctx, input }) => endSession(ctx.store, input)),
});
