// A ticket order's draft (DESIGN.md §12–13): a dated booking priced from content, every booking
// rule that needs no store checked first (bad input changes nothing), and the day's seats per type
// to claim (less a live waiting-list offer's hold). placeDraft (draft.ts) writes it; too few seats
// is a CONFLICT naming each type and the seats left. The unpaid booking lapses no later than the
// visit day's start (today's visits: closing time).
import type { TicketCatalog } from '@/content/projections';
import { dayStart, instant, vietnamClock } from '@/lib/calendar';
import type { Store } from '../../../db/store';
import { DomainError } from '../../errors';
import type { PaymentMethod } from '../../payments/method';
import { mailDate } from '../../mail/mail-text';
import { priceCart } from '@/lib/pricing/pricing';
import { assertAdultPresent, assertBookable, ticketTypeOf } from '../../tickets/booking-rules';
import { MAX_TICKETS_PER_TYPE, type TicketPlaceOrderInput } from '@/lib/tickets/ticket-schemas';
import { placeDraft, type PlacedOrder } from './draft';
import { paymentDeadlineOf, usableMethod } from './payment-start';

export interface PlaceTicketOrderOptions {
  methods?: readonly PaymentMethod[];
  now?: Date;
}

/** When an unpaid booking for `visitDate` lapses at the latest: the day's start, or today's close. */
export function paymentDeadline(catalog: TicketCatalog, visitDate: string, now: Date): string {
  const today = vietnamClock(now).date;
  const deadline = visitDate <= today ? instant(today, catalog.closes) : dayStart(visitDate);
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
  const lines = [...perType].map(([ticketType, quantity]) => ({
    type: ticketTypeOf(catalog, ticketType),
    quantity,
  }));
  const { lines: amounts, totals } = priceCart(
    lines.map((l) => ({
      unitPrice: l.type.unitPrice,
      quantity: l.quantity,
      tiers: l.type.tiers,
      ships: false,
    })),
    { freeFromVnd: 0, flatFeeVnd: 0 },
  );
  return placeDraft(store, {
    kind: 'tickets',
    // Keys are the client's: namespaced by the buyer's email and the kind of order.
    key: `tickets:${input.buyer.email}:${input.idempotencyKey}`,
    userId: buyer.userId,
    locale: input.locale,
    buyer: input.buyer,
    clientIp: buyer.ip,
    // Nothing ships (no fee); the snapshot keeps the buyer's name for the mail and the e-tickets.
    shippingJson: JSON.stringify({ fullName: input.buyer.fullName, phone: input.buyer.phone }),
    billingJson: null,
    notes: null,
    lines: lines.map((l, index) => ({
      sku: l.type.id,
      nameVi: l.type.name.vi,
      nameEn: l.type.name.en,
      optionsLabel: '',
      serviceDate: input.visitDate,
      unitPrice: l.type.unitPrice,
      vatCategory: l.type.vatCategory,
      quantity: l.quantity,
      amounts: amounts[index],
      mailName: l.type.name[input.locale],
      mailDetail: mailDate(input.visitDate, input.locale),
    })),
    totals,
    voucherCode: input.voucherCode ?? null,
    invoice: input.invoice ?? null,
    method,
    expiresAt: method
      ? paymentDeadlineOf(method, now, paymentDeadline(catalog, input.visitDate, now))
      : null,
    eventDetail: input.visitDate,
    claims: {
      seats: {
        visitDate: input.visitDate,
        lines: lines.map((l) => ({ ticketType: l.type.id, quantity: l.quantity })),
        capacityOf: (ticketType) => catalog.find(ticketType)?.dailyCapacity ?? 0,
        ...(input.waitlistOffer ? { waitlistOffer: input.waitlistOffer } : {}),
      },
    },
    now,
  });
}
