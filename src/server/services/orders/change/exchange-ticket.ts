// Changing a ticket's date (DESIGN.md §13, content/pages/ticket-exchange.md): once, free, asked
// before 17:30 on the day before the visit, not used, not past; a closed day lets holders move
// regardless. One transaction: the old ticket goes issued → exchanged (conditional: one winner),
// its seat is released, the new day's seat is claimed (none left: CONFLICT, all rolled back), and
// a new ticket (new code, key, token) is issued; the old code joins the revocation list. Tickets
// move one person at a time, so some of an order's tickets may move and others stay; a bundle's
// people share one seat and move together. A whole booking moves in that same transaction, every
// ticket of it or none.
import type { TicketCatalog } from '@/content/projections';
import { addDays, instant, vietnamClock } from '@/lib/calendar';
import type { Kysely } from 'kysely';
import { newId, nowIso } from '../../../db/ids';
import type { Database } from '../../../db/schema';
import { writeTransaction, type Store } from '../../../db/store';
import { DomainError } from '../../errors';
import { claimSeats, releaseSeats } from '../../inventory/inventory';
import { seatsChanged } from '../../inventory/seat-pages';
import { offerFreedSeatsSoon } from '../../waitlist/waitlist';
import { enqueueMail } from '../../mail/outbox';
import { recordOrderEvent } from '../transitions';
import { isHolder } from '../../tickets/holder';
import { assertBookable } from '../../tickets/booking-rules';
import { seatsConflict } from '../place/draft';
import type { ReasonKey } from '@/lib/errors/reasons';
import { newAccessKey, newTicketCode } from '../../../db/ticket-codes';
import { eTicketMail } from '../../tickets/ticket-mail';
import {
  loadOrderTickets,
  loadTicket,
  ticketViewOf,
  unitOf,
  type LoadedTicket,
  type ETicketView,
} from '../../tickets/ticket-view';
import { env } from '@/env';

type ExchangeRefusal = Extract<ReasonKey, `exchange-${string}`>;

export interface ExchangeRequest {
  code: string;
  contact: { phone?: string; email?: string };
  newDate: string;
  /** Move every valid ticket of the order, not only this one. */
  wholeBooking?: boolean;
}

function refuse(reason: ExchangeRefusal): never {
  throw new DomainError(reason);
}

/** The rule that refuses this exchange, or null when it may go ahead (pure; `closedDay` known). */
export function exchangeRefusal(
  ticket: Pick<LoadedTicket, 'status' | 'visit_date' | 'exchanged_from'>,
  options: { now: Date; closes: string; closedDay: boolean },
): { reason: ExchangeRefusal } | null {
  if (ticket.status === 'used') return { reason: 'exchange-used' };
  if (ticket.status === 'exchanged' || ticket.exchanged_from !== null) {
    return { reason: 'exchange-once' };
  }
  if (ticket.status !== 'issued') {
    return { reason: 'exchange-not-issued' };
  }
  if (options.closedDay) return null;
  const today = vietnamClock(options.now).date;
  if (ticket.visit_date < today) return { reason: 'exchange-past' };
  const deadline = instant(addDays(ticket.visit_date, -1), options.closes);
  if (options.now.getTime() >= deadline.getTime()) {
    return { reason: 'exchange-too-late' };
  }
  return null;
}

/** One ticket's move inside the caller's transaction; returns the new ticket's id. */
async function exchangeOne(
  trx: Kysely<Database>,
  catalog: TicketCatalog,
  ticket: LoadedTicket,
  newDate: string,
  options: { now: Date; locale: 'vi' | 'en' },
): Promise<string> {
  const day = await trx
    .selectFrom('ticket_capacity')
    .select('closed')
    .where('ticket_type', '=', ticket.ticket_type)
    .where('visit_date', '=', ticket.visit_date)
    .executeTakeFirst();
  // Read again inside the transaction: a racing exchange or check-in may have changed it.
  const current = await trx
    .selectFrom('tickets')
    .select(['status', 'visit_date', 'exchanged_from'])
    .where('id', '=', ticket.id)
    .executeTakeFirstOrThrow();
  const refusal = exchangeRefusal(current, {
    now: options.now,
    closes: catalog.closes,
    closedDay: Number(day?.closed ?? 0) === 1,
  });
  if (refusal) refuse(refusal.reason);

  const id = newId();
  const at = nowIso();
  // Race condition: two exchanges of one ticket; the conditional update lets one of them win.
  const won = await trx
    .updateTable('tickets')
    .set({ status: 'exchanged', exchanged_to: id, revoked_at: at })
    .where('id', '=', ticket.id)
    .where('status', '=', 'issued')
    .where('exchanged_to', 'is', null)
    .executeTakeFirst();
  if (Number(won.numUpdatedRows) !== 1) refuse('exchange-once');
  const quantity = Number(ticket.quantity);
  await releaseSeats(trx, [
    { ticketType: ticket.ticket_type, visitDate: ticket.visit_date, quantity },
  ]);
  const shortfalls = await claimSeats(
    trx,
    [{ ticketType: ticket.ticket_type, visitDate: newDate, quantity }],
    (type) => catalog.find(type)?.dailyCapacity ?? 0,
  );
  if (shortfalls.length > 0) {
    throw seatsConflict(shortfalls, (type) => catalog.find(type)?.name[options.locale] ?? type);
  }
  await trx
    .insertInto('tickets')
    .values({
      id,
      order_id: ticket.order_id,
      order_line_id: ticket.order_line_id,
      code: newTicketCode(),
      access_key: newAccessKey(),
      ticket_type: ticket.ticket_type,
      visit_date: newDate,
      quantity,
      unit_no: ticket.unit_no,
      person_no: ticket.person_no,
      person_type: ticket.person_type,
      people: ticket.people,
      status: 'issued',
      issued_at: at,
      used_at: null,
      used_gate: null,
      exchanged_to: null,
      exchanged_from: ticket.id,
      revoked_at: null,
    })
    .execute();
  await recordOrderEvent(trx, {
    orderId: ticket.order_id,
    actor: 'customer',
    kind: 'ticket-exchanged',
    note: `${ticket.code} ${ticket.visit_date} → ${newDate}`,
  });
  return id;
}

/**
 * Moves one ticket, or with `wholeBooking` every valid ticket of its order, to `newDate`: all of
 * them or none (one transaction). Answers the new ticket that replaced the one named by `code`.
 */
export async function exchangeTickets(
  store: Store,
  catalog: TicketCatalog,
  request: ExchangeRequest,
  options: { now?: Date; locale?: 'vi' | 'en' } = {},
): Promise<ETicketView> {
  const now = options.now ?? new Date();
  const ticket = await loadTicket(store.db, { code: request.code });
  if (!ticket || !isHolder(request.contact, ticket)) {
    throw new DomainError('ticket-not-found');
  }
  const locale = options.locale ?? (ticket.locale === 'en' ? 'en' : 'vi');
  assertBookable(catalog, request.newDate, now);
  if (request.newDate === ticket.visit_date) {
    refuse('exchange-same-day');
  }
  // The whole booking: the named ticket and its order's other valid tickets not on that day yet;
  // else the named ticket and the other people of its unit (a bundle sold one each).
  const unit = unitOf(ticket);
  const others = (await loadOrderTickets(store.db, ticket.order_id)).filter(
    (other) =>
      other.id !== ticket.id &&
      other.status === 'issued' &&
      other.visit_date !== request.newDate &&
      (request.wholeBooking === true || unitOf(other) === unit),
  );

  const newTicketId = await writeTransaction(store, async (trx) => {
    const first = await exchangeOne(trx, catalog, ticket, request.newDate, { now, locale });
    const ids = [first];
    for (const other of others) {
      ids.push(await exchangeOne(trx, catalog, other, request.newDate, { now, locale }));
    }
    const views = [];
    for (const id of ids) {
      const issued = await loadTicket(trx, { id });
      if (!issued) throw new Error(`ticket ${id} vanished inside its transaction`);
      views.push(await ticketViewOf(issued, catalog, locale));
    }
    await enqueueMail(
      trx,
      await eTicketMail({
        orderId: ticket.order_id,
        orderCode: ticket.order_code,
        catalog,
        locale,
        email: ticket.contact_email,
        siteUrl: env.SITE_URL,
        tickets: views,
      }),
    );
    return first;
  });
  await seatsChanged(store);
  // The old day's seats are free again.
  await offerFreedSeatsSoon(store);
  const issued = await loadTicket(store.db, { id: newTicketId });
  if (!issued) throw new Error(`ticket ${newTicketId} vanished after commit`);
  return ticketViewOf(issued, catalog, locale);
}
