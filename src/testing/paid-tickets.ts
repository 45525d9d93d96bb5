// Paid ticket orders for integration tests of the console (refunds, capacity): booked through the
// real ticket service with the sandbox PayOS method, then paid as a verified payment would be.
import { randomBytes } from 'node:crypto';
import type { Store } from '@/server/db/store';
import { markPaymentPaid, placeTicketOrder } from '@/server/services/orders';
import { testMethods } from './payment-methods';
import { getTicketCatalog } from '@/server/services/tickets/ticket-catalog';
import {
  newPrivateJwk,
  signingKeyFrom,
  useTicketSigningKey,
} from '@/server/services/signing/signing-key';
import type { TicketPlaceOrderInput } from '@/lib/tickets/ticket-schemas';

let buyerCounter = 0;

/** Paying issues signed tickets: a fresh signing key for this test file's tests. */
export function setUpTicketSigningKey(): void {
  beforeAll(async () => {
    useTicketSigningKey(await signingKeyFrom(newPrivateJwk()));
  });
  afterAll(() => useTicketSigningKey(undefined));
}

/** A buyer of its own per call, so each test's orders and mails are its own. */
export function freshBuyer(): { fullName: string; email: string; phone: string } {
  buyerCounter += 1;
  const tag = `${Date.now().toString(36)}${buyerCounter}`;
  return {
    fullName: 'Trần Văn Minh',
    email: `buyer-${tag}@example.vn`,
    phone: `09${String(10_000_000 + buyerCounter * 7919).slice(-8)}`,
  };
}

export interface BookedOrder {
  orderId: string;
  orderCode: string;
  buyer: { fullName: string; email: string; phone: string };
  totalAmount: number;
}

export async function bookTickets(
  store: Store,
  visitDate: string,
  lines: { ticketType: string; quantity: number }[],
  buyer = freshBuyer(),
  locale: 'vi' | 'en' = 'vi',
  paymentMethod: TicketPlaceOrderInput['paymentMethod'] = 'payos',
): Promise<BookedOrder> {
  const input: TicketPlaceOrderInput = {
    idempotencyKey: randomBytes(18).toString('base64url'),
    visitDate,
    lines,
    buyer,
    paymentMethod,
    locale,
  };
  const { order } = await placeTicketOrder(
    store,
    getTicketCatalog(),
    input,
    { userId: null },
    { methods: testMethods(store) },
  );
  const row = await store.db
    .selectFrom('orders')
    .select('id')
    .where('order_code', '=', order.orderCode)
    .executeTakeFirstOrThrow();
  return { orderId: row.id, orderCode: order.orderCode, buyer, totalAmount: order.totalAmount };
}

/** Pays the order's pending payment (amount read from its row), which issues the tickets. */
export async function payOrder(store: Store, orderId: string): Promise<void> {
  const payment = await store.db
    .selectFrom('payments')
    .select(['id', 'amount'])
    .where('order_id', '=', orderId)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  const result = await markPaymentPaid(store, {
    paymentId: payment.id,
    amount: Number(payment.amount),
    currency: 'VND',
    actor: 'test',
  });
  if (!result.applied) throw new Error(`payment of ${orderId} not applied: ${result.reason}`);
}

export async function bookPaidTickets(
  store: Store,
  visitDate: string,
  lines: { ticketType: string; quantity: number }[],
  buyer = freshBuyer(),
): Promise<BookedOrder> {
  const booked = await bookTickets(store, visitDate, lines, buyer);
  await payOrder(store, booked.orderId);
  return booked;
}

export async function seatsSold(store: Store, ticketType: string, visitDate: string) {
  const row = await store.db
    .selectFrom('ticket_capacity')
    .select(['capacity', 'sold', 'closed'])
    .where('ticket_type', '=', ticketType)
    .where('visit_date', '=', visitDate)
    .executeTakeFirst();
  return row
    ? { capacity: Number(row.capacity), sold: Number(row.sold), closed: Number(row.closed) === 1 }
    : null;
}

export async function mailsTo(store: Store, email: string) {
  return store.db
    .selectFrom('mail_outbox')
    .select(['kind', 'subject', 'body_text', 'locale'])
    .where('to_address', '=', email)
    .orderBy('created_at')
    .execute();
}

/** The code of the order's first ticket (one per person: the first person of its first line). */
export async function ticketCodeOf(store: Store, orderId: string): Promise<string> {
  const ticket = await store.db
    .selectFrom('tickets')
    .select('code')
    .where('order_id', '=', orderId)
    .orderBy('order_line_id')
    .orderBy('unit_no')
    .orderBy('person_no')
    .executeTakeFirst();
  if (!ticket) throw new Error(`order ${orderId} has no tickets`);
  return ticket.code;
}
