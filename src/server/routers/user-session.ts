// userSession.* (spec §7): visitor session tracking. endSession is also reached by the unload
// beacon; see src/app/api/trpc/[trpc]/route.ts for how that request is admitted.
import {
  endSessionInput,
  getSessionInput,
  startSessionInput,
  updateSessionInput,
} from '../schemas/user-session';
import {
  endSession,
  getSession,
  startSession,
  updateSession,
  type ClientFacts,
} from '../services/user-session';
import { DomainError } from '../services/errors';
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

export const userSessionRouter = router({
  getSession: publicProcedure.input(getSessionInput).query(async ({ ctx, input }) => {
    const session = await getSession(ctx.store, input.sessionId);
    return session ? { startTime: session.startTime, pageViews: session.pageViews } : null;
  }),

  startSession: publicProcedure
    .input(startSessionInput)
    .mutation(({ ctx, input }) => startSession(ctx.store, input, clientFacts(ctx))),

  updateSession: publicProcedure.input(updateSessionInput).mutation(async ({ ctx, input }) => {
    const session = await updateSession(ctx.store, input, clientFacts(ctx));
    if (!session) throw new DomainError('NOT_FOUND', SESSION_NOT_FOUND_MESSAGE);
    return session;
  }),

  // An unknown id is not an error: the beacon cannot read the answer and a stale tab may end twice.
  endSession: publicProcedure
    .input(endSessionInput)
    .mutation(({ ctx, input }) => endSession(ctx.store, input)),
});
