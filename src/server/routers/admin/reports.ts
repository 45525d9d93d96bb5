// admin.reports.* (DESIGN.md §20): the day's reconciliation of a payment provider against the
// store: read it, run it again, apply one missed payment or flag a difference. Doors only: the
// service (services/reconcile) asks the providers and goes through the order lifecycle.
import {
  reconcileApplyInput,
  reconcileDayInput,
  reconcileFlagInput,
} from '@/lib/admin/reconcile-schema';
import { deliverSoon } from '../../services/mail/outbox';
import {
  applyReconciled,
  flagReconciled,
  getReconcileView,
  reconcileOnDemand,
} from '../../services/reconcile';
import { router, staffProcedure } from '../../trpc';

export const adminReportsRouter = router({
  reconcile: staffProcedure
    .input(reconcileDayInput)
    .query(({ ctx, input }) => getReconcileView(ctx.store, input.provider, input.day)),

  reconcileRun: staffProcedure.input(reconcileDayInput).mutation(async ({ ctx, input }) => {
    await reconcileOnDemand(ctx.store, input.provider, input.day);
    return getReconcileView(ctx.store, input.provider, input.day);
  }),

  reconcileApply: staffProcedure.input(reconcileApplyInput).mutation(async ({ ctx, input }) => {
    const result = await applyReconciled(
      ctx.store,
      { id: ctx.user.id, email: ctx.user.email },
      input.itemId,
    );
    // The buyer's confirmation (or refund-due) mail leaves after the commit.
    deliverSoon(ctx.store);
    return result;
  }),

  reconcileFlag: staffProcedure
    .input(reconcileFlagInput)
    .mutation(({ ctx, input }) =>
      flagReconciled(
        ctx.store,
        { id: ctx.user.id, email: ctx.user.email },
        input.itemId,
        input.note || null,
      ),
    ),
});
