// admin.reports.* (DESIGN.md §20): the takings per day × method × kind × VAT rate, and the mail of
// the previous day's report at a set hour. Admin only: the shop's figures. The files themselves
// come from GET /api/admin/reports/takings.
import { writeTransaction } from '../../db/store';
import { recordAudit } from '../../services/operators/audit-log';
import { getTakingsMailSettings, setTakingsMailSettings } from '../../services/reports/daily-mail';
import { takingsReport } from '../../services/reports/takings';
import { adminProcedure, router } from '../../trpc';
import { takingsInput, takingsMailInput } from '@/lib/admin/report-schemas';

export const adminReportsRouter = router({
  takings: adminProcedure
    .input(takingsInput)
    .query(({ ctx, input }) => takingsReport(ctx.store.db, input)),

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
});
