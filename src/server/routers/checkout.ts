// checkout.* (DESIGN.md §17): the payment methods a cart can use, and placing the order.
// Placing is limited per client address and per buyer email, in the store (several processes).
import { z } from 'zod';
import { getCatalog } from '../services/cart/catalog';
import { deliverSoon } from '../services/mail/outbox';
import { placeGoodsOrder } from '../services/orders';
import { isMethodOffered } from '../services/payments/payment-settings';
import { paymentMethods } from '../services/payments/registry';
import { takeRateLimit } from '../services/rate-limit/rate-limit';
import { publicProcedure, router } from '../trpc';
import { checkoutInput } from '@/lib/validation/checkout';

export const CHECKOUT_IP_RATE_LIMIT = { limit: 30, windowMs: 10 * 60_000 };
export const CHECKOUT_EMAIL_RATE_LIMIT = { limit: 10, windowMs: 10 * 60_000 };

export const checkoutRouter = router({
  /** Ids only: what each method means to the buyer is the client's text, in its language. */
  getPaymentMethods: publicProcedure
    .input(z.object({ kind: z.enum(['goods', 'tickets']) }))
    .query(async ({ ctx, input }) => {
      const methods = paymentMethods();
      const offered = await Promise.all(
        methods.map((method) => isMethodOffered(ctx.store, method, input.kind)),
      );
      return methods.filter((_, i) => offered[i]).map((method) => ({ id: method.id }));
    }),

  placeOrder: publicProcedure.input(checkoutInput).mutation(async ({ ctx, input }) => {
    await takeRateLimit(ctx.store, `checkout:ip:${ctx.ip}`, CHECKOUT_IP_RATE_LIMIT, new Date());
    await takeRateLimit(
      ctx.store,
      `checkout:email:${input.contact.email}`,
      CHECKOUT_EMAIL_RATE_LIMIT,
      new Date(),
    );
    const { order, created } = await placeGoodsOrder(ctx.store, getCatalog(), input, {
      userId: ctx.user?.id ?? null,
      ip: ctx.ip,
    });
    if (created) deliverSoon(ctx.store);
    return order;
  }),
});
