// admin.invoices.*: the day's e-invoice requests as CSV for the accounting provider. Admin only:
// the file carries tax codes and citizen IDs.
import { z } from 'zod';
import { invoicesCsv } from '../../services/invoices/export';
import { adminProcedure, router } from '../../trpc';

export const adminInvoicesRouter = router({
  exportDay: adminProcedure
    .input(z.object({ day: z.iso.date() }))
    .query(async ({ ctx, input }) => ({
      filename: `hoa-don-${input.day}.csv`,
      csv: await invoicesCsv(ctx.store.db, input.day),
    })),
});
