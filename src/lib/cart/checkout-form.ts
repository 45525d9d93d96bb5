// The checkout form's values → placeOrder's input (loaded after the page starts: zod is the
// largest part of the checkout's code, and the first load does not need it), validated with the procedure's own schema
// (src/lib/validation/checkout.ts) and shown with the spec's messages (§5) per field. Field names
// are the input's paths ("shipping.fullName").
import { z } from 'zod';
import {
  checkoutInput,
  INVALID_EMAIL_MESSAGE,
  INVALID_PHONE_MESSAGE,
  type CheckoutInput,
} from '@/lib/validation/checkout';
import { INVALID_AREA_MESSAGE } from '@/lib/validation/geo';
import { INVALID_TEXT_MESSAGE, REQUIRED_MESSAGE } from '@/lib/validation/text';
import { validateInvoice } from '@/lib/invoices/invoice-form';
import { ADDRESS_FIELDS, SHIPPING_FIELDS } from './types';

export type CheckoutMessageKey =
  'required' | 'email' | 'min' | 'max' | 'phone' | 'invalidText' | 'taxCode' | 'citizenId' | 'area';
export interface CheckoutMessage {
  key: CheckoutMessageKey;
  values?: { min?: number; max?: number };
}

export type CheckoutErrors = Partial<Record<string, CheckoutMessage>>;

function messageFor(issue: z.core.$ZodIssue, raw: unknown): CheckoutMessage {
  if (issue.message === INVALID_AREA_MESSAGE) return { key: 'area' };
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) {
    return { key: 'required' };
  }
  // The shared schemas name their issue in the message; the form shows its own locale's text.
  if (issue.message === REQUIRED_MESSAGE) return { key: 'required' };
  if (issue.message === INVALID_EMAIL_MESSAGE) return { key: 'email' };
  if (issue.message === INVALID_PHONE_MESSAGE) return { key: 'phone' };
  if (issue.message === INVALID_TEXT_MESSAGE) return { key: 'invalidText' };
  switch (issue.code) {
    case 'too_small':
      return Number(issue.minimum) <= 1
        ? { key: 'required' }
        : { key: 'min', values: { min: Number(issue.minimum) } };
    case 'too_big':
      return { key: 'max', values: { max: Number(issue.maximum) } };
    case 'invalid_format':
      return issue.format === 'email' ? { key: 'email' } : { key: 'phone' };
    default:
      return { key: 'required' };
  }
}
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
    errors[field] = messageFor(issue, valueAt(values, issue.path));
  }
  return { ok: false, errors };
}
