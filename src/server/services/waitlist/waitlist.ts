// The waiting list for sold-out days (issue 39, DESIGN.md §20 `waitlist.*`). A visitor joins a
// day and type that has too few seats; when seats come back (a cancel, a refund, an expiry, a
// capacity raised) the first entry that fits gets an offer: its seats are claimed for it like an
// order's (ticket_capacity.sold, so nobody else can take them and nothing is oversold), held for
// the operator's hours of waking time (hold-window.ts) and mailed with a link; the booking it
// leads to takes the held seats instead of claiming new ones. An unused hold lapses in the minute's
// sweep and its seats pass on; an entry that placed an order is used up, even if that order is
// cancelled later (pretix #1163/#1405). Entries go with their day.
import type { TicketCatalog } from '@/content/projections';
import { instant, vietnamClock } from '@/lib/calendar';
import { bookableRange } from '@/lib/tickets/bookable-range';
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { newId } from '../../db/ids';
import type { Database, WaitlistStatus } from '../../db/schema';
import { writeTransaction, type Store } from '../../db/store';
import { DomainError } from '../errors';
import { recordAudit, type Actor } from '../operators/audit-log';
import { claimSeats, releaseSeats } from '../inventory/inventory';
import { seatsChanged } from '../inventory/seat-pages';
import { deliverSoon, enqueueMail, mailSiteUrl } from '../mail/outbox';
import { assertBookable, ticketTypeOf } from '../tickets/booking-rules';
import { getTicketCatalog } from '../tickets/ticket-catalog';
import { holdExpiry, holdHoursOf } from './hold-window';
import { waitlistJoinedMail, waitlistOfferMail, type WaitlistMailFacts } from './waitlist-mail';
import { WAITLIST_HOLD_SETTING_KEY } from '@/lib/admin/site-schemas';

type Db = Kysely<Database>;
const HOUR_MS = 60 * 60_000;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface WaitlistJoinInput {
  visitDate: string;
  ticketType: string;
  quantity: number;
  contact: { email: string; phone: string };
  locale: 'vi' | 'en';
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** When the day's sales close: offers stop then, and no hold outlives it. */
function salesCloseOf(catalog: TicketCatalog, visitDate: string): Date {
  return instant(visitDate, catalog.closes);
}

async function seatsFree(
  db: Db,
  catalog: TicketCatalog,
  visitDate: string,
  ticketType: string,
): Promise<{ free: number; closed: boolean }> {
  const row = await db
    .selectFrom('ticket_capacity')
    .select(['capacity', 'sold', 'closed'])
    .where('ticket_type', '=', ticketType)
    .where('visit_date', '=', visitDate)
    .executeTakeFirst();
  if (!row) return { free: catalog.find(ticketType)?.dailyCapacity ?? 0, closed: false };
  const closed = Number(row.closed) === 1;
  return { free: closed ? 0 : Math.max(0, Number(row.capacity) - Number(row.sold)), closed };
}

function mailFacts(
  catalog: TicketCatalog,
  entry: {
    email: string;
    locale: string;
    visit_date: string;
    ticket_type: string;
    quantity: number;
  },
  siteUrl: string,
  leaveToken: string,
): WaitlistMailFacts {
  const locale = entry.locale === 'en' ? 'en' : 'vi';
  const name = catalog.find(entry.ticket_type)?.name[locale] ?? entry.ticket_type;
  return {
    email: entry.email,
    locale,
    visitDate: entry.visit_date,
    what: `${entry.quantity} × ${name}`,
    ticketType: entry.ticket_type,
    quantity: entry.quantity,
    siteUrl,
    leaveToken,
  };
}

/**
 * `waitlist.join`: only for a day the booking could not serve (fewer seats left than asked). The
 * answer is the same for a repeated wish of the same contact, day and type: that one keeps its
 * place in the queue.
 */
export async function joinWaitlist(
  store: Store,
  catalog: TicketCatalog,
  input: WaitlistJoinInput,
  now: Date = new Date(),
): Promise<{ joined: true }> {
  assertBookable(catalog, input.visitDate, now);
  const type = ticketTypeOf(catalog, input.ticketType);
  const siteUrl = await mailSiteUrl();
  const created = await writeTransaction(store, async (trx) => {
    const { free, closed } = await seatsFree(trx, catalog, input.visitDate, type.id);
    if (closed) {
      throw new DomainError('day-closed');
    }
    const queued = await trx
      .selectFrom('waitlist_entries')
      .select('id')
      .where('visit_date', '=', input.visitDate)
      .where('ticket_type', '=', type.id)
      .where('status', 'in', ['waiting', 'offered'])
      .executeTakeFirst();
    // Seats are free and nobody waits ahead: the booking itself can have them.
    if (free >= input.quantity && !queued) {
      throw new DomainError('waitlist-seats-available');
    }
    const again = await trx
      .selectFrom('waitlist_entries')
      .select('id')
      .where('visit_date', '=', input.visitDate)
      .where('ticket_type', '=', type.id)
      .where('email', '=', input.contact.email)
      .where('status', 'in', ['waiting', 'offered'])
      .executeTakeFirst();
    if (again) return false;
    const leaveToken = newToken();
    const at = now.toISOString();
    const entry = {
      id: newId(),
      visit_date: input.visitDate,
      ticket_type: type.id,
      quantity: input.quantity,
      email: input.contact.email,
      phone: input.contact.phone,
      locale: input.locale,
      status: 'waiting' as const,
      leave_token_hash: hashToken(leaveToken),
      offer_token_hash: null,
      offered_at: null,
      offer_expires_at: null,
      order_id: null,
      created_at: at,
      updated_at: at,
    };
    await trx.insertInto('waitlist_entries').values(entry).execute();
    await enqueueMail(trx, waitlistJoinedMail(mailFacts(catalog, entry, siteUrl, leaveToken)));
    return true;
  });
  if (created) deliverSoon(store);
  // Seats may have come back while nobody was queued for them but this entry.
  await offerFreedSeatsSoon(store, catalog, now);
  return { joined: true };
}

/** A hold's seats back to its day; the caller's conditional change from `offered` won. */
function releaseHold(
  trx: Db,
  entry: { ticket_type: string; visit_date: string; quantity: number | string },
): Promise<void> {
  return releaseSeats(trx, [
    {
      ticketType: entry.ticket_type,
      visitDate: entry.visit_date,
      quantity: Number(entry.quantity),
    },
  ]);
}

/**
 * `waitlist.leave` ("Không cần nữa"): the token of any of the entry's mails. A held offer's seats
 * go back and pass to the next entry. The same answer whether or not anything was left.
 */
export async function leaveWaitlist(
  store: Store,
  catalog: TicketCatalog,
  token: string,
  now: Date = new Date(),
): Promise<{ left: true }> {
  if (!TOKEN_PATTERN.test(token)) return { left: true };
  const hash = hashToken(token);
  const released = await writeTransaction(store, async (trx) => {
    const entry = await trx
      .selectFrom('waitlist_entries')
      .select(['id', 'status', 'visit_date', 'ticket_type', 'quantity'])
      .where((eb) => eb.or([eb('leave_token_hash', '=', hash), eb('offer_token_hash', '=', hash)]))
      .executeTakeFirst();
    if (!entry || (entry.status !== 'waiting' && entry.status !== 'offered')) return false;
    // Race condition: the order taking the offer, or the sweep lapsing it, changes the same row
    // from `offered`; only one of them wins, and only a win here gives the seats back.
    const left = await trx
      .updateTable('waitlist_entries')
      .set({ status: 'left', updated_at: now.toISOString() })
      .where('id', '=', entry.id)
      .where('status', '=', entry.status)
      .executeTakeFirst();
    if (Number(left.numUpdatedRows) !== 1 || entry.status !== 'offered') return false;
    await releaseHold(trx, entry);
    return true;
  });
  if (released) {
    await seatsChanged(store);
    await offerFreedSeatsSoon(store, catalog, now);
  }
  return { left: true };
}

class SeatsGone extends Error {
  constructor(readonly left: number) {
    super('seats gone');
  }
}

type OfferOutcome = { offered: true } | { offered: false; free: number | null };

/** Holds seats for one waiting entry and mails it, or changes nothing (free: seats left then). */
async function makeOffer(
  store: Store,
  catalog: TicketCatalog,
  entryId: string,
  now: Date,
  siteUrl: string,
  /** Runs in the offer's transaction when it was made (the operator's audit entry). */
  onApplied?: (trx: Db) => Promise<void>,
): Promise<OfferOutcome> {
  const hours = holdHoursOf(
    (
      await store.db
        .selectFrom('settings')
        .select('value')
        .where('key', '=', WAITLIST_HOLD_SETTING_KEY)
        .executeTakeFirst()
    )?.value,
  );
  try {
    return await writeTransaction(store, async (trx) => {
      const entry = await trx
        .selectFrom('waitlist_entries')
        .select(['id', 'email', 'locale', 'visit_date', 'ticket_type', 'quantity'])
        .where('id', '=', entryId)
        .where('status', '=', 'waiting')
        .executeTakeFirst();
      if (!entry) return { offered: false, free: null };
      const close = salesCloseOf(catalog, entry.visit_date);
      if (close <= now) return { offered: false, free: null };
      const token = newToken();
      const expiresAt = holdExpiry(now, hours * HOUR_MS, close).toISOString();
      // Race condition: two sweeps (two instances) may offer the same entry; the conditional
      // change from `waiting` lets one of them through, the other's claim never happens.
      const taken = await trx
        .updateTable('waitlist_entries')
        .set({
          status: 'offered',
          offer_token_hash: hashToken(token),
          offered_at: now.toISOString(),
          offer_expires_at: expiresAt,
          updated_at: now.toISOString(),
        })
        .where('id', '=', entry.id)
        .where('status', '=', 'waiting')
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) !== 1) return { offered: false, free: null };
      const short = await claimSeats(
        trx,
        [{ ticketType: entry.ticket_type, visitDate: entry.visit_date, quantity: entry.quantity }],
        (ticketType) => catalog.find(ticketType)?.dailyCapacity ?? 0,
      );
      // A booking took the seats first: roll the offer back, the entry keeps waiting.
      if (short.length > 0) throw new SeatsGone(short[0]?.left ?? 0);
      await enqueueMail(
        trx,
        waitlistOfferMail({
          ...mailFacts(catalog, entry, siteUrl, token),
          offerToken: token,
          expiresAt,
        }),
      );
      await onApplied?.(trx);
      return { offered: true };
    });
  } catch (error) {
    if (error instanceof SeatsGone) return { offered: false, free: error.left };
    throw error;
  }
}

/**
 * Offers the seats that are free on every day with a queue, to the first entries that fit, in the
 * order they joined. Returns how many offers it made. Safe to run anywhere at any time: each offer
 * is one transaction that claims its seats by conditional update.
 */
export async function offerFreedSeats(
  store: Store,
  catalog: TicketCatalog,
  now: Date = new Date(),
): Promise<number> {
  const { first } = bookableRange(now, catalog.closes);
  const queues = await store.db
    .selectFrom('waitlist_entries')
    .select(['visit_date', 'ticket_type'])
    .distinct()
    .where('status', '=', 'waiting')
    .where('visit_date', '>=', first)
    .orderBy('visit_date')
    .orderBy('ticket_type')
    .execute();
  if (queues.length === 0) return 0;
  const siteUrl = await mailSiteUrl();
  let offers = 0;
  for (const queue of queues) {
    let { free } = await seatsFree(store.db, catalog, queue.visit_date, queue.ticket_type);
    if (free === 0) continue;
    const waiting = await store.db
      .selectFrom('waitlist_entries')
      .select(['id', 'quantity'])
      .where('visit_date', '=', queue.visit_date)
      .where('ticket_type', '=', queue.ticket_type)
      .where('status', '=', 'waiting')
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    for (const entry of waiting) {
      if (free === 0) break;
      if (Number(entry.quantity) > free) continue;
      const outcome = await makeOffer(store, catalog, entry.id, now, siteUrl);
      if (outcome.offered) {
        offers += 1;
        free -= Number(entry.quantity);
      } else if (outcome.free !== null) {
        free = outcome.free;
      }
    }
  }
  if (offers > 0) {
    await seatsChanged(store);
    deliverSoon(store);
  }
  return offers;
}

/**
 * After a commit that gave seats back (a cancel, a refund, a date change, a capacity raised, a
 * day reopened): offer them now rather than at the next sweep. A failure is logged, never thrown
 * at the caller, whose change stands; the minute's sweep offers them then.
 */
export async function offerFreedSeatsSoon(
  store: Store,
  catalog: TicketCatalog = getTicketCatalog(),
  now: Date = new Date(),
): Promise<void> {
  try {
    await offerFreedSeats(store, catalog, now);
  } catch (error) {
    console.error('[waitlist] offering freed seats failed; the sweep retries', error);
  }
}

export interface HeldSeats {
  entryId: string;
  ticketType: string;
  quantity: number;
}

/**
 * In the booking's transaction: takes the offer `token` holds for `visitDate` if it is still
 * live, and returns its seats (already counted in `sold`), else null: the booking then claims
 * afresh like any other.
 */
export async function takeOffer(
  trx: Db,
  token: string,
  visitDate: string,
  now: Date,
): Promise<HeldSeats | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const hash = hashToken(token);
  const entry = await trx
    .selectFrom('waitlist_entries')
    .innerJoin('ticket_capacity', (join) =>
      join
        .onRef('ticket_capacity.visit_date', '=', 'waitlist_entries.visit_date')
        .onRef('ticket_capacity.ticket_type', '=', 'waitlist_entries.ticket_type'),
    )
    .select([
      'waitlist_entries.id',
      'waitlist_entries.ticket_type',
      'waitlist_entries.quantity',
      'ticket_capacity.closed',
    ])
    .where('waitlist_entries.offer_token_hash', '=', hash)
    .where('waitlist_entries.visit_date', '=', visitDate)
    .executeTakeFirst();
  // A day closed since the offer: its seats stay held until the hold lapses, but sell nothing.
  if (!entry || Number(entry.closed) === 1) return null;
  // Race condition: the sweep lapsing this hold changes the same row from `offered`; whichever
  // commits first wins, so the seats go to this order or back to the day, never both.
  const taken = await trx
    .updateTable('waitlist_entries')
    .set({ status: 'ordered', updated_at: now.toISOString() })
    .where('id', '=', entry.id)
    .where('status', '=', 'offered')
    .where('offer_expires_at', '>', now.toISOString())
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) !== 1) return null;
  return { entryId: entry.id, ticketType: entry.ticket_type, quantity: Number(entry.quantity) };
}

/** In the same transaction: the order that used the offer (the entry stays used up with it). */
export async function recordOfferOrder(trx: Db, entryId: string, orderId: string): Promise<void> {
  await trx
    .updateTable('waitlist_entries')
    .set({ order_id: orderId })
    .where('id', '=', entryId)
    .execute();
}

/** Holds whose time ran out: their seats back to the day, then on to the next entries. */
export async function lapseOffers(
  store: Store,
  catalog: TicketCatalog,
  now: Date,
): Promise<number> {
  const at = now.toISOString();
  const due = await store.db
    .selectFrom('waitlist_entries')
    .select(['id', 'visit_date', 'ticket_type', 'quantity'])
    .where('status', '=', 'offered')
    .where('offer_expires_at', '<=', at)
    .execute();
  let lapsed = 0;
  for (const entry of due) {
    const won = await writeTransaction(store, async (trx) => {
      // Race condition: the booking taking this offer at the same moment (see takeOffer).
      const result = await trx
        .updateTable('waitlist_entries')
        .set({ status: 'lapsed', updated_at: at })
        .where('id', '=', entry.id)
        .where('status', '=', 'offered')
        .where('offer_expires_at', '<=', at)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      await releaseHold(trx, entry);
      return true;
    });
    if (won) lapsed += 1;
  }
  if (lapsed > 0) await seatsChanged(store);
  return lapsed;
}

/** Entries of days gone by: personal data with no use left (the privacy notice says so). */
export async function deletePastEntries(store: Store, now: Date): Promise<number> {
  const today = vietnamClock(now).date;
  const result = await store.db
    .deleteFrom('waitlist_entries')
    .where('visit_date', '<', today)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The minute's sweep: lapse, offer, forget the past. Returns the rows it changed. */
export async function sweepWaitlist(store: Store, now: Date): Promise<number> {
  const catalog = getTicketCatalog();
  const lapsed = await lapseOffers(store, catalog, now);
  const offered = await offerFreedSeats(store, catalog, now);
  const deleted = await deletePastEntries(store, now);
  return lapsed + offered + deleted;
}

export interface WaitlistRow {
  entryId: string;
  ticketType: string;
  quantity: number;
  email: string;
  phone: string;
  status: WaitlistStatus;
  createdAt: string;
  offeredAt: string | null;
  offerExpiresAt: string | null;
  orderCode: string | null;
}

/** `admin.waitlist.list`: a day's entries and their offers, in queue order. */
export async function listWaitlistDay(store: Store, visitDate: string): Promise<WaitlistRow[]> {
  const rows = await store.db
    .selectFrom('waitlist_entries')
    .leftJoin('orders', 'orders.id', 'waitlist_entries.order_id')
    .select([
      'waitlist_entries.id',
      'waitlist_entries.ticket_type',
      'waitlist_entries.quantity',
      'waitlist_entries.email',
      'waitlist_entries.phone',
      'waitlist_entries.status',
      'waitlist_entries.created_at',
      'waitlist_entries.offered_at',
      'waitlist_entries.offer_expires_at',
      'orders.order_code',
    ])
    .where('waitlist_entries.visit_date', '=', visitDate)
    .orderBy('waitlist_entries.ticket_type')
    .orderBy('waitlist_entries.created_at')
    .orderBy('waitlist_entries.id')
    .execute();
  return rows.map((row) => ({
    entryId: row.id,
    ticketType: row.ticket_type,
    quantity: Number(row.quantity),
    email: row.email,
    phone: row.phone,
    status: row.status,
    createdAt: row.created_at,
    offeredAt: row.offered_at,
    offerExpiresAt: row.offer_expires_at,
    orderCode: row.order_code ?? null,
  }));
}

/**
 * `admin.waitlist.offer`: an operator offers one waiting entry out of turn (a phone call, a
 * family that must travel together). The seats must be free; nothing else changes.
 */
export async function offerByHand(
  store: Store,
  catalog: TicketCatalog,
  actor: Actor,
  entryId: string,
  now: Date = new Date(),
): Promise<void> {
  const entry = await store.db
    .selectFrom('waitlist_entries')
    .select(['status', 'visit_date'])
    .where('id', '=', entryId)
    .executeTakeFirst();
  if (!entry) {
    throw new DomainError('waitlist-entry-not-found');
  }
  if (entry.status !== 'waiting' || salesCloseOf(catalog, entry.visit_date) <= now) {
    throw new DomainError('waitlist-not-waiting');
  }
  const outcome = await makeOffer(store, catalog, entryId, now, await mailSiteUrl(), (trx) =>
    recordAudit(trx, actor, {
      action: 'waitlist.offer',
      targetType: 'waitlist_entry',
      targetId: entryId,
      details: { visitDate: entry.visit_date },
    }),
  );
  if (!outcome.offered) {
    throw new DomainError(
      outcome.free === null ? 'waitlist-not-waiting' : 'waitlist-not-enough-seats',
    );
  }
  await seatsChanged(store);
  deliverSoon(store);
}

/** The public face of an offer for the booking page: what is held, and until when. */
export async function loadOffer(
  store: Store,
  token: string,
  now: Date = new Date(),
): Promise<{ visitDate: string; ticketType: string; quantity: number; expiresAt: string } | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const entry = await store.db
    .selectFrom('waitlist_entries')
    .select(['visit_date', 'ticket_type', 'quantity', 'offer_expires_at', 'status'])
    .where('offer_token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (
    !entry ||
    entry.status !== 'offered' ||
    !entry.offer_expires_at ||
    entry.offer_expires_at <= now.toISOString()
  ) {
    return null;
  }
  return {
    visitDate: entry.visit_date,
    ticketType: entry.ticket_type,
    quantity: Number(entry.quantity),
    expiresAt: entry.offer_expires_at,
  };
}
