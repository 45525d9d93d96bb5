// admin.moderation.*: pending reviews and comments, and decisions on one or many (DESIGN.md §15).
import { z } from 'zod';
import { decidePending, listPending, MODERATION_DECISIONS } from '../../services/reviews/moderate';
import { router, staffProcedure } from '../../trpc';

const kind = z.enum(['review', 'comment']);

export const adminModerationRouter = router({
  list: staffProcedure
    .input(
      z.object({
        kind: kind.optional(),
        cursor: z.string().max(120).optional(),
        limit: z.number().int().min(1).max(100).default(20),
      }),
    )
    .query(({ ctx, input }) =>
      listPending(ctx.store, { kind: input.kind, before: input.cursor, limit: input.limit }),
    ),

  decide: staffProcedure
    .input(
      z.object({
        kind,
        ids: z.array(z.string().min(1).max(64)).min(1).max(100),
        decision: z.enum(MODERATION_DECISIONS),
      }),
    )
    .mutation(({ ctx, input }) =>
      decidePending(ctx.store, { id: ctx.user.id, email: ctx.user.email }, input),
    ),
});
