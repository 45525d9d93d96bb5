// admin.leads.*: price quotes and contact messages, new or answered (DESIGN.md §15).
import { z } from 'zod';
import { listLeads, setLeadStatus } from '../../services/leads/lead-inbox';
import { router, staffProcedure } from '../../trpc';

const status = z.enum(['new', 'answered']);

export const adminLeadsRouter = router({
  list: staffProcedure
    .input(
      z.object({
        kind: z.enum(['quote', 'contact']).optional(),
        status: status.optional(),
        cursor: z.string().max(120).optional(),
        limit: z.number().int().min(1).max(100).default(20),
      }),
    )
    .query(({ ctx, input }) =>
      listLeads(ctx.store, {
        kind: input.kind,
        status: input.status,
        before: input.cursor,
        limit: input.limit,
      }),
    ),

  setStatus: staffProcedure
    .input(z.object({ id: z.string().min(1).max(64), status }))
    .mutation(({ ctx, input }) =>
      setLeadStatus(ctx.store, { id: ctx.user.id, email: ctx.user.email }, input),
    ),
});
