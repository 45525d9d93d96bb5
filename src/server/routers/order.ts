// order.* (DESIGN.md §17): a guest opens an order with code + the phone or email given at
// checkout, a user through the token. Lookups by contact are limited per client address, so the
// form cannot be used to guess codes.
import { z } from 'zod';
import { deliverSoon } from '../services/mail/outbox';
import {
  cancelBuyerOrder,
  getBuyerOrder,
  listUserOrders,
  resendBuyerTickets,
  requestRefund,
  retryPayment,
} from '../services/orders';
import { takeRateLimit } from '../services/rate-limit/rate-limit';
import { getCatalog } from '../services/cart/catalog';
import { getTicketCatalog } from '../services/tickets/ticket-catalog';
import { protectedProcedure, publicProcedure, router } from '../trpc';
import { requestRefundInput } from '@/lib/tickets/ticket-schemas';
import { orderCodeSchema, orderContactSchema } from '@/lib/validation/checkout';
import { retryPaymentInput } from '@/lib/validation/retry-payment';

export const REFUND_REQUEST_RATE_LIMIT = { limit: 10, windowMs: 60 * 60_000 };
export const ORDER_LOOKUP_RATE_LIMIT = { limit: 30, windowMs: 10 * 60_000 };
/** "Gửi lại vé": a few per address an hour, and a few per order (nobody floods a buyer's inbox). */
export const RESEND_TICKETS_RATE_LIMIT = { limit: 5, windowMs: 60 * 60_000 };
export const RESEND_TICKETS_PER_ORDER_LIMIT = { limit: 3, windowMs: 60 * 60_000 };
/** "Thử lại" places an order: limited like both placeOrders, per address and per failed order. */
export const RETRY_PAYMENT_IP_RATE_LIMIT = { limit: 30, windowMs: 10 * 60_000 };
export const RETRY_PAYMENT_ORDER_RATE_LIMIT = { limit: 10, windowMs: 10 * 60_000 };

const lookupInput = z.object({
  orderCode: orderCodeSchema,
  contact: orderContactSchema.optional(),
});

const lookup = publicProcedure.use(async ({ ctx, next }) => {
  // A signed-in user reading their own orders is not guessing; everyone else counts, in the store,
  // so the limit holds across instances (DESIGN.md §19).
  if (!ctx.user)
    await takeRateLimit(
      ctx.store,
      `order-lookup:ip:${ctx.ip}`,
      ORDER_LOOKUP_RATE_LIMIT,
      new Date(),
    );
  return next();
});

export const orderRouter = router({
  get: lookup
    .input(lookupInput)
    .query(({ ctx, input }) => getBuyerOrder(ctx.store, input, ctx.user?.id ?? null)),

  listMine: protectedProcedure.query(({ ctx }) => listUserOrders(ctx.store, ctx.user.id)),

  cancel: lookup.input(lookupInput).mutation(async ({ ctx, input }) => {
    const order = await cancelBuyerOrder(ctx.store, input, ctx.user?.id ?? null);
    deliverSoon(ctx.store);
    return order;
  }),

  /** The paid ticket order's e-tickets mailed again; the same answer whether or not it exists. */
  resendTickets: lookup
    .input(z.object({ orderCode: orderCodeSchema, contact: orderContactSchema }))
    .mutation(async ({ ctx, input }) => {
      await takeRateLimit(
        ctx.store,
        `resend-tickets:ip:${ctx.ip}`,
        RESEND_TICKETS_RATE_LIMIT,
        new Date(),
      );
      await takeRateLimit(
        ctx.store,
        `resend-tickets:order:${input.orderCode}`,
        RESEND_TICKETS_PER_ORDER_LIMIT,
        new Date(),
      );
      const answer = await resendBuyerTickets(ctx.store, input, ctx.user?.id ?? null);
      deliverSoon(ctx.store);
      return answer;
    }),

  /** A new order repeating a failed payment's order (same lines, contact, voucher, invoice). */
  retryPayment: lookup.input(retryPaymentInput).mutation(async ({ ctx, input }) => {
    await takeRateLimit(
      ctx.store,
      `retry-payment:ip:${ctx.ip}`,
      RETRY_PAYMENT_IP_RATE_LIMIT,
      new Date(),
    );
    await takeRateLimit(
      ctx.store,
      `retry-payment:order:${input.orderCode}`,
      RETRY_PAYMENT_ORDER_RATE_LIMIT,
      new Date(),
    );
    const { order, created } = await retryPayment(
      ctx.store,
      { goods: getCatalog(), tickets: getTicketCatalog() },
      input,
      { userId: ctx.user?.id ?? null, ip: ctx.ip },
    );
    if (created) deliverSoon(ctx.store);
    return order;
  }),

  /** A refund request for a paid order; operators decide it (order.get shows its status). */
  requestRefund: lookup.input(requestRefundInput).mutation(async ({ ctx, input }) => {
    await takeRateLimit(ctx.store, `refund:ip:${ctx.ip}`, REFUND_REQUEST_RATE_LIMIT, new Date());
    return requestRefund(ctx.store, input, ctx.user?.id ?? null);
  }),
});
