// admin.reports.* (DESIGN.md §20): the takings per day × method × kind × VAT rate, and the mail of
// the previous day's report at a set hour; the day's reconciliation of a payment provider against
// the store (read it, run it again, apply one missed payment or flag a difference). Admin only:
// the shop's figures. The files themselves come from GET /api/admin/reports/takings. Doors only:
// services/reports and services/reconcile do the work.
import { writeTransaction } from '../../db/store';
import { recordAudit } from '../../services/operators/audit-log';
import { getTakingsMailSettings, setTakingsMailSettings } from '../../services/reports/daily-mail';
import { takingsReport } from '../../services/reports/takings';
import { adminProcedure, router } from '../../trpc';
import { takingsInput, takingsMailInput } from '@/lib/admin/report-schemas';
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

export const adminReportsRouter = router({
  /** DESIGN.md §20: the rows, per day × method × kind × VAT rate. */
  takings: adminProcedure
    .input(takingsInput)
    .query(async ({ ctx, input }) => (await takingsReport(ctx.store.db, input)).rows),

  mailSettings: adminProcedure.query(({ ctx }) => getTakingsMailSettings(ctx.store.db)),

  setMailSettings: adminProcedure.input(takingsMailInput).mutation(async ({ ctx, input }) => {
    await writeTransaction(ctx.store, async (trx) => {
      await setTakingsMailSettings(trx, input);
      await recordAudit(
        trx,
        { id: ctx.user.id, email: ctx.user.email },
        {
          action: 'reports.takings-mail',
          targetType: 'setting',
          targetId: 'takings_mail',
          details: { hour: input.hour, to: input.to },
        },
      );
    });
    return getTakingsMailSettings(ctx.store.db);
  }),

  reconcile: adminProcedure
    .input(reconcileDayInput)
    .query(({ ctx, input }) => getReconcileView(ctx.store, input.provider, input.day)),

  reconcileRun: adminProcedure.input(reconcileDayInput).mutation(async ({ ctx, input }) => {
    await reconcileOnDemand(ctx.store, input.provider, input.day);
    return getReconcileView(ctx.store, input.provider, input.day);
  }),

  reconcileApply: adminProcedure.input(reconcileApplyInput).mutation(async ({ ctx, input }) => {
    const result = await applyReconciled(
      ctx.store,
      { id: ctx.user.id, email: ctx.user.email },
      input.itemId,
    );
    // The buyer's confirmation (or refund-due) mail leaves after the commit.
    deliverSoon(ctx.store);
    return result;
  }),

  reconcileFlag: adminProcedure
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
