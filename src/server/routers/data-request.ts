// dataRequest.*: a guest's request about their personal data, and the emailed link
// that confirms it. Both public writes are rate limited in the service.
import { env } from '@/env';
import { dataRequestInput, dataRequestVerifyInput } from '@/lib/validation/privacy';
import { deliverSoon } from '../services/mail/outbox';
import { createDataRequest, verifyDataRequest } from '../services/privacy/data-requests';
import { publicProcedure, router } from '../trpc';

export const dataRequestRouter = router({
  create: publicProcedure.input(dataRequestInput).mutation(async ({ ctx, input }) => {
    const answer = await createDataRequest(ctx.store, input, {
      ip: ctx.ip,
      siteUrl: env.SITE_URL,
      now: new Date(),
    });
    deliverSoon(ctx.store);
    return answer;
  }),
  verify: publicProcedure
    .input(dataRequestVerifyInput)
    .mutation(({ ctx, input }) => verifyDataRequest(ctx.store, input.token)),
});
