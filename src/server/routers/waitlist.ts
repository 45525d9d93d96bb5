// waitlist.* (DESIGN.md §20): joining the waiting list of a sold-out day, and "Không cần nữa".
// Doors only: parse, limit, call the service (src/server/services/waitlist).
import { takeRateLimit, type RateLimit } from '../services/rate-limit/rate-limit';
import { getTicketCatalog } from '../services/tickets/ticket-catalog';
import { joinWaitlist, leaveWaitlist } from '../services/waitlist/waitlist';
import { publicProcedure, router } from '../trpc';
import { waitlistJoinInput, waitlistLeaveInput } from '@/lib/tickets/waitlist-schemas';

export const WAITLIST_JOIN_IP_RATE_LIMIT: RateLimit = { limit: 20, windowMs: 10 * 60_000 };
export const WAITLIST_JOIN_EMAIL_RATE_LIMIT: RateLimit = { limit: 5, windowMs: 10 * 60_000 };
export const WAITLIST_LEAVE_RATE_LIMIT: RateLimit = { limit: 30, windowMs: 10 * 60_000 };

export const waitlistRouter = router({
  join: publicProcedure.input(waitlistJoinInput).mutation(async ({ ctx, input }) => {
    await takeRateLimit(
      ctx.store,
      `waitlist:ip:${ctx.ip}`,
      WAITLIST_JOIN_IP_RATE_LIMIT,
      new Date(),
    );
    await takeRateLimit(
      ctx.store,
      `waitlist:email:${input.contact.email}`,
      WAITLIST_JOIN_EMAIL_RATE_LIMIT,
      new Date(),
    );
    // The same answer whether or not the honeypot caught it.
    if (input.website) return { joined: true as const };
    return joinWaitlist(ctx.store, getTicketCatalog(), input);
  }),

  leave: publicProcedure.input(waitlistLeaveInput).mutation(async ({ ctx, input }) => {
    await takeRateLimit(
      ctx.store,
      `waitlist-leave:ip:${ctx.ip}`,
      WAITLIST_LEAVE_RATE_LIMIT,
      new Date(),
    );
    return leaveWaitlist(ctx.store, getTicketCatalog(), input.token);
  }),
});
