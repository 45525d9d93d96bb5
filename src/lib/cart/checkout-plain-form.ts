// The goods checkout without JavaScript: the product page's plain form adds to the
// cart (/api/forms/cart-item), the checkout's plain form posts the same fields as the enhanced
// one (/api/forms/checkout); a refusal comes back to the checkout with its key and the fields'
// errors in the address, shown in the visitor's language.
import { readFieldErrors, writeFieldErrors } from '@/lib/forms/field-errors-query';
import type { CheckoutErrors } from './checkout-form';
import { ADDRESS_FIELDS } from './address-fields';
import { VOUCHER_REASONS } from '@/lib/errors/reasons';
import { INVOICE_FIELDS } from '@/lib/invoices/invoice-form';

/** `Checkout.*` keys, and the add-to-cart refusals under `Cart.*`. */
const CHECKOUT_REFUSALS = [
  'invalidForm',
  'conflict',
  'emptyCart',
  'tooManyRequests',
  'processingError',
  'noMethods',
] as const;
const CART_REFUSALS = ['disabled', 'notFound', 'addError'] as const;

export type VoucherRefusal = `voucher.${(typeof VOUCHER_REASONS)[number]}`;

export type CheckoutRefusal =
  (typeof CHECKOUT_REFUSALS)[number] | `cart.${(typeof CART_REFUSALS)[number]}` | VoucherRefusal;

/** The fields whose errors travel back: the enhanced form's names (lib/cart/checkout-form.ts). */
export const CHECKOUT_FIELDS: readonly string[] = [
  'contact.email',
  'contact.phone',
  ...ADDRESS_FIELDS.map((field) => `shipping.${field}`),
  'notes',
  'voucherCode',
  ...[...INVOICE_FIELDS.company, ...INVOICE_FIELDS.person].map((field) => `invoice.${field}`),
];

const REFUSAL_KEY = 'error';

/** A refused voucher's key, when the reason is one of the voucher's; else null. */
export function voucherRefusal(reason: string | null | undefined): VoucherRefusal | null {
  return (VOUCHER_REASONS as readonly (string | null | undefined)[]).includes(reason)
    ? (`voucher.${reason}` as VoucherRefusal)
    : null;
}

/** placeOrder's refusal for a tRPC error code (and the service's reason): the enhanced form's choice. */
export function placeOrderRefusal(code: string | null, reason?: string | null): CheckoutRefusal {
  const voucher = voucherRefusal(reason);
  if (voucher) return voucher;
  if (code === 'CONFLICT') return 'conflict';
  if (code === 'TOO_MANY_REQUESTS') return 'tooManyRequests';
  if (code === 'BAD_REQUEST') return 'invalidForm';
  if (code === 'FORBIDDEN') return 'cart.disabled';
  return 'processingError';
}

/** cart.addItem's refusal for a tRPC error code: the add-to-cart leaf's choice. */
export function addItemRefusal(code: string | null): CheckoutRefusal {
  if (code === 'FORBIDDEN') return 'cart.disabled';
  if (code === 'NOT_FOUND') return 'cart.notFound';
  if (code === 'CONFLICT') return 'conflict';
  if (code === 'TOO_MANY_REQUESTS') return 'tooManyRequests';
  return 'cart.addError';
}

export function checkoutRefusalQuery(
  refusal: CheckoutRefusal,
  errors: CheckoutErrors = {},
): URLSearchParams {
  const query = new URLSearchParams({ [REFUSAL_KEY]: refusal });
  writeFieldErrors(query, errors, CHECKOUT_FIELDS);
  return query;
}

/** The refusal and field errors in the checkout's address; anything unknown is dropped. */
export function readCheckoutRefusal(query: URLSearchParams): {
  refusal: CheckoutRefusal | null;
  errors: CheckoutErrors;
} {
  const raw = query.get(REFUSAL_KEY) ?? '';
  const known =
    (CHECKOUT_REFUSALS as readonly string[]).includes(raw) ||
    (CART_REFUSALS as readonly string[]).some((key) => raw === `cart.${key}`) ||
    voucherRefusal(raw.slice('voucher.'.length)) === raw;
  return {
    refusal: known ? (raw as CheckoutRefusal) : null,
    errors: readFieldErrors(query, CHECKOUT_FIELDS),
  };
}
