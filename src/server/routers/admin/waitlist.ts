// admin.waitlist.* (DESIGN.md §20): a day's waiting list with its offers, and an offer by hand.
import { getTicketCatalog } from '../../services/tickets/ticket-catalog';
import { listWaitlistDay, offerByHand } from '../../services/waitlist/waitlist';
import { router, staffProcedure } from '../../trpc';
import { adminWaitlistListInput, adminWaitlistOfferInput } from '@/lib/tickets/waitlist-schemas';

export const adminWaitlistRouter = router({
  list: staffProcedure
    .input(adminWaitlistListInput)
    .query(({ ctx, input }) => listWaitlistDay(ctx.store, input.visitDate)),

  offer: staffProcedure.input(adminWaitlistOfferInput).mutation(async ({ ctx, input }) => {
    await offerByHand(
      ctx.store,
      getTicketCatalog(),
      { id: ctx.user.id, email: ctx.user.email },
      input.entryId,
    );
    return { offered: true as const };
  }),
});
