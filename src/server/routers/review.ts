// review.* (DESIGN.md §17): approved reviews with their statistics, and a visitor's new review
// (stored pending until moderated).
import { listReviews, createReview } from '../services/reviews/reviews';
import { publicProcedure, router } from '../trpc';
import { reviewInput, reviewListInput } from '@/lib/validation/community';

export const reviewRouter = router({
  list: publicProcedure
    .input(reviewListInput)
    .query(({ ctx, input }) => listReviews(ctx.store, input.page)),
  create: publicProcedure
    .input(reviewInput)
    .mutation(({ ctx, input }) =>
      createReview(ctx.store, input, { ip: ctx.ip, userId: ctx.user?.id, now: new Date() }),
    ),
});
