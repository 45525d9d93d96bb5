// Booking tickets (DESIGN.md §12–13): the shop's order machinery for a dated ticket order. In one
// write transaction: claim the client's idempotency key (the order row), price the lines from
// content, claim the day's seats per type by conditional update, write lines (visit date in
// service_date), the payment row and the history. Too few seats: CONFLICT naming each type and
// the seats left, and nothing changes. After commit the online payment starts (with the buyer's
// first mail), with a deadline no later than the visit day's start (today's visits: closing time).
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { Store } from '../../../db/store';
import { DomainError } from '../../errors';
import { claimSeats, releaseSeats } from '../../inventory/inventory';
import { seatsChanged } from '../../inventory/seat-pages';
import {
  insertOrderRow,
  paymentDeadlineOf,
  placeOnce,
  recordedMethod,
  startOrderPayment,
  usableMethod,
  writeOrderBody,
  type CommittedOrder,
  type PlacedOrder,
} from '../write-placed-order';
import type { PaymentMethod } from '../../payments/method';
import { mailDate } from '../../mail/mail-text';
import { priceCart } from '@/lib/pricing/pricing';
import { redeemVoucher } from '../../vouchers/vouchers';
import type { TicketCatalog, TicketTypeInfo } from '../../tickets/ticket-catalog';
import { assertAdultPresent, assertBookable, ticketTypeOf } from '../../tickets/booking-rules';
import { vietnamClock, vietnamInstant, visitDayStart } from '../../tickets/visit-dates';
import { MAX_TICKETS_PER_TYPE, type TicketPlaceOrderInput } from '@/lib/tickets/ticket-schemas';
import { recordInvoiceRequest } from '../../invoices/requests';
import {
  offerFreedSeatsSoon,
  recordOfferOrder,
  takeOffer,
  type HeldSeats,
} from '../../waitlist/waitlist';

// Older callers (the date change, the voucher preview) import the shared rules from here.
export { assertBookable, ticketTypeOf };

export interface PlaceTicketOrderOptions {
  methods?: readonly PaymentMethod[];
  now?: Date;
}

/** The CONFLICT for seats a claim could not get, naming each type and what is left. */
export function seatsConflict(
  catalog: TicketCatalog,
  shortfalls: readonly { ticketType: string; left: number; closed: boolean }[],
  locale: 'vi' | 'en',
): DomainError {
  const closed = shortfalls.every((s) => s.closed);
  return new DomainError(closed ? 'day-closed' : 'not-enough-seats', {
    lines: shortfalls.map((s) => ({
      sku: s.ticketType,
      name: catalog.find(s.ticketType)?.name[locale] ?? s.ticketType,
      left: s.left,
    })),
  });
}

/** When an unpaid booking for `visitDate` lapses at the latest: the day's start, or today's close. */
export function paymentDeadline(catalog: TicketCatalog, visitDate: string, now: Date): string {
  const today = vietnamClock(now).date;
  const deadline =
    visitDate <= today ? vietnamInstant(today, catalog.closes) : visitDayStart(visitDate);
  return deadline.toISOString();
}

export async function placeTicketOrder(
  store: Store,
  catalog: TicketCatalog,
  input: TicketPlaceOrderInput,
  buyer: { userId: string | null; ip?: string },
  options: PlaceTicketOrderOptions = {},
): Promise<PlacedOrder> {
  const now = options.now ?? new Date();
  // Every rule that needs no store is checked first: bad input changes nothing.
  assertBookable(catalog, input.visitDate, now);
  const perType = new Map<string, number>();
  for (const line of input.lines) {
    ticketTypeOf(catalog, line.ticketType);
    perType.set(line.ticketType, (perType.get(line.ticketType) ?? 0) + line.quantity);
  }
  for (const quantity of perType.values()) {
    if (quantity > MAX_TICKETS_PER_TYPE) {
      throw new DomainError('group-quote', { max: MAX_TICKETS_PER_TYPE });
    }
  }
  // Children come with an adult: the booking page says so before "Tiếp tục", and so does this.
  assertAdultPresent(
    catalog,
    [...perType].map(([ticketType, quantity]) => ({ ticketType, quantity })),
  );
  const method = await usableMethod(store, options.methods, input.paymentMethod, 'tickets');
  // Keys are the client's: namespaced by the buyer's email and the kind of order.
  const key = `tickets:${input.buyer.email}:${input.idempotencyKey}`;
  const lines = [...perType].map(([ticketType, quantity]) => ({
    type: ticketTypeOf(catalog, ticketType),
    quantity,
  }));
  return placeOnce(
    store,
    key,
    (trx) =>
      insertTicketOrder(
        trx,
        catalog,
        input,
        lines,
        buyer.userId,
        key,
        {
          method,
          expiresAt: method
            ? paymentDeadlineOf(method, now, paymentDeadline(catalog, input.visitDate, now))
            : null,
        },
        now,
      ),
    async (committed) => {
      await seatsChanged(store);
      // A waiting-list hold bigger than the booking gave its surplus back: the next entry's.
      if (input.waitlistOffer) await offerFreedSeatsSoon(store);
      await startOrderPayment(store, method, committed, {
        kind: 'tickets',
        locale: input.locale,
        buyer: { name: input.buyer.fullName, email: input.buyer.email, phone: input.buyer.phone },
        clientIp: buyer.ip,
      });
    },
  );
}

async function insertTicketOrder(
  trx: Kysely<Database>,
  catalog: TicketCatalog,
  input: TicketPlaceOrderInput,
  lines: readonly { type: TicketTypeInfo; quantity: number }[],
  userId: string | null,
  key: string,
  payment: { method: PaymentMethod | null; expiresAt: string | null },
  now: Date,
): Promise<CommittedOrder> {
  // A live waiting-list offer's seats are already claimed: the booking claims only the rest.
  const held = input.waitlistOffer
    ? await takeOffer(trx, input.waitlistOffer, input.visitDate, now)
    : null;
  const shortfalls = await claimSeats(
    trx,
    seatsBeyondHold(lines, held).map((l) => ({ ...l, visitDate: input.visitDate })),
    (ticketType) => catalog.find(ticketType)?.dailyCapacity ?? 0,
  );
  if (shortfalls.length > 0) throw seatsConflict(catalog, shortfalls, input.locale);
  const surplus = held
    ? held.quantity - (lines.find((l) => l.type.id === held.ticketType)?.quantity ?? 0)
    : 0;
  if (held && surplus > 0) {
    await releaseSeats(trx, [
      { ticketType: held.ticketType, visitDate: input.visitDate, quantity: surplus },
    ]);
  }

  const { lines: amounts, totals: tierTotals } = priceCart(
    lines.map((l) => ({
      unitPrice: l.type.unitPrice,
      quantity: l.quantity,
      tiers: l.type.tiers,
      ships: false,
    })),
    { freeFromVnd: 0, flatFeeVnd: 0 },
  );
  const head = await insertOrderRow(trx, {
    kind: 'tickets',
    userId,
    locale: input.locale,
    idempotencyKey: key,
    email: input.buyer.email,
    phone: input.buyer.phone,
    // Nothing ships (no fee); the snapshot keeps the buyer's name for the mail and the e-tickets.
    shippingJson: JSON.stringify({ fullName: input.buyer.fullName, phone: input.buyer.phone }),
    billingJson: null,
    notes: null,
    totals: tierTotals,
    expiresAt: payment.expiresAt,
  });
  if (held) await recordOfferOrder(trx, held.entryId, head.orderId);
  // After the tier discounts; a refused code throws and the whole booking rolls back.
  const totals = input.voucherCode
    ? await redeemVoucher(trx, {
        code: input.voucherCode,
        kind: 'tickets',
        orderId: head.orderId,
        contact: input.buyer.email,
        totals: tierTotals,
        now,
      })
    : tierTotals;
  if (input.invoice) {
    await recordInvoiceRequest(trx, head.orderId, input.invoice, new Date(head.createdAt));
  }
  const methodId = recordedMethod(payment.method, totals.total);
  return writeOrderBody(trx, {
    ...head,
    kind: 'tickets',
    userId,
    locale: input.locale,
    methodId,
    eventNote: `${methodId} ${input.visitDate}`,
    email: input.buyer.email,
    fullName: input.buyer.fullName,
    totals,
    voucherCode: input.voucherCode ?? null,
    lines: lines.map((l, index) => ({
      sku: l.type.id,
      nameVi: l.type.name.vi,
      nameEn: l.type.name.en,
      optionsLabel: '',
      serviceDate: input.visitDate,
      unitPrice: l.type.unitPrice,
      quantity: l.quantity,
      amounts: amounts[index],
      mailName: l.type.name[input.locale],
      mailDetail: mailDate(input.visitDate, input.locale),
    })),
  });
}

/** What a booking still has to claim once a waiting-list hold covers part of one type. */
function seatsBeyondHold(
  lines: readonly { type: TicketTypeInfo; quantity: number }[],
  held: HeldSeats | null,
): { ticketType: string; quantity: number }[] {
  return lines.map((l) => ({
    ticketType: l.type.id,
    quantity:
      held && l.type.id === held.ticketType ? Math.max(0, l.quantity - held.quantity) : l.quantity,
  }));
}
