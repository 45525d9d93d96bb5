// admin.payments.* (DESIGN.md §18): the console's "Thanh toán" settings, admins only (both
// procedures: the shop's bank account is not for staff). The service audits every change.
import { paymentSettingsInput } from '@/lib/admin/payment-settings-schema';
import { getPaymentSettings, setPaymentSettings } from '../../services/payments/payment-settings';
import { adminProcedure, router } from '../../trpc';

export const adminPaymentsRouter = router({
  getSettings: adminProcedure.query(({ ctx }) => getPaymentSettings(ctx.store)),
  setSettings: adminProcedure
    .input(paymentSettingsInput)
    .mutation(({ ctx, input }) =>
      setPaymentSettings(ctx.store, { id: ctx.user.id, email: ctx.user.email }, input),
    ),
});
