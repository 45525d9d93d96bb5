// consent.record (DESIGN.md §18): the evidence of a visitor's answer to the consent banner.
import { consentRecordInput } from '@/lib/validation/privacy';
import { recordConsent } from '../services/privacy/consents';
import { publicProcedure, router } from '../trpc';

export const consentRouter = router({
  record: publicProcedure.input(consentRecordInput).mutation(({ ctx, input }) =>
    recordConsent(ctx.store, input, {
      ip: ctx.ip,
      userId: ctx.user?.id ?? null,
      now: new Date(),
    }),
  ),
});
