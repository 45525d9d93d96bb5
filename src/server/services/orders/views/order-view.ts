// An order as every client sees it (DESIGN.md §17: what placeOrder and order.get answer), reshaped
// from explicit columns; no raw row leaves this module.
import type { Kysely } from 'kysely';
import type {
  Database,
  OrderStatus,
  PaymentStatus,
  RefundRequestStatus,
  TicketStatus,
} from '../../../db/schema';
import { breakdownOf } from '../tax';
import type { Store } from '../../../db/store';
import type { OrderMethodId } from '@/lib/validation/checkout';
import { isRefundDue } from '../refunds/due-rule';
import type { TransferDetails } from '../../payments/method';
import { transferDetailsFor } from '../../payments/registry';
import { loadInvoiceView, type InvoiceView } from '../../invoices/requests';
import type { ResolvedArea } from '../../geo/vn-units';
import type { Address } from '@/lib/validation/checkout';
import { discountViews, storedOrderSummary, type SummaryDiscountView } from './price-summary';
import { getTicketCatalog } from '../../tickets/ticket-catalog';
import { peopleOf, unitOf } from '../../tickets/ticket-view';

export interface OrderLineView {
  sku: string;
  name: string;
  optionsLabel: string | null;
  serviceDate: string | null;
  unitPrice: number;
  quantity: number;
  subtotal: number;
  discount: number;
  total: number;
  /** unitPrice × quantity (plus a bundle's saving): the line before any discount (DESIGN.md §20). */
  undiscountedTotal: number;
}

export interface OrderPaymentView {
  method: OrderMethodId;
  status: PaymentStatus;
  checkoutUrl: string | null;
  providerOrderCode: number | null;
  /** A bank transfer: payload and details (payments/registry.ts transferDetailsFor), its QR as SVG. */
  qr: TransferDetails['qr'] | { payload: string } | null;
  qrSvg: string | null;
  expiresAt: string | null;
}

export interface OrderView {
  orderCode: string;
  kind: 'goods' | 'tickets';
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  locale: 'vi' | 'en';
  subtotal: number;
  discount: number;
  shippingFee: number;
  totalAmount: number;
  /** The voucher the buyer used and the đồng it took off after the tier discounts; else null. */
  voucher: { code: string; discount: number } | null;
  /**
   * DESIGN.md §20: each discount on its own row, in the order's language; with the lines'
   * `undiscountedTotal` and `shippingFee` they add up to `totalAmount`.
   */
  discounts: SummaryDiscountView[];
  currency: string;
  createdAt: string;
  lines: OrderLineView[];
  tickets: {
    code: string;
    ticketType: string;
    visitDate: string;
    /** DESIGN.md §20: one ticket per admitted person; a bundle on one QR admits its party. */
    quantity: number;
    /** A bundle sold one each: the person's own type; else null. */
    personType: string | null;
    /** A bundle's people share a unit: given back or moved together. */
    unit: string;
    /** Its type is a bundle (counted in bundles, not people). */
    bundle: boolean;
    status: TicketStatus;
    /** The e-ticket page's key (`/{locale}/e-ticket/{accessKey}`): whoever sees the order may open it. */
    accessKey: string;
  }[];
  /** The latest refund request and where it stands, null when none. */
  refund: { status: RefundRequestStatus; createdAt: string; decidedAt: string | null } | null;
  contact: { email: string; phone: string };
  shipping: AddressView | null;
  billing: AddressView | null;
  notes: string | null;
  payment: OrderPaymentView | null;
  /** Whether the buyer may cancel it now (pending and unpaid). */
  cancellable: boolean;
  /** DESIGN.md §18: money arrived for an order that stays cancelled; a refund is on its way. */
  refundDue: boolean;
  /**
   * DESIGN.md §20: the VAT in what was paid, per rate (net and VAT; Σ net + vat = totalAmount),
   * at the rates of the day it was paid, or today's while unpaid.
   */
  taxBreakdown: { rate: number; net: number; vat: number }[];
  /** DESIGN.md §18: the buyer's e-invoice request, null when none was asked for. */
  invoice: InvoiceView | null;
}

const ORDER_COLUMNS = [
  'id',
  'order_code',
  'user_id',
  'kind',
  'status',
  'payment_status',
  'locale',
  'currency',
  'subtotal',
  'discount',
  'shipping_fee',
  'total_amount',
  'voucher_code',
  'voucher_discount',
  'shipping_vat_rate',
  'shipping_net',
  'shipping_vat',
  'contact_email',
  'contact_phone',
  'shipping_json',
  'billing_json',
  'notes',
  'created_at',
] as const;

export interface OrderHead {
  id: string;
  orderCode: string;
  userId: string | null;
  contactEmail: string;
  contactPhone: string;
}

/**
 * An address as shown: a missing postal code is '' (what an empty form field holds). A shipping
 * address placed since the two-level list also names its province and ward by code.
 */
export type AddressView = Omit<Address, 'postalCode'> & {
  postalCode: string;
} & Partial<ResolvedArea>;

function parseAddress(text: string | null): AddressView | null {
  if (!text) return null;
  try {
    const address = JSON.parse(text) as Address;
    return { ...address, postalCode: address.postalCode ?? '' };
  } catch (error) {
    console.error('[orders] unreadable address snapshot', error);
    return null;
  }
}

/** The order with this code, or null; `byId` reads by the internal id instead. */
export async function loadOrderView(
  db: Kysely<Database>,
  where: { orderCode: string } | { orderId: string },
): Promise<(OrderView & { head: OrderHead }) | null> {
  const order = await db
    .selectFrom('orders')
    .select(ORDER_COLUMNS)
    .$call((q) =>
      'orderCode' in where
        ? q.where('order_code', '=', where.orderCode)
        : q.where('id', '=', where.orderId),
    )
    .executeTakeFirst();
  if (!order) return null;
  const locale = order.locale === 'en' ? 'en' : 'vi';
  const catalog = getTicketCatalog();
  const [lines, payment, tickets, refund] = await Promise.all([
    db
      .selectFrom('order_lines')
      .select([
        'sku',
        'name_vi',
        'name_en',
        'options_label',
        'service_date',
        'unit_price',
        'quantity',
        'subtotal',
        'discount',
        'total',
        'vat_rate',
        'net_amount',
        'vat_amount',
      ])
      .where('order_id', '=', order.id)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('payments')
      .select([
        'method',
        'status',
        'checkout_url',
        'provider_order_code',
        'qr_payload',
        'expires_at',
      ])
      .where('order_id', '=', order.id)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst(),
    db
      .selectFrom('tickets')
      .select([
        'code',
        'access_key',
        'ticket_type',
        'visit_date',
        'order_line_id',
        'unit_no',
        'person_type',
        'people',
        'status',
      ])
      .where('order_id', '=', order.id)
      .orderBy('order_line_id')
      .orderBy('issued_at')
      .orderBy('unit_no')
      .orderBy('person_no')
      .execute(),
    db
      .selectFrom('refund_requests')
      .select(['status', 'created_at', 'decided_at'])
      .where('order_id', '=', order.id)
      .orderBy('created_at', 'desc')
      .executeTakeFirst(),
  ]);
  // Only an open attempt of a live order shows how to pay: a cancelled order's transfer details
  // and checkout link are gone, so nobody pays for it by following them.
  const open = payment?.status === 'pending' && order.status !== 'cancelled';
  const transfer =
    open && payment.qr_payload
      ? await transferDetailsFor({ db }, payment.method, payment.qr_payload)
      : null;
  const voucher = order.voucher_code
    ? { code: order.voucher_code, discount: Number(order.voucher_discount) }
    : null;
  const summary = storedOrderSummary({
    locale,
    lines: lines.map((line) => ({
      sku: line.sku,
      name: locale === 'en' ? line.name_en : line.name_vi,
      optionsLabel: line.options_label || null,
      serviceDate: line.service_date,
      unitPrice: Number(line.unit_price),
      quantity: Number(line.quantity),
      subtotal: Number(line.subtotal),
      discount: Number(line.discount),
      total: Number(line.total),
    })),
    voucher,
    shippingFee: Number(order.shipping_fee),
    totalAmount: Number(order.total_amount),
  });
  return {
    head: {
      id: order.id,
      orderCode: order.order_code,
      userId: order.user_id,
      contactEmail: order.contact_email,
      contactPhone: order.contact_phone,
    },
    orderCode: order.order_code,
    kind: order.kind,
    status: order.status,
    paymentStatus: order.payment_status,
    locale,
    subtotal: Number(order.subtotal),
    discount: Number(order.discount),
    shippingFee: Number(order.shipping_fee),
    totalAmount: Number(order.total_amount),
    voucher,
    discounts: discountViews(summary),
    currency: order.currency,
    createdAt: order.created_at,
    lines: summary.lines.map((line) => ({
      sku: line.sku,
      name: line.name,
      optionsLabel: line.optionsLabel,
      serviceDate: line.serviceDate,
      unitPrice: line.unitPrice,
      quantity: line.quantity,
      subtotal: line.subtotal,
      discount: line.discount,
      total: line.total,
      undiscountedTotal: line.undiscountedTotal,
    })),
    tickets: tickets.map((t) => ({
      code: t.code,
      ticketType: t.ticket_type,
      visitDate: t.visit_date,
      quantity: peopleOf(t, catalog),
      personType: t.person_type,
      unit: unitOf(t),
      bundle: Boolean(catalog.find(t.ticket_type)?.admits),
      status: t.status,
      accessKey: t.access_key,
    })),
    refund: refund
      ? { status: refund.status, createdAt: refund.created_at, decidedAt: refund.decided_at }
      : null,
    contact: { email: order.contact_email, phone: order.contact_phone },
    // A ticket order ships nothing: its snapshot holds only the buyer's name and phone.
    shipping: order.kind === 'tickets' ? null : parseAddress(order.shipping_json),
    billing: parseAddress(order.billing_json),
    notes: order.notes,
    payment: payment
      ? {
          method: payment.method,
          status: payment.status,
          checkoutUrl: open ? payment.checkout_url : null,
          providerOrderCode:
            payment.provider_order_code === null ? null : Number(payment.provider_order_code),
          qr: transfer?.qr ?? (open && payment.qr_payload ? { payload: payment.qr_payload } : null),
          qrSvg: transfer?.qrSvg ?? null,
          expiresAt: payment.expires_at,
        }
      : null,
    cancellable: isCancellableByBuyer(order.status, order.payment_status),
    refundDue: isRefundDue(order.status, order.payment_status),
    taxBreakdown: breakdownOf(lines, order),
    invoice: await loadInvoiceView(db, order.id),
  };
}

/** Strips the internal head (ids, owner) before an order view leaves the server. */
export function publicView(view: OrderView & { head?: OrderHead }): OrderView {
  const { head: _head, ...rest } = view;
  void _head;
  return rest;
}

/** The §17 answer for an order code (for payments and the success page); null when unknown. */
export async function getOrderView(store: Store, orderCode: string): Promise<OrderView | null> {
  const view = await loadOrderView(store.db, { orderCode });
  return view ? publicView(view) : null;
}

/**
 * A buyer may cancel an order nobody has paid for or started preparing: pending, or confirmed with
 * the payment still pending (cash on delivery confirms at once, DESIGN.md §14, so "pending" alone
 * would leave those buyers no way to cancel). Paid orders go through a refund instead.
 */
export function isCancellableByBuyer(status: OrderStatus, paymentStatus: PaymentStatus): boolean {
  return (status === 'pending' || status === 'confirmed') && paymentStatus === 'pending';
}
