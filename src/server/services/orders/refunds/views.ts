// What the refund desk reads: requests newest first (by status), one request with
// its order's lines and tickets, and the recent ticket exchanges. Explicit columns, mapped to the
// console's own shapes; no row leaves the store.
import type { ExpressionBuilder, Kysely } from 'kysely';
import type {
  Database,
  PaymentStatus,
  RefundRequestStatus,
  TicketStatus,
} from '../../../db/schema';
import type { Store } from '../../../db/store';
import { DomainError } from '../../errors';
import { isRefundDue } from './due-rule';
import { getTicketCatalog } from '../../tickets/ticket-catalog';
import { peopleOf } from '../../tickets/ticket-view';

/** What the customer paid for the order: its paid (or since refunded) payment rows. */
export async function paidAmount(trx: Kysely<Database>, orderId: string): Promise<number> {
  const rows = await trx
    .selectFrom('payments')
    .select('amount')
    .where('order_id', '=', orderId)
    .where('status', 'in', ['paid', 'refunded'])
    .execute();
  return rows.reduce((sum, row) => sum + Number(row.amount), 0);
}

/** The ticket codes a request gives back (`tickets_json`); null: the whole order. */
export function requestedCodesOf(json: string | null): string[] | null {
  return json === null ? null : (JSON.parse(json) as unknown[]).map(String);
}

/** The đồng already paid back on the order's refunded requests. */
export async function refundedAmount(trx: Kysely<Database>, orderId: string): Promise<number> {
  const row = await trx
    .selectFrom('refund_requests')
    .select((eb) => eb.fn.sum<number | string | null>('amount').as('sum'))
    .where('order_id', '=', orderId)
    .where('status', '=', 'refunded')
    .executeTakeFirst();
  return Number(row?.sum ?? 0);
}

export interface RefundSummary {
  id: string;
  orderCode: string;
  orderKind: 'goods' | 'tickets';
  status: RefundRequestStatus;
  reason: string;
  contactEmail: string;
  contactPhone: string;
  totalAmount: number;
  paymentStatus: PaymentStatus;
  createdAt: string;
  decidedAt: string | null;
  note: string | null;
  amount: number | null;
  method: string | null;
  reference: string | null;
  /** Money arrived for an order that stays cancelled: the shop owes it back, nothing to decide. */
  refundDue: boolean;
}

export interface RefundDetail extends RefundSummary {
  paidAmount: number;
  /** The method the order was paid by (its paid attempt's), which the refund form offers first. */
  paidMethod: string | null;
  lines: {
    sku: string;
    name: string;
    serviceDate: string | null;
    quantity: number;
    total: number;
  }[];
  /** Goods: the SKUs asked for (null: the whole order). */
  requestedSkus: string[] | null;
  /** Tickets: the codes given back (null: the whole order), and what the refund policy left due. */
  requestedCodes: string[] | null;
  dueAmount: number | null;
  /** The most this request may pay back: what is paid and not refunded yet, or the amount due. */
  refundableAmount: number;
  tickets: {
    code: string;
    ticketType: string;
    visitDate: string;
    quantity: number;
    status: TicketStatus;
  }[];
}

export interface ExchangeSummary {
  orderCode: string;
  ticketType: string;
  quantity: number;
  oldCode: string;
  oldDate: string;
  newCode: string;
  newDate: string;
  newStatus: TicketStatus;
  exchangedAt: string;
}

function summaryQuery(db: Kysely<Database>) {
  return db
    .selectFrom('refund_requests as r')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .select([
      'r.id',
      'r.order_id',
      'o.order_code',
      'o.kind',
      'r.status',
      'r.reason',
      'r.lines_json',
      'r.tickets_json',
      'r.due_amount',
      'o.contact_email',
      'o.contact_phone',
      'o.total_amount',
      'o.payment_status',
      'o.status as order_status',
      'r.created_at',
      'r.decided_at',
      'r.note',
      'r.amount',
      'r.method',
      'r.reference',
    ]);
}

type RefundListTables = Database & { r: Database['refund_requests']; o: Database['orders'] };

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['executeTakeFirstOrThrow']>>;

function toSummary(row: SummaryRow): RefundSummary {
  return {
    id: row.id,
    orderCode: row.order_code,
    orderKind: row.kind,
    status: row.status,
    reason: row.reason,
    contactEmail: row.contact_email,
    contactPhone: row.contact_phone,
    totalAmount: Number(row.total_amount),
    paymentStatus: row.payment_status,
    createdAt: row.created_at,
    decidedAt: row.decided_at,
    note: row.note,
    amount: row.amount === null ? null : Number(row.amount),
    method: row.method,
    reference: row.reference,
    refundDue: row.status === 'approved' && isRefundDue(row.order_status, row.payment_status),
  };
}

export async function listRefundRequests(
  store: Store,
  query: { status?: RefundRequestStatus; limit: number },
): Promise<RefundSummary[]> {
  // Money owed for cancelled orders: nothing to decide, only to pay back. Listed first, and under
  // every filter, until it is paid out.
  const owed = (eb: ExpressionBuilder<RefundListTables, 'r' | 'o'>) =>
    eb.and([
      eb('r.status', '=', 'approved'),
      eb('o.status', '=', 'cancelled'),
      eb('o.payment_status', '=', 'paid'),
    ]);
  let select = summaryQuery(store.db)
    .orderBy((eb) => eb.case().when(owed(eb)).then(0).else(1).end())
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(query.limit);
  const { status } = query;
  if (status) select = select.where((eb) => eb.or([eb('r.status', '=', status), owed(eb)]));
  return (await select.execute()).map(toSummary);
}

export async function getRefundRequest(store: Store, id: string): Promise<RefundDetail> {
  const row = await summaryQuery(store.db).where('r.id', '=', id).executeTakeFirst();
  if (!row) {
    throw new DomainError('refund-request-not-found');
  }
  const [lines, tickets, paid, paidBy] = await Promise.all([
    store.db
      .selectFrom('order_lines')
      .select(['sku', 'name_vi', 'service_date', 'quantity', 'total'])
      .where('order_id', '=', row.order_id)
      .orderBy('id')
      .execute(),
    store.db
      .selectFrom('tickets')
      .select(['code', 'ticket_type', 'visit_date', 'person_type', 'people', 'status'])
      .where('order_id', '=', row.order_id)
      .orderBy('issued_at')
      .orderBy('order_line_id')
      .orderBy('unit_no')
      .orderBy('person_no')
      .execute(),
    paidAmount(store.db, row.order_id),
    store.db
      .selectFrom('payments')
      .select('method')
      .where('order_id', '=', row.order_id)
      .where('status', 'in', ['paid', 'refunded'])
      .orderBy('paid_at', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ]);
  const unrefunded = paid - (await refundedAmount(store.db, row.order_id));
  const requestedCodes = requestedCodesOf(row.tickets_json);
  const dueAmount = row.due_amount === null ? null : Number(row.due_amount);
  let requestedSkus: string[] | null = null;
  if (row.lines_json) {
    try {
      requestedSkus = (JSON.parse(row.lines_json) as unknown[]).map(String);
    } catch (error) {
      console.error('[refunds] unreadable lines of request', row.id, error);
    }
  }
  return {
    ...toSummary(row),
    paidAmount: paid,
    paidMethod: paidBy?.method ?? null,
    requestedSkus,
    requestedCodes,
    dueAmount,
    refundableAmount:
      row.status === 'refunded'
        ? 0
        : dueAmount === null
          ? unrefunded
          : Math.min(dueAmount, unrefunded),
    lines: lines.map((l) => ({
      sku: l.sku,
      name: l.name_vi,
      serviceDate: l.service_date,
      quantity: Number(l.quantity),
      total: Number(l.total),
    })),
    tickets: tickets.map((t) => ({
      code: t.code,
      ticketType: t.ticket_type,
      visitDate: t.visit_date,
      quantity: peopleOf(t, getTicketCatalog()),
      status: t.status,
    })),
  };
}

/** Tickets issued by a date change, newest first, with the ticket they replaced. */
export async function recentExchanges(store: Store, limit: number): Promise<ExchangeSummary[]> {
  const rows = await store.db
    .selectFrom('tickets as n')
    .innerJoin('tickets as o', 'o.id', 'n.exchanged_from')
    .innerJoin('orders as ord', 'ord.id', 'n.order_id')
    .select([
      'ord.order_code',
      'n.ticket_type',
      'n.quantity',
      'o.code as old_code',
      'o.visit_date as old_date',
      'n.code as new_code',
      'n.visit_date as new_date',
      'n.status as new_status',
      'n.issued_at',
    ])
    .orderBy('n.issued_at', 'desc')
    .orderBy('n.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    orderCode: r.order_code,
    ticketType: r.ticket_type,
    quantity: Number(r.quantity),
    oldCode: r.old_code,
    oldDate: r.old_date,
    newCode: r.new_code,
    newDate: r.new_date,
    newStatus: r.new_status,
    exchangedAt: r.issued_at,
  }));
}
