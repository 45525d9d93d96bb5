// admin.orders.*: the console's orders and payments. Routers only parse, call
// the operator services (services/orders/operator-*.ts) and let DomainErrors map to tRPC codes.
import { z } from 'zod';
import { DomainError } from '../../services/errors';
import { deliverSoon } from '../../services/mail/outbox';
import {
  applyOperatorStep,
  markCodPaid,
  markTransferReceived,
  getOperatorOrder,
  listOperatorOrders,
} from '../../services/orders';
import { router, staffProcedure } from '../../trpc';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '@/lib/orders/statuses';
import { ORDER_METHOD_IDS, orderCodeSchema } from '@/lib/validation/checkout';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const listInput = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  paymentStatus: z.enum(PAYMENT_STATUSES).optional(),
  method: z.enum(ORDER_METHOD_IDS).optional(),
  createdFrom: z.string().regex(DAY).optional(),
  createdTo: z.string().regex(DAY).optional(),
  search: z.string().trim().max(100).optional(),
  cursor: z.string().max(120).optional(),
  limit: z.number().int().min(1).max(50).default(20),
});

const stepInput = z.object({ orderCode: orderCodeSchema });
const cancelInput = stepInput.extend({ note: z.string().trim().max(500).optional() });

const actorOf = (user: { id: string; email: string }) => ({ id: user.id, email: user.email });

export const adminOrdersRouter = router({
  list: staffProcedure
    .input(listInput)
    .query(({ ctx, input }) => listOperatorOrders(ctx.store, input)),
  get: staffProcedure.input(stepInput).query(async ({ ctx, input }) => {
    const order = await getOperatorOrder(ctx.store, input.orderCode);
    if (!order) throw new DomainError('order-not-found');
    return order;
  }),
  confirm: staffProcedure
    .input(stepInput)
    .mutation(({ ctx, input }) =>
      applyOperatorStep(ctx.store, actorOf(ctx.user), { ...input, step: 'confirm' }),
    ),
  process: staffProcedure
    .input(stepInput)
    .mutation(({ ctx, input }) =>
      applyOperatorStep(ctx.store, actorOf(ctx.user), { ...input, step: 'process' }),
    ),
  ship: staffProcedure
    .input(stepInput)
    .mutation(({ ctx, input }) =>
      applyOperatorStep(ctx.store, actorOf(ctx.user), { ...input, step: 'ship' }),
    ),
  deliver: staffProcedure
    .input(stepInput)
    .mutation(({ ctx, input }) =>
      applyOperatorStep(ctx.store, actorOf(ctx.user), { ...input, step: 'deliver' }),
    ),
  cancel: staffProcedure.input(cancelInput).mutation(async ({ ctx, input }) => {
    const result = await applyOperatorStep(ctx.store, actorOf(ctx.user), {
      ...input,
      step: 'cancel',
    });
    deliverSoon(ctx.store);
    return result;
  }),
  markTransferReceived: staffProcedure
    .input(
      stepInput.extend({
        amount: z.number().int().positive().max(10_000_000_000),
        reference: z.string().trim().max(100).optional(),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      await markTransferReceived(ctx.store, actorOf(ctx.user), input);
      // The confirmation (or payment-received) and ticket mails leave now, not at the next sweep.
      deliverSoon(ctx.store);
      return { paymentStatus: 'paid' as const };
    }),
  markCodPaid: staffProcedure
    .input(stepInput.extend({ amount: z.number().int().positive().max(10_000_000_000) }))
    .mutation(async ({ ctx, input }) => {
      await markCodPaid(ctx.store, actorOf(ctx.user), input);
      deliverSoon(ctx.store);
      return { paymentStatus: 'paid' as const };
    }),
});
