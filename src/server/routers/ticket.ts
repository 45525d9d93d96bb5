// ticket.* (DESIGN.md §17, §20): availability for the booking calendar, the quote with its cheapest
// form, booking with an online payment,
// an e-ticket by its page key or by code + contact, a whole booking by any of its page keys, and
// the date change (one ticket or the whole booking). Doors only: parse, limit,
// call the service (src/server/services/tickets), deliver queued mail.
import { deliverSoon } from '../services/mail/outbox';
import { takeRateLimit } from '../services/rate-limit/rate-limit';
import { getAvailability } from '../services/tickets/availability';
import { loadBooking } from '../services/tickets/booking-view';
import { exchangeTickets, placeTicketOrder } from '../services/orders';
import { getTicketCatalog } from '../services/tickets/ticket-catalog';
import { loadTicket, ticketViewOf } from '../services/tickets/ticket-view';
import { isHolder } from '../services/tickets/holder';
import { quoteTicketSelection } from '../services/tickets/ticket-quote';
import { DomainError } from '../services/errors';
import { publicProcedure, router } from '../trpc';
import {
  availabilityInput,
  requestExchangeInput,
  ticketBookingInput,
  ticketGetInput,
  ticketPlaceOrderInput,
  ticketQuoteInput,
} from '@/lib/tickets/ticket-schemas';

export const TICKET_ORDER_IP_RATE_LIMIT = { limit: 30, windowMs: 10 * 60_000 };
export const TICKET_ORDER_EMAIL_RATE_LIMIT = { limit: 10, windowMs: 10 * 60_000 };
export const TICKET_EXCHANGE_RATE_LIMIT = { limit: 20, windowMs: 10 * 60_000 };

// Lookups by code + contact could be used to guess codes: limited per client address, in the
// store, so the limit holds across instances (DESIGN.md §19).
export const TICKET_LOOKUP_RATE_LIMIT = { limit: 60, windowMs: 10 * 60_000 };

// The booking page asks for a quote (debounced) as quantities change; a voucher code in it could
// be guessed in a loop, so it is limited per client address like the voucher preview.
export const TICKET_QUOTE_RATE_LIMIT = { limit: 120, windowMs: 10 * 60_000 };

export const ticketRouter = router({
  getAvailability: publicProcedure
    .input(availabilityInput)
    .query(({ ctx, input }) => getAvailability(ctx.store, getTicketCatalog(), input)),

  /** The selection priced, and its cheapest form for the same people when cheaper (§20). */
  quote: publicProcedure.input(ticketQuoteInput).query(async ({ ctx, input }) => {
    await takeRateLimit(
      ctx.store,
      `ticket-quote:ip:${ctx.ip}`,
      TICKET_QUOTE_RATE_LIMIT,
      new Date(),
    );
    return quoteTicketSelection(ctx.store, getTicketCatalog(), input);
  }),

  placeOrder: publicProcedure.input(ticketPlaceOrderInput).mutation(async ({ ctx, input }) => {
    await takeRateLimit(ctx.store, `tickets:ip:${ctx.ip}`, TICKET_ORDER_IP_RATE_LIMIT, new Date());
    await takeRateLimit(
      ctx.store,
      `tickets:email:${input.buyer.email}`,
      TICKET_ORDER_EMAIL_RATE_LIMIT,
      new Date(),
    );
    const { order, created } = await placeTicketOrder(ctx.store, getTicketCatalog(), input, {
      userId: ctx.user?.id ?? null,
      ip: ctx.ip,
    });
    if (created) deliverSoon(ctx.store);
    return order;
  }),

  get: publicProcedure.input(ticketGetInput).query(async ({ ctx, input }) => {
    if ('code' in input && !ctx.user) {
      await takeRateLimit(
        ctx.store,
        `ticket-lookup:ip:${ctx.ip}`,
        TICKET_LOOKUP_RATE_LIMIT,
        new Date(),
      );
    }
    const ticket = await loadTicket(
      ctx.store.db,
      'accessKey' in input ? { accessKey: input.accessKey } : { code: input.code },
    );
    const allowed =
      ticket !== null &&
      ('accessKey' in input ||
        isHolder(input.contact, ticket) ||
        (ctx.user !== null && ticket.user_id === ctx.user.id));
    if (!ticket || !allowed) {
      throw new DomainError('ticket-not-found');
    }
    return ticketViewOf(ticket, getTicketCatalog(), input.locale);
  }),

  /** Every ticket of the booking a page key belongs to (the e-ticket page). */
  getBooking: publicProcedure.input(ticketBookingInput).query(async ({ ctx, input }) => {
    const booking = await loadBooking(
      ctx.store.db,
      getTicketCatalog(),
      input.accessKey,
      input.locale,
    );
    if (!booking) {
      throw new DomainError('ticket-not-found');
    }
    return booking;
  }),

  exchangeTickets: publicProcedure.input(requestExchangeInput).mutation(async ({ ctx, input }) => {
    await takeRateLimit(
      ctx.store,
      `tickets:exchange:${ctx.ip}`,
      TICKET_EXCHANGE_RATE_LIMIT,
      new Date(),
    );
    const ticket = await exchangeTickets(ctx.store, getTicketCatalog(), input, {
      locale: input.locale,
    });
    deliverSoon(ctx.store);
    return ticket;
  }),
});
