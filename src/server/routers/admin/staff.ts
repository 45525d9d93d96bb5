// admin.staff.*: operator accounts (DESIGN.md §16), admins only (ADMIN_ONLY_PREFIXES).
import { z } from 'zod';
import { grantRole, listOperators, revokeRole } from '../../services/operators/staff';
import { adminProcedure, router } from '../../trpc';

const actorOf = (user: { id: string; email: string }) => ({ id: user.id, email: user.email });

export const adminStaffRouter = router({
  list: adminProcedure.query(({ ctx }) => listOperators(ctx.store)),

  grant: adminProcedure
    .input(z.object({ email: z.email().max(254), role: z.enum(['staff', 'admin']) }))
    .mutation(({ ctx, input }) => grantRole(ctx.store, actorOf(ctx.user), input)),

  revoke: adminProcedure
    .input(z.object({ userId: z.string().min(1).max(64) }))
    .mutation(({ ctx, input }) => revokeRole(ctx.store, actorOf(ctx.user), input)),
});
