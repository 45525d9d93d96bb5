// The operator console's view of orders (DESIGN.md §16): a filtered, searched,
// keyset-paged list newest first, and one order's detail with its payment attempts and history
// (order_events plus the audit entries about it). Explicit columns, mapped to the types below.
import { addDays, dayStart } from '@/lib/calendar';
import type { ExpressionBuilder } from 'kysely';
import type {
  Database,
  OrderKind,
  OrderStatus,
  PaymentStatus,
  TicketStatus,
} from '../../../db/schema';
import { cursorOf, cutPage, selectPage } from '../../../db/keyset';
import type { Store } from '../../../db/store';
import { listAudit } from '../../operators/audit-log';
import type { OrderMethodId } from '@/lib/validation/checkout';
import { loadOrderView, type AddressView, type OrderLineView, type OrderView } from './order-view';
import { canChangeOrder } from '../transitions';
import { VOUCHER_LIMIT_NOTE } from '../refunds/due';
import { isRefundDue } from '../refunds/due-rule';
import { ORDER_METHOD_IDS, TRANSFER_METHOD_ID } from '@/lib/validation/checkout';

/** What an operator may do to an order; each maps to one step of the transition table. */
export const OPERATOR_STEPS = {
  confirm: 'confirmed',
  process: 'processing',
  ship: 'shipped',
  deliver: 'delivered',
  cancel: 'cancelled',
} as const satisfies Record<string, OrderStatus>;
export type OperatorStep = keyof typeof OPERATOR_STEPS;
export type OperatorAction = OperatorStep | 'markTransferReceived' | 'markCodPaid';

/** Only goods are prepared and shipped (DESIGN.md §12); a ticket order stops at confirmed. */
const GOODS_ONLY_STEPS: readonly OperatorStep[] = ['process', 'ship', 'deliver'];

export interface ActionFacts {
  kind: OrderKind;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  /** The method of the order's pending payment attempt, if one is pending. */
  pendingMethod: OrderMethodId | null;
}

/** Whether `step` is allowed now: the transition table, and goods-only steps on goods. */
export function stepAllowed(step: OperatorStep, facts: Pick<ActionFacts, 'kind' | 'status'>) {
  if (facts.kind !== 'goods' && GOODS_ONLY_STEPS.includes(step)) return false;
  return canChangeOrder(facts.status, OPERATOR_STEPS[step]);
}

/** The actions the console offers for an order as it stands (the server checks again on use). */
export function operatorActions(facts: ActionFacts): OperatorAction[] {
  const actions: OperatorAction[] = (Object.keys(OPERATOR_STEPS) as OperatorStep[]).filter((step) =>
    stepAllowed(step, facts),
  );
  if (facts.paymentStatus === 'pending' && facts.pendingMethod === TRANSFER_METHOD_ID) {
    actions.push('markTransferReceived');
  }
  if (
    facts.paymentStatus === 'pending' &&
    facts.pendingMethod === 'cod' &&
    facts.status !== 'cancelled'
  ) {
    actions.push('markCodPaid');
  }
  return actions;
}

export interface OperatorOrderSummary {
  orderCode: string;
  kind: OrderKind;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  method: OrderMethodId | null;
  totalAmount: number;
  currency: string;
  customerName: string | null;
  contactEmail: string;
  contactPhone: string;
  createdAt: string;
  /** Paid and cancelled for good: the money is owed back (refunds/due-rule.ts). */
  refundDue: boolean;
  /** The refund desk's open request that pays it back, when the refund is due. */
  refundRequestId: string | null;
}

export interface OperatorOrderQuery {
  status?: OrderStatus;
  paymentStatus?: PaymentStatus;
  method?: OrderMethodId;
  /** Calendar days in Vietnam (`YYYY-MM-DD`), both included. */
  createdFrom?: string;
  createdTo?: string;
  /** An order code (or its start), a phone number or an email (or part of one). */
  search?: string;
  /** `createdAt|orderCode` of the last order seen. */
  cursor?: string;
  limit: number;
}

/** LIKE pattern for text containing `value` (a `%` typed is dropped; `_` matching itself is enough). */
function containing(value: string): string {
  return `%${value.replace(/%/g, '')}%`;
}

type SearchKind =
  | { kind: 'code'; value: string }
  | { kind: 'email'; value: string }
  | { kind: 'phone'; value: string };

/** What an operator typed: an order code, an email, or a phone number (spaces and dots ignored). */
export function searchKindOf(text: string): SearchKind | null {
  const value = text.trim();
  if (!value) return null;
  if (/^nm-?[0-9a-z]*$/i.test(value)) {
    const rest = value.replace(/^nm-?/i, '').toUpperCase();
    return { kind: 'code', value: `NM-${rest}` };
  }
  if (value.includes('@')) return { kind: 'email', value: value.toLowerCase() };
  const digits = value.replace(/[\s.()-]/g, '');
  if (/^\+?\d{3,15}$/.test(digits)) {
    // Stored in E.164 (+84912…, +44…); a Vietnamese number typed as 0912… or +84912… is searched
    // by its digits after the 0, which E.164 holds too.
    return { kind: 'phone', value: digits.replace(/^\+84/, '0').replace(/^0/, '') };
  }
  // Anything else can only be part of an email address.
  return { kind: 'email', value: value.toLowerCase() };
}

function customerNameOf(shippingJson: string | null): string | null {
  if (!shippingJson) return null;
  try {
    const parsed = JSON.parse(shippingJson) as { fullName?: unknown };
    return typeof parsed.fullName === 'string' ? parsed.fullName : null;
  } catch (error) {
    console.error('[orders] unreadable shipping snapshot', error);
    return null;
  }
}

/** The approved refund request still to be paid out, newest first: the desk's item for a due refund. */
function openRefundRequest(eb: ExpressionBuilder<Database, 'orders'>) {
  return eb
    .selectFrom('refund_requests')
    .select('refund_requests.id')
    .whereRef('refund_requests.order_id', '=', 'orders.id')
    .where('refund_requests.status', '=', 'approved')
    .orderBy('refund_requests.created_at', 'desc')
    .limit(1)
    .as('refund_request_id');
}

function refundDueOf(
  status: OrderStatus,
  paymentStatus: PaymentStatus,
  requestId: string | null,
): Pick<OperatorOrderSummary, 'refundDue' | 'refundRequestId'> {
  const refundDue = isRefundDue(status, paymentStatus);
  return { refundDue, refundRequestId: refundDue ? requestId : null };
}

export async function listOperatorOrders(
  store: Store,
  query: OperatorOrderQuery,
): Promise<{ orders: OperatorOrderSummary[]; nextCursor: string | null }> {
  const db = store.db;
  let select = db.selectFrom('orders').select((eb) => [
    'orders.order_code',
    'orders.kind',
    'orders.status',
    'orders.payment_status',
    'orders.total_amount',
    'orders.currency',
    'orders.contact_email',
    'orders.contact_phone',
    'orders.shipping_json',
    'orders.created_at',
    // The latest payment attempt's method.
    eb
      .selectFrom('payments')
      .select('payments.method')
      .whereRef('payments.order_id', '=', 'orders.id')
      .orderBy('payments.created_at', 'desc')
      .orderBy('payments.id', 'desc')
      .limit(1)
      .as('method'),
    openRefundRequest(eb),
  ]);
  if (query.status) select = select.where('orders.status', '=', query.status);
  if (query.paymentStatus) select = select.where('orders.payment_status', '=', query.paymentStatus);
  if (query.method) {
    const method = query.method;
    select = select.where((eb) =>
      eb.exists(
        eb
          .selectFrom('payments')
          .select('payments.id')
          .whereRef('payments.order_id', '=', 'orders.id')
          .where('payments.method', '=', method),
      ),
    );
  }
  if (query.createdFrom) {
    select = select.where('orders.created_at', '>=', dayStart(query.createdFrom).toISOString());
  }
  if (query.createdTo) {
    select = select.where(
      'orders.created_at',
      '<',
      dayStart(addDays(query.createdTo, 1)).toISOString(),
    );
  }
  const search = query.search ? searchKindOf(query.search) : null;
  if (search?.kind === 'code') {
    select = select.where('orders.order_code', 'like', `${search.value}%`);
  } else if (search?.kind === 'email') {
    select = select.where((eb) =>
      eb(eb.fn('lower', ['orders.contact_email']), 'like', containing(search.value)),
    );
  } else if (search?.kind === 'phone') {
    select = select.where('orders.contact_phone', 'like', containing(search.value));
  }
  const rows = await selectPage(
    select,
    { before: query.cursor, limit: query.limit },
    'orders.created_at',
    'orders.order_code',
  ).execute();
  const page = cutPage(rows, query.limit, (row) => cursorOf(row.created_at, row.order_code));
  return {
    orders: page.rows.map((row) => ({
      orderCode: row.order_code,
      kind: row.kind,
      status: row.status,
      paymentStatus: row.payment_status,
      method: row.method ?? null,
      totalAmount: Number(row.total_amount),
      currency: row.currency,
      customerName: customerNameOf(row.shipping_json),
      contactEmail: row.contact_email,
      contactPhone: row.contact_phone,
      createdAt: row.created_at,
      ...refundDueOf(row.status, row.payment_status, row.refund_request_id),
    })),
    nextCursor: page.nextCursor,
  };
}

export interface PaymentAttemptView {
  method: OrderMethodId;
  status: PaymentStatus;
  amount: number;
  currency: string;
  providerOrderCode: number | null;
  reference: string | null;
  createdAt: string;
  paidAt: string | null;
  expiresAt: string | null;
}

/** Who changed an order, as the console names them: a kind it translates, and a person's email. */
export interface HistoryActor {
  kind: 'customer' | 'account' | 'staff' | 'system' | 'expiry' | 'payment-provider';
  name: string | null;
}

/** The notes the lifecycle itself writes, as keys the console translates. */
export const HISTORY_NOTE_KEYS = [
  'payment-expired',
  'cancelled-by-buyer',
  'payment-start-failed',
  'payment-received',
  'reinstated',
  'payment-cancelled-by-buyer',
  'voucher-limit-reached',
  'method',
] as const;
export type HistoryNote =
  { key: (typeof HISTORY_NOTE_KEYS)[number]; method?: string; day?: string } | { text: string };

const LIFECYCLE_NOTES: Record<string, HistoryNote> = {
  'payment expired': { key: 'payment-expired' },
  'cancelled by the buyer': { key: 'cancelled-by-buyer' },
  'payment start failed': { key: 'payment-start-failed' },
  'payment received': { key: 'payment-received' },
  'reinstated: payment arrived after the cancel': { key: 'reinstated' },
  'payment cancelled by the buyer': { key: 'payment-cancelled-by-buyer' },
  [VOUCHER_LIMIT_NOTE]: { key: 'voucher-limit-reached' },
};
const METHOD_NOTE = new RegExp(`^(${ORDER_METHOD_IDS.join('|')})(?: (\\d{4}-\\d{2}-\\d{2}))?$`);

/** A note as written by the lifecycle (a key), or by a person (their words, shown as they are). */
function historyNote(note: string | null): HistoryNote | null {
  if (note === null) return null;
  const known = LIFECYCLE_NOTES[note];
  if (known) return known;
  const method = METHOD_NOTE.exec(note);
  if (method?.[1])
    return { key: 'method', method: method[1], ...(method[2] ? { day: method[2] } : {}) };
  return { text: note };
}

/** The event's actor tag (`customer`, `user:<id>`, `staff:<id>`, a job's name) as a name. */
function historyActor(actor: string, emails: ReadonlyMap<string, string>): HistoryActor {
  const [prefix, id = ''] = actor.split(':', 2);
  if (prefix === 'user') return { kind: 'account', name: emails.get(id) ?? null };
  if (prefix === 'staff') return { kind: 'staff', name: emails.get(id) ?? null };
  if (actor === 'customer') return { kind: 'customer', name: null };
  if (actor === 'expiry-sweep') return { kind: 'expiry', name: null };
  if (/-(webhook|status|ipn)$/.test(actor)) return { kind: 'payment-provider', name: null };
  return { kind: 'system', name: null };
}

export type OrderHistoryEntry =
  | {
      source: 'order';
      at: string;
      actor: HistoryActor;
      kind: string;
      fromStatus: string | null;
      toStatus: string | null;
      note: HistoryNote | null;
    }
  | {
      source: 'audit';
      at: string;
      actor: string;
      action: string;
      details: Record<string, unknown> | null;
    };

export interface OperatorOrderDetail extends Omit<OperatorOrderSummary, 'method'> {
  locale: 'vi' | 'en';
  subtotal: number;
  discount: number;
  shippingFee: number;
  voucher: OrderView['voucher'];
  /** DESIGN.md §20: each discount's row (labelled in the order's language). */
  discounts: OrderView['discounts'];
  lines: OrderLineView[];
  shipping: AddressView | null;
  billing: AddressView | null;
  notes: string | null;
  /** The buyer's e-invoice request, null when none. */
  invoice: OrderView['invoice'];
  tickets: {
    code: string;
    ticketType: string;
    visitDate: string;
    quantity: number;
    status: TicketStatus;
  }[];
  payments: PaymentAttemptView[];
  history: OrderHistoryEntry[];
  actions: OperatorAction[];
}

/** Audit entries are written with the order code as their target (readable in the audit log). */
export const ORDER_AUDIT_TARGET = 'order';

export async function getOperatorOrder(
  store: Store,
  orderCode: string,
): Promise<OperatorOrderDetail | null> {
  const view = await loadOrderView(store.db, { orderCode });
  if (!view) return null;
  const [head, payments, events, audit] = await Promise.all([
    store.db
      .selectFrom('orders')
      .select((eb) => ['orders.shipping_json', openRefundRequest(eb)])
      .where('orders.id', '=', view.head.id)
      .executeTakeFirstOrThrow(),
    store.db
      .selectFrom('payments')
      .select([
        'method',
        'status',
        'amount',
        'currency',
        'provider_order_code',
        'reference',
        'created_at',
        'paid_at',
        'expires_at',
      ])
      .where('order_id', '=', view.head.id)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute(),
    store.db
      .selectFrom('order_events')
      .select(['at', 'actor', 'kind', 'from_status', 'to_status', 'note'])
      .where('order_id', '=', view.head.id)
      .orderBy('at')
      .orderBy('id')
      .execute(),
    listAudit(store, { targetType: ORDER_AUDIT_TARGET, targetId: orderCode, limit: 100 }),
  ]);
  const pending = payments.find((p) => p.status === 'pending');
  const people = [
    ...new Set(
      events.flatMap((e) =>
        /^(user|staff):/.test(e.actor) ? [e.actor.slice(e.actor.indexOf(':') + 1)] : [],
      ),
    ),
  ];
  const emails = new Map(
    people.length
      ? (
          await store.db
            .selectFrom('users')
            .select(['id', 'email'])
            .where('id', 'in', people)
            .execute()
        ).map((u) => [u.id, u.email] as const)
      : [],
  );
  const history: OrderHistoryEntry[] = [
    ...events.map((e) => ({
      source: 'order' as const,
      at: e.at,
      actor: historyActor(e.actor, emails),
      kind: e.kind,
      fromStatus: e.from_status,
      toStatus: e.to_status,
      note: historyNote(e.note),
    })),
    ...audit.entries.map((a) => ({
      source: 'audit' as const,
      at: a.createdAt,
      actor: a.actorEmail,
      action: a.action,
      details: a.details,
    })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  return {
    orderCode: view.orderCode,
    kind: view.kind,
    status: view.status,
    paymentStatus: view.paymentStatus,
    locale: view.locale,
    subtotal: view.subtotal,
    discount: view.discount,
    shippingFee: view.shippingFee,
    voucher: view.voucher,
    discounts: view.discounts,
    totalAmount: view.totalAmount,
    currency: view.currency,
    customerName: customerNameOf(head.shipping_json),
    contactEmail: view.contact.email,
    contactPhone: view.contact.phone,
    createdAt: view.createdAt,
    ...refundDueOf(view.status, view.paymentStatus, head.refund_request_id),
    lines: view.lines,
    shipping: view.shipping,
    billing: view.billing,
    notes: view.notes,
    invoice: view.invoice,
    tickets: view.tickets.map((t) => ({
      code: t.code,
      ticketType: t.ticketType,
      visitDate: t.visitDate,
      quantity: t.quantity,
      status: t.status,
    })),
    payments: payments.map((p) => ({
      method: p.method,
      status: p.status,
      amount: Number(p.amount),
      currency: p.currency,
      providerOrderCode: p.provider_order_code === null ? null : Number(p.provider_order_code),
      reference: p.reference,
      createdAt: p.created_at,
      paidAt: p.paid_at,
      expiresAt: p.expires_at,
    })),
    history,
    actions: operatorActions({
      kind: view.kind,
      status: view.status,
      paymentStatus: view.paymentStatus,
      pendingMethod: pending?.method ?? null,
    }),
  };
}
