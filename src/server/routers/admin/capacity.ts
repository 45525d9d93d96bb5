// admin.capacity.*: the capacity calendar per ticket type and month, a day's capacity, closing and
// reopening a day. Doors only; holders' mail is delivered after commit.
import { env } from '@/env';
import {
  capacityCalendar,
  reopenDay,
  setCapacity,
} from '../../services/capacity/capacity-calendar';
import { closeDay } from '../../services/orders';
import { deliverSoon } from '../../services/mail/outbox';
import { getTicketCatalog } from '../../services/tickets/ticket-catalog';
import { router, staffProcedure } from '../../trpc';
import {
  calendarInput,
  closeDayInput,
  reopenDayInput,
  setCapacityInput,
} from '@/lib/admin/refund-capacity-schemas';

export const adminCapacityRouter = router({
  /** The ticket types the calendar can show (content order). */
  types: staffProcedure.query(() =>
    getTicketCatalog()
      .types()
      .map((t) => ({ ticketType: t.id, name: t.name, dailyCapacity: t.dailyCapacity })),
  ),

  calendar: staffProcedure
    .input(calendarInput)
    .query(({ ctx, input }) => capacityCalendar(ctx.store, getTicketCatalog(), input)),

  setCapacity: staffProcedure
    .input(setCapacityInput)
    .mutation(({ ctx, input }) =>
      setCapacity(ctx.store, getTicketCatalog(), { id: ctx.user.id, email: ctx.user.email }, input),
    ),

  closeDay: staffProcedure.input(closeDayInput).mutation(async ({ ctx, input }) => {
    const result = await closeDay(
      ctx.store,
      getTicketCatalog(),
      { id: ctx.user.id, email: ctx.user.email },
      {
        visitDate: input.visitDate,
        reason: input.reason,
        note: input.note || null,
        siteUrl: env.SITE_URL,
      },
    );
    deliverSoon(ctx.store);
    return result;
  }),

  reopenDay: staffProcedure
    .input(reopenDayInput)
    .mutation(({ ctx, input }) =>
      reopenDay(
        ctx.store,
        getTicketCatalog(),
        { id: ctx.user.id, email: ctx.user.email },
        input.visitDate,
      ),
    ),
});
