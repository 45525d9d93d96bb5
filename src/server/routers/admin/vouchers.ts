// admin.vouchers.* (DESIGN.md §18): create, list and disable voucher codes. Admin only (they give
// money away); every change is audited in its transaction by the service.
import { createVoucher, disableVoucher, listVouchers } from '../../services/vouchers/vouchers';
import { adminProcedure, router } from '../../trpc';
import { createVoucherInput, voucherCodeInput } from '@/lib/vouchers/voucher-schemas';

const actorOf = (user: { id: string; email: string }) => ({ id: user.id, email: user.email });

export const adminVouchersRouter = router({
  list: adminProcedure.query(({ ctx }) => listVouchers(ctx.store)),
  create: adminProcedure
    .input(createVoucherInput)
    .mutation(({ ctx, input }) => createVoucher(ctx.store, actorOf(ctx.user), input)),
  disable: adminProcedure
    .input(voucherCodeInput)
    .mutation(({ ctx, input }) => disableVoucher(ctx.store, actorOf(ctx.user), input.code)),
});
