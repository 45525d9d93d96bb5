// payment.* (DESIGN.md §17): the state of an order's payment as the server holds it (asking PayOS
// while a PayOS payment is pending), and the cancel page's "cancel this attempt". Guests open an
// order with its code and the contact given at checkout, as order.* does.
import { z } from 'zod';
import { deliverSoon } from '../services/mail/outbox';
import { cancelPaymentAttempt, getPaymentStatus } from '../services/orders';
import { isSandboxOn } from '../services/payments/payos/config';
import { takeRateLimit } from '../services/rate-limit/rate-limit';
import { publicProcedure, router } from '../trpc';
import { orderCodeSchema, orderContactSchema } from '@/lib/validation/checkout';

const lookupInput = z.object({
  orderCode: orderCodeSchema,
  contact: orderContactSchema.optional(),
});

// The return page polls while it waits; guessing codes stays as slow as order.get makes it.
// Counted in the store, so the limit holds across instances (DESIGN.md §19).
export const PAYMENT_LOOKUP_RATE_LIMIT = { limit: 60, windowMs: 10 * 60_000 };

const lookup = publicProcedure.use(async ({ ctx, next }) => {
  if (!ctx.user) {
    await takeRateLimit(
      ctx.store,
      `payment-lookup:ip:${ctx.ip}`,
      PAYMENT_LOOKUP_RATE_LIMIT,
      new Date(),
    );
  }
  return next();
});

export const paymentRouter = router({
  /** Whether payments go to the local sandbox (the checkout shows its banner). */
  mode: publicProcedure.query(() => ({ sandbox: isSandboxOn() })),

  getStatus: lookup.input(lookupInput).query(async ({ ctx, input }) => {
    const view = await getPaymentStatus(ctx.store, input, ctx.user?.id ?? null, {});
    // A payment PayOS reported just now queued its mail.
    deliverSoon(ctx.store);
    return view;
  }),

  cancelAttempt: lookup.input(lookupInput).mutation(async ({ ctx, input }) => {
    const result = await cancelPaymentAttempt(ctx.store, input, ctx.user?.id ?? null, {});
    deliverSoon(ctx.store);
    return result;
  }),
});
