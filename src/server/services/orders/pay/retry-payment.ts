// "Thử lại" after a failed, declined, cancelled or expired online payment (issue 38): a NEW order
// with the failed one's day, lines, contact, voucher and invoice request, placed through the same
// place-order services as a first order (prices from the catalogue now, stock and seats claimed
// again, a fresh code, the client's fresh idempotency key). The cancelled order stays cancelled:
// nothing of it is revived. A ticket day without room names the nearest days that have it.
import type { Catalog, TicketCatalog } from '@/content/projections';
import { daysBetween } from '@/lib/calendar';
import { bookableRange } from '@/lib/tickets/bookable-range';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { Store } from '../../../db/store';
import { DomainError } from '../../errors';
import type { PaymentMethod, PaymentMethodId } from '../../payments/method';
import { getAvailability } from '../../tickets/availability';
import { openOrder } from '../views/buyer-orders';
import type { InvoiceView } from '../../invoices/requests';
import { placeGoodsAgain, type PlacedOrder } from '../place/goods';
import { placedOrderView } from '../place/draft';
import { placeTicketOrder } from '../place/tickets';
import { isRetryable } from '@/lib/orders/retryable';
import type { InvoiceInput } from '@/lib/validation/invoice';

export interface RetryPaymentInput {
  orderCode: string;
  contact?: { phone?: string; email?: string };
  paymentMethod: PaymentMethodId;
  idempotencyKey: string;
  locale: 'vi' | 'en';
  /** Tickets only: another day than the failed order's (one of the offered nearest days). */
  visitDate?: string;
}

export interface RetryPaymentOptions {
  methods?: readonly PaymentMethod[];
  now?: Date;
}

/** How many nearby days a refusal offers. */
const NEAREST_DAYS = 3;

export async function retryPayment(
  store: Store,
  catalogs: { goods: Catalog; tickets: TicketCatalog },
  input: RetryPaymentInput,
  caller: { userId: string | null; ip?: string },
  options: RetryPaymentOptions = {},
): Promise<PlacedOrder> {
  // The same rule as order.get: the caller's account, or the contact given at checkout.
  const failed = await openOrder(store, input, caller.userId);
  if (!isRetryable(failed)) {
    throw new DomainError('order-not-retryable');
  }
  const snapshot = await readSnapshot(store.db, failed.head.id);
  const visitDate =
    failed.kind === 'tickets' ? (input.visitDate ?? failed.lines[0]?.serviceDate ?? '') : '';
  // The new order is the same owner's; its key names the failed order, the method and the day,
  // then the client's fresh key, so a double tap places one order and one failed order's retries
  // never meet another's.
  const retryOf = `retry:${failed.orderCode}:${input.paymentMethod}:${visitDate}:`;
  // A retry of this order with this method and day that is still open (the buyer went back to the
  // failed order's page and tapped again, or reloaded it): that order again, not a second one
  // holding the same seats and payable alongside it.
  const open = await openRetry(store, retryOf, failed.contact.email, options.now ?? new Date());
  if (open) return { order: await placedOrderView(store, open), created: false };
  const key = `${retryOf}${input.idempotencyKey}`;
  const owner = { userId: failed.head.userId, ip: caller.ip };
  const invoice = invoiceInputOf(failed.invoice);
  const common = {
    paymentMethod: input.paymentMethod,
    locale: input.locale,
    voucherCode: snapshot.voucherCode ?? undefined,
    ...(invoice ? { invoice } : {}),
  };

  if (failed.kind === 'tickets') {
    const paymentMethod = input.paymentMethod;
    // Tickets are paid before the visit: cash on delivery is a goods method.
    if (paymentMethod === 'cod') {
      throw new DomainError('payment-method-unavailable');
    }
    const lines = failed.lines.map((line) => ({
      ticketType: line.sku,
      quantity: line.quantity,
    }));
    try {
      return await placeTicketOrder(
        store,
        catalogs.tickets,
        {
          ...common,
          paymentMethod,
          idempotencyKey: key,
          visitDate,
          lines,
          buyer: {
            fullName: snapshot.fullName,
            email: failed.contact.email,
            phone: failed.contact.phone,
          },
        },
        owner,
        options,
      );
    } catch (error) {
      throw await withNearestDays(store, catalogs.tickets, error, visitDate, lines, options.now);
    }
  }

  const shipping = failed.shipping;
  if (!shipping?.province || !shipping.ward) {
    // Placed before the two-level address list: its address cannot be shipped to as it is.
    throw new DomainError('order-not-retryable');
  }
  return placeGoodsAgain(
    store,
    catalogs.goods,
    {
      ...common,
      contact: failed.contact,
      shipping: {
        fullName: shipping.fullName,
        phone: shipping.phone,
        address: shipping.address,
        provinceCode: shipping.province.code,
        wardCode: shipping.ward.code,
        country: 'VN',
        postalCode: shipping.postalCode || null,
      },
      billingSameAsShipping: failed.billing === null,
      billing: failed.billing
        ? {
            fullName: failed.billing.fullName,
            phone: failed.billing.phone,
            address: failed.billing.address,
            city: failed.billing.city,
            state: failed.billing.state,
            country: failed.billing.country,
            postalCode: failed.billing.postalCode || null,
          }
        : undefined,
      notes: failed.notes,
    },
    failed.lines.map((line) => ({
      sku: line.sku,
      serviceDate: line.serviceDate,
      quantity: line.quantity,
    })),
    { ...owner, key },
    options,
  );
}

/**
 * The newest order placed under `retryOf` that still waits for its payment, if any. The place-order
 * services prefix keys of their own (`tickets:<email>:`), hence the match anywhere in the key; the
 * code, method and day in it hold no LIKE wildcard.
 */
async function openRetry(
  store: Store,
  retryOf: string,
  email: string,
  now: Date,
): Promise<string | null> {
  const row = await store.db
    .selectFrom('orders')
    .select('id')
    .where('contact_email', '=', email)
    .where('idempotency_key', 'like', `%${retryOf}%`)
    .where('status', '=', 'pending')
    .where('payment_status', '=', 'pending')
    .where('expires_at', '>', now.toISOString())
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** What the order view leaves out: the ticket buyer's name and the voucher's code as entered. */
async function readSnapshot(db: Kysely<Database>, orderId: string) {
  const row = await db
    .selectFrom('orders')
    .select(['shipping_json', 'voucher_code'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  let fullName = '';
  try {
    const parsed = JSON.parse(row.shipping_json) as { fullName?: unknown };
    if (typeof parsed.fullName === 'string') fullName = parsed.fullName;
  } catch (error) {
    console.error('[orders] unreadable snapshot of the order retried', error);
  }
  return { fullName, voucherCode: row.voucher_code };
}

/** The invoice request as the buyer gave it, to be asked for again. */
function invoiceInputOf(invoice: InvoiceView | null): InvoiceInput | null {
  if (!invoice || invoice.kind === 'consumer') return null;
  return invoice.kind === 'company'
    ? {
        companyName: invoice.companyName,
        taxCode: invoice.taxCode,
        address: invoice.address,
        email: invoice.email,
      }
    : { citizenId: invoice.citizenId, fullName: invoice.fullName, email: invoice.email };
}

/**
 * A booking refused for its day (too few seats, closed, or no longer bookable) gains the nearest
 * bookable days with room for every line; any other error passes unchanged.
 */
async function withNearestDays(
  store: Store,
  catalog: TicketCatalog,
  error: unknown,
  visitDate: string,
  lines: readonly { ticketType: string; quantity: number }[],
  now: Date = new Date(),
): Promise<unknown> {
  const reason = error instanceof DomainError ? error.reason : undefined;
  if (
    !(error instanceof DomainError) ||
    (reason !== 'not-enough-seats' && reason !== 'day-closed' && reason !== 'date-out-of-range')
  ) {
    return error;
  }
  const { first, last } = bookableRange(now, catalog.closes);
  const days = await getAvailability(store, catalog, { from: first, to: last }, now);
  const nearestDays = days
    .filter(
      (day) =>
        day.date !== visitDate &&
        !day.closed &&
        lines.every(
          (line) =>
            (day.types.find((t) => t.ticketType === line.ticketType)?.left ?? 0) >= line.quantity,
        ),
    )
    .map((day) => day.date)
    .sort(
      (a, b) =>
        Math.abs(daysBetween(visitDate, a)) - Math.abs(daysBetween(visitDate, b)) ||
        a.localeCompare(b),
    )
    .slice(0, NEAREST_DAYS);
  return new DomainError(error.reason, { ...error.details, nearestDays });
}
