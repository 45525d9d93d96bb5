// Refund requests (`order.requestRefund`): the holder of a paid order (code +
// the phone or email given at checkout) asks, with a reason and, for goods, which lines, for
// tickets, which unscanned tickets (DESIGN.md §20 `ticketCodes`; a bundle's people go back together,
// and the refund policy in content decides what is due); the request waits as `requested` until an
// operator approves or rejects it in the console. One open request per order at a time.
import { vietnamClock } from '@/lib/calendar';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { writeTransaction, type Store } from '../../../db/store';
import { DomainError } from '../../errors';
import { insertRefundRequest } from './due';
import { recordOrderEvent } from '../transitions';
import { isHolder } from '../../tickets/holder';
import { getTicketCatalog } from '../../tickets/ticket-catalog';
import { unitOf } from '../../tickets/ticket-view';
import { quoteTicketRefund } from './ticket-quote';

export interface RefundRequestInput {
  orderCode: string;
  contact: { phone?: string; email?: string };
  reason: string;
  lines?: string[];
  ticketCodes?: string[];
}

export interface RefundRequestView {
  status: 'requested';
  createdAt: string;
  /** For tickets given back: what the refund policy leaves to refund (đồng). */
  dueAmount: number | null;
}

export async function requestRefund(
  store: Store,
  input: RefundRequestInput,
  userId: string | null,
  now: Date = new Date(),
): Promise<RefundRequestView> {
  const order = await store.db
    .selectFrom('orders')
    .select(['id', 'user_id', 'kind', 'payment_status', 'contact_email', 'contact_phone'])
    .where('order_code', '=', input.orderCode)
    .executeTakeFirst();
  const mine = order !== undefined && userId !== null && order.user_id === userId;
  if (!order || (!mine && !isHolder(input.contact, order))) {
    throw new DomainError('order-not-found');
  }
  if (order.payment_status !== 'paid') {
    throw new DomainError('not-paid');
  }
  let lines: string[] | null = null;
  if (input.lines && order.kind === 'goods') {
    const skus = await store.db
      .selectFrom('order_lines')
      .select('sku')
      .where('order_id', '=', order.id)
      .execute();
    const known = new Set(skus.map((l) => l.sku));
    if (input.lines.some((sku) => !known.has(sku))) {
      throw new DomainError('refund-line-not-found');
    }
    lines = [...new Set(input.lines)];
  }
  const tickets =
    input.ticketCodes && order.kind === 'tickets'
      ? await ticketsGivenBack(store.db, order.id, input.ticketCodes, now)
      : null;
  const createdAt = now.toISOString();
  await writeTransaction(store, async (trx) => {
    const open = await trx
      .selectFrom('refund_requests')
      .select('id')
      .where('order_id', '=', order.id)
      .where('status', 'in', ['requested', 'approved'])
      .executeTakeFirst();
    if (open) {
      throw new DomainError('refund-already-requested');
    }
    await insertRefundRequest(trx, {
      orderId: order.id,
      status: 'requested',
      reason: input.reason,
      createdAt,
      lines,
      tickets,
      contact: input.contact,
    });
    await recordOrderEvent(trx, {
      orderId: order.id,
      actor: userId ? `user:${userId}` : 'customer',
      kind: 'refund-requested',
      note: lines ? lines.join(',') : tickets ? tickets.codes.join(',') : null,
    });
  });
  return { status: 'requested', createdAt, dueAmount: tickets?.dueAmount ?? null };
}

function refuseTickets(
  reason: 'refund-ticket-not-found' | 'refund-ticket-not-live' | 'refund-bundle-whole',
): never {
  throw new DomainError(reason);
}

/**
 * The tickets named, checked: each of this order and still valid (not used, exchanged or refunded),
 * a bundle's people all or none; and what the refund policy leaves to refund for them today.
 */
async function ticketsGivenBack(
  db: Kysely<Database>,
  orderId: string,
  ticketCodes: readonly string[],
  now: Date,
): Promise<{ codes: string[]; dueAmount: number }> {
  const codes = [...new Set(ticketCodes)];
  const [rows, lines, order, closed] = await Promise.all([
    db
      .selectFrom('tickets')
      .select(['code', 'status', 'order_line_id', 'unit_no', 'visit_date'])
      .where('order_id', '=', orderId)
      .execute(),
    db
      .selectFrom('order_lines')
      .select(['id', 'quantity', 'total'])
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('orders')
      .select('voucher_discount')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow(),
    db.selectFrom('closed_days').select('visit_date').execute(),
  ]);
  const byCode = new Map(rows.map((row) => [row.code, row]));
  const chosen = codes.map((code) => byCode.get(code));
  if (chosen.some((row) => row === undefined)) {
    refuseTickets('refund-ticket-not-found');
  }
  const picked = chosen.filter((row) => row !== undefined);
  if (picked.some((row) => row.status !== 'issued')) {
    refuseTickets('refund-ticket-not-live');
  }
  const units = new Map<string, { lineId: string; visitDate: string }>();
  for (const row of picked) {
    units.set(unitOf(row), { lineId: row.order_line_id, visitDate: row.visit_date });
  }
  // A bundle's people share their unit's seat and price: every live row of it, or none.
  const live = rows.filter((row) => row.status === 'issued' && units.has(unitOf(row)));
  if (live.length !== picked.length) {
    refuseTickets('refund-bundle-whole');
  }
  const quote = quoteTicketRefund({
    lines: lines.map((l) => ({ id: l.id, quantity: Number(l.quantity), total: Number(l.total) })),
    voucherDiscount: Number(order.voucher_discount),
    units: [...units.values()],
    terms: getTicketCatalog().refundTerms,
    today: vietnamClock(now).date,
    closedDays: new Set(closed.map((day) => day.visit_date)),
  });
  if (!quote.ok) {
    throw new DomainError('refund-too-late');
  }
  return { codes, dueAmount: quote.amount };
}
