// The checkout form's values → placeOrder's input (loaded after the page starts: zod is the
// largest part of the checkout's code, and the first load does not need it), validated with the procedure's own schema
// (src/lib/validation/checkout.ts) and shown with the spec's messages (§5) per field. Field names
// are the input's paths ("shipping.fullName").
import { checkoutInput, type CheckoutInput } from '@/lib/validation/checkout';
import { validateInvoice } from '@/lib/invoices/invoice-form';
import { checkoutMessageFor, type CheckoutErrors } from './checkout-message';
import { ADDRESS_FIELDS, SHIPPING_FIELDS } from './address-fields';

export {
  checkoutMessageFor,
  type CheckoutErrors,
  type CheckoutMessage,
  type CheckoutMessageKey,
} from './checkout-message';

function address(form: FormData, prefix: 'shipping' | 'billing'): Record<string, string> {
  // Shipping has the two-level area (province and ward codes); a billing address stays free text.
  const fields = prefix === 'shipping' ? SHIPPING_FIELDS : ADDRESS_FIELDS;
  return Object.fromEntries(
    fields.map((field) => [field, String(form.get(`${prefix}.${field}`) ?? '')]),
  );
}

/** What the form holds, shaped as placeOrder's input (before validation). */
export function readCheckoutForm(form: FormData) {
  const billingSameAsShipping = form.get('billingSameAsShipping') !== null;
  const notes = String(form.get('notes') ?? '');
  return {
    contact: {
      email: String(form.get('contact.email') ?? ''),
      phone: String(form.get('contact.phone') ?? ''),
    },
    shipping: address(form, 'shipping'),
    billingSameAsShipping,
    ...(billingSameAsShipping ? {} : { billing: address(form, 'billing') }),
    // Always sent: the schema's optional text takes null for "none".
    notes: notes.trim() ? notes : null,
    paymentMethod: String(form.get('paymentMethod') ?? ''),
    voucherCode: String(form.get('voucherCode') ?? ''),
  };
}

function valueAt(values: unknown, path: readonly PropertyKey[]): unknown {
  let current = values;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

export type CheckoutValidation =
  { ok: true; data: CheckoutInput } | { ok: false; errors: CheckoutErrors };

/** Parses the form as placeOrder's input; on failure, the first message per field path. */
export function validateCheckout(
  form: FormData,
  request: Pick<CheckoutInput, 'cartId' | 'idempotencyKey' | 'locale'>,
): CheckoutValidation {
  const values = { ...readCheckoutForm(form), ...request };
  const invoice = validateInvoice(form);
  const result = checkoutInput.safeParse(values);
  if (result.success && invoice.ok) {
    return {
      ok: true,
      data: invoice.data ? { ...result.data, invoice: invoice.data } : result.data,
    };
  }
  const errors: CheckoutErrors = invoice.ok ? {} : { ...invoice.errors };
  if (result.success) return { ok: false, errors };
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.');
    if (!field || errors[field]) continue;
    errors[field] = checkoutMessageFor(issue, valueAt(values, issue.path));
  }
  return { ok: false, errors };
}
