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
} from '../services/user-session';
import { DomainError } from '../services/errors';
import { env } from '@/env';
import {
  MemoryRateLimiter,
  newSessionRateLimit,
  SESSION_WRITE_RATE_LIMIT,
} from '../services/rate-limit';
import { publicProcedure, router, type Context } from '../trpc';

function clientFacts(ctx: Context): ClientFacts {
  return {
    ip: ctx.ip,
    country: ctx.country,
    userAgent: ctx.userAgent,
    userId: ctx.user?.id ?? null,
  };
}

export const SESSION_NOT_FOUND_MESSAGE = 'Không tìm thấy phiên';

/** Per process; exported so tests can start from empty windows. */
export const sessionWriteLimiter = new MemoryRateLimiter(SESSION_WRITE_RATE_LIMIT);

/** New sessions per client address (rows kept for months); per process, exported for tests. */
export const newSessionLimiter = new MemoryRateLimiter(
  newSessionRateLimit(env.VISITOR_SESSION_STARTS_PER_MINUTE),
);

/**
 * Session writes are public: limit them per client address (DESIGN.md §8, every public write).
 * Every call counts, an unknown address included: a header a client can leave out or garble
 * must not be a way around the limit.
 */
const sessionWrite = publicProcedure.use(({ ctx, next }) => {
  sessionWriteLimiter.take(ctx.ip);
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
    if (!(await sessionExists(ctx.store, input.sessionId))) newSessionLimiter.take(ctx.ip);
    return startSession(ctx.store, input, clientFacts(ctx));
  }),

  updateSession: sessionWrite.input(updateSessionInput).mutation(async ({ ctx, input }) => {
    const session = await updateSession(ctx.store, input, clientFacts(ctx));
    if (!session) throw new DomainError('NOT_FOUND', SESSION_NOT_FOUND_MESSAGE);
    return session;
  }),

  // An unknown id is not an error: the beacon cannot read the answer and a stale tab may end twice.
  endSession: sessionWrite
    .input(endSessionInput)
    .mutation(({ ctx, input }) => endSession(ctx.store, input)),
});
