// admin.dataRequests.*: the console's "Yêu cầu dữ liệu" — confirmed guest requests with their
// deadlines, acknowledged and closed by operators, each step in the audit log.
import { z } from 'zod';
import { optionalTextField } from '@/lib/validation/text';
import { advanceDataRequest, listDataRequests } from '../../services/privacy/data-requests';
import { router, staffProcedure } from '../../trpc';

export const adminDataRequestsRouter = router({
  list: staffProcedure.query(({ ctx }) => listDataRequests(ctx.store)),
  advance: staffProcedure
    .input(
      z.object({
        id: z.string().min(1).max(64),
        step: z.enum(['acknowledge', 'complete', 'reject']),
        note: optionalTextField({ max: 500 }),
      }),
    )
    .mutation(({ ctx, input }) =>
      advanceDataRequest(ctx.store, { id: ctx.user.id, email: ctx.user.email }, input),
    ),
});
