// admin.refunds.*: refund requests (list newest first, one in detail, approve / reject with a note,
// mark refunded) and recent ticket exchanges. Doors only: parse, call the
// service (src/server/services/orders: decideRefund), deliver the customer's mail after commit.
import { deliverSoon } from '../../services/mail/outbox';
import {
  decideRefund,
  getRefundRequest,
  listRefundRequests,
  recentExchanges,
} from '../../services/orders';
import { router, staffProcedure } from '../../trpc';
import {
  exchangeListInput,
  refundApproveInput,
  refundGetInput,
  refundListInput,
  refundMarkRefundedInput,
  refundRejectInput,
} from '@/lib/admin/refund-capacity-schemas';

export const adminRefundsRouter = router({
  list: staffProcedure
    .input(refundListInput)
    .query(({ ctx, input }) => listRefundRequests(ctx.store, input)),

  get: staffProcedure
    .input(refundGetInput)
    .query(({ ctx, input }) => getRefundRequest(ctx.store, input.id)),

  approve: staffProcedure.input(refundApproveInput).mutation(async ({ ctx, input }) => {
    await decideRefund(
      ctx.store,
      { id: ctx.user.id, email: ctx.user.email },
      { step: 'approve', requestId: input.id, note: input.note || null },
    );
    deliverSoon(ctx.store);
    return getRefundRequest(ctx.store, input.id);
  }),

  reject: staffProcedure.input(refundRejectInput).mutation(async ({ ctx, input }) => {
    await decideRefund(
      ctx.store,
      { id: ctx.user.id, email: ctx.user.email },
      { step: 'reject', requestId: input.id, note: input.note },
    );
    deliverSoon(ctx.store);
    return getRefundRequest(ctx.store, input.id);
  }),

  markRefunded: staffProcedure.input(refundMarkRefundedInput).mutation(async ({ ctx, input }) => {
    await decideRefund(
      ctx.store,
      { id: ctx.user.id, email: ctx.user.email },
      {
        step: 'refunded',
        requestId: input.id,
        amount: input.amount,
        method: input.method,
        reference: input.reference,
        note: input.note || null,
      },
    );
    deliverSoon(ctx.store);
    return getRefundRequest(ctx.store, input.id);
  }),

  exchanges: staffProcedure
    .input(exchangeListInput)
    .query(({ ctx, input }) => recentExchanges(ctx.store, input.limit)),
});
