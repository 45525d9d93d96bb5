// account.exportData and account.delete (DESIGN.md §18): the signed-in person's rights
// to a copy of their data and to erasure. account.delete hashes a password, so it travels alone
// (TRPC_SOLO_PROCEDURES) behind the hash queue.
import { env } from '@/env';
import { accountDeleteInput } from '@/lib/validation/privacy';
import { deleteAccount } from '../services/privacy/account-delete';
import { exportAccountData } from '../services/privacy/account-export';
import { protectedProcedure, router } from '../trpc';

export const accountRouter = router({
  exportData: protectedProcedure.query(({ ctx }) => exportAccountData(ctx.store, ctx.user.id)),
  delete: protectedProcedure
    .input(accountDeleteInput)
    .mutation(({ ctx, input }) =>
      deleteAccount(ctx.store, ctx.user.id, input, { uploadsDir: env.UPLOADS_DIR }),
    ),
});
