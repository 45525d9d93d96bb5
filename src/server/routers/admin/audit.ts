// admin.audit.*: the audit log, newest first (DESIGN.md §16), whole or for one record.
import { z } from 'zod';
import { listAudit } from '../../services/operators/audit-log';
import { router, staffProcedure } from '../../trpc';

const auditListInput = z.object({
  targetType: z
    .string()
    .regex(/^[a-z-]{1,32}$/)
    .optional(),
  targetId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional(),
  cursor: z.string().max(120).optional(),
  limit: z.number().int().min(1).max(100).default(50),
});

export const auditRouter = router({
  list: staffProcedure.input(auditListInput).query(({ ctx, input }) =>
    listAudit(ctx.store, {
      targetType: input.targetType,
      targetId: input.targetId,
      before: input.cursor,
      limit: input.limit,
    }),
  ),
});
