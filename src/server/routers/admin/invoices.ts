// admin.invoices.* (DESIGN.md §20): the console's "Hóa đơn": the invoices sent by day with their
// state, number and refusal, a failed one sent again, the seller's settings, and the day's
// requests as CSV for INVOICE_PROVIDER=local. Admin only: they carry tax codes and citizen IDs.
import { z } from 'zod';
import { invoiceSettingsInput } from '@/lib/admin/invoice-settings-schema';
import { invoicesCsv } from '../../services/invoices/export';
import { getInvoiceSettings, setInvoiceSettings } from '../../services/invoices/settings';
import { listInvoices, retryOrderInvoices } from '../../services/invoices/views';
import { adminProcedure, router } from '../../trpc';

const INVOICE_STATUSES = [
  'requested',
  'issuing',
  'issued',
  'failed',
  'adjusted',
  'cancelled',
] as const;

export const adminInvoicesRouter = router({
  list: adminProcedure
    .input(
      z
        .object({
          from: z.iso.date(),
          to: z.iso.date(),
          status: z.enum(INVOICE_STATUSES).optional(),
        })
        .refine((range) => range.from <= range.to, { message: 'from after to' }),
    )
    .query(({ ctx, input }) => listInvoices(ctx.store, input)),
  retry: adminProcedure
    .input(z.object({ orderCode: z.string().trim().min(1).max(40) }))
    .mutation(({ ctx, input }) => retryOrderInvoices(ctx.store, input.orderCode, new Date())),
  getSettings: adminProcedure.query(({ ctx }) => getInvoiceSettings(ctx.store)),
  setSettings: adminProcedure
    .input(invoiceSettingsInput)
    .mutation(({ ctx, input }) =>
      setInvoiceSettings(ctx.store, { id: ctx.user.id, email: ctx.user.email }, input),
    ),
  exportDay: adminProcedure
    .input(z.object({ day: z.iso.date() }))
    .query(async ({ ctx, input }) => ({
      filename: `hoa-don-${input.day}.csv`,
      csv: await invoicesCsv(ctx.store.db, input.day),
    })),
});
