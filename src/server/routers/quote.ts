// quote.create (DESIGN.md §17): a price-quote request, stored as a lead and mailed to the
// customer and the operator.
import { env } from '@/env';
import { quoteInput } from '@/lib/validation/community';
import { createQuote } from '../services/leads/leads';
import { deliverSoon } from '../services/mail/outbox';
import { publicProcedure, router } from '../trpc';

export const quoteRouter = router({
  create: publicProcedure.input(quoteInput).mutation(async ({ ctx, input }) => {
    const receipt = await createQuote(ctx.store, input, {
      ip: ctx.ip,
      operatorEmail: env.OPERATOR_EMAIL,
      now: new Date(),
    });
    if (receipt.queued) deliverSoon(ctx.store);
    // The same answer whether or not the honeypot caught it.
    return { ok: true as const };
  }),
});
