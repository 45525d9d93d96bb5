// comment.* (DESIGN.md §17): a post's approved comments with their replies (never an email), and
// a visitor's new comment or reply (stored pending until moderated).
import { createComment, listComments } from '../services/comments/comments';
import { publicProcedure, router } from '../trpc';
import { commentInput, commentListInput } from '@/lib/validation/community';

export const commentRouter = router({
  list: publicProcedure
    .input(commentListInput)
    .query(({ ctx, input }) => listComments(ctx.store, input.postSlug)),
  create: publicProcedure
    .input(commentInput)
    .mutation(({ ctx, input }) =>
      createComment(ctx.store, input, { ip: ctx.ip, userId: ctx.user?.id, now: new Date() }),
    ),
});
