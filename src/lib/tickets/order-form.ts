// The booking without JavaScript: the booking page's plain form puts the day and the
// quantities in the checkout's address (booking-query.ts); the checkout's plain form posts them
// with the buyer to /api/forms/ticket-order, which answers like ticket.placeOrder and, on a
// refusal, sends the visitor back to the checkout with what went wrong in the address.
import type { CheckoutErrors } from '@/lib/cart/checkout-form';
import { readFieldErrors, writeFieldErrors } from '@/lib/forms/field-errors-query';
import { INVOICE_FIELDS } from '@/lib/invoices/invoice-form';
import { bookingFromQuery, bookingQueryEntries, type BookingChoice } from './booking-query';

/** Why a posted booking came back: a `Tickets.refusals` reason or one of the forms' own keys. */
export type TicketOrderRefusal =
  | 'invalidForm'
  | 'noSelection'
  | 'notEnoughSeats'
  | 'selectionInvalid'
  | 'tooManyRequests'
  | 'noMethods'
  | 'processingError'
  | `refusal:${string}`;

const PLAIN_REFUSALS: readonly string[] = [
  'invalidForm',
  'noSelection',
  'notEnoughSeats',
  'selectionInvalid',
  'tooManyRequests',
  'noMethods',
  'processingError',
];
const REFUSAL_KEY = 'error';
/** The fields whose errors travel back: the buyer, the voucher code and the invoice request. */
const BUYER_FIELDS = [
  'fullName',
  'phone',
  'email',
  'voucherCode',
  ...[...INVOICE_FIELDS.company, ...INVOICE_FIELDS.person].map((field) => `invoice.${field}`),
];

/** The refusal for a tRPC error code and the service's reason (the same choice as the script's). */
export function refusalFor(code: string | null, reason: string | null): TicketOrderRefusal {
  // A voucher's refusal names the voucher, whatever its code (an exhausted one is a CONFLICT).
  if (reason?.startsWith('voucher-')) return `refusal:${reason}`;
  if (code === 'CONFLICT') return 'notEnoughSeats';
  if (code === 'TOO_MANY_REQUESTS') return 'tooManyRequests';
  if ((code === 'BAD_REQUEST' || code === 'NOT_FOUND') && reason) return `refusal:${reason}`;
  if (code === 'BAD_REQUEST' || code === 'NOT_FOUND') return 'selectionInvalid';
  return 'processingError';
}

/** The checkout's address after a refusal: the booking, the refusal and the buyer fields' errors. */
export function refusalQuery(
  choice: BookingChoice,
  typeIds: readonly string[],
  /** Null for a step that only comes back ("Áp dụng"). */
  refusal: TicketOrderRefusal | null,
  errors: CheckoutErrors = {},
): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(bookingQueryEntries(choice, typeIds))) {
    if (value !== null) query.set(key, value);
  }
  if (refusal) query.set(REFUSAL_KEY, refusal);
  writeFieldErrors(query, errors, BUYER_FIELDS);
  return query;
}

export interface CheckoutQuery {
  choice: BookingChoice | null;
  refusal: TicketOrderRefusal | null;
  errors: CheckoutErrors;
}

/** What the checkout's address says, every part checked (it is typed by whoever sends the link). */
export function readCheckoutQuery(
  query: URLSearchParams,
  typeIds: readonly string[],
): CheckoutQuery {
  const choice = bookingFromQuery(query, typeIds);
  const raw = query.get(REFUSAL_KEY) ?? '';
  const refusal =
    PLAIN_REFUSALS.includes(raw) || /^refusal:[a-z-]{1,40}$/.test(raw)
      ? (raw as TicketOrderRefusal)
      : null;
  const errors = readFieldErrors(query, BUYER_FIELDS);
  return { choice, refusal, errors };
}
