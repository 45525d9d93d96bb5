// The checkout form's values → placeOrder's input (loaded after the page starts: zod is the
// largest part of the checkout's code, and the first load does not need it), validated with the procedure's own schema
// (src/lib/validation/checkout.ts) and shown with the spec's messages (§5) per field. Field names
// are the input's paths ("shipping.fullName").
import { z } from 'zod';
import { checkoutInput, type CheckoutInput } from '@/lib/validation/checkout';
import { fieldIssue } from '@/lib/validation/issue-key';
import { ADDRESS_FIELDS } from './types';

export type CheckoutMessageKey = 'required' | 'email' | 'min' | 'max' | 'phone' | 'invalidText';
export interface CheckoutMessage {
  key: CheckoutMessageKey;
  values?: { min?: number; max?: number };
}

export type CheckoutErrors = Partial<Record<string, CheckoutMessage>>;

const CHECKOUT_KEYS: ReadonlySet<string> = new Set<CheckoutMessageKey>([
  'required',
  'email',
  'min',
  'max',
  'phone',
  'invalidText',
]);

/** An issue's stable key (lib/validation/issue-key.ts), shown in the form's own locale. */
export function checkoutMessageFor(issue: z.core.$ZodIssue, raw: unknown): CheckoutMessage {
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) {
    return { key: 'required' };
  }
  const keyed = fieldIssue(issue);
  return keyed && CHECKOUT_KEYS.has(keyed.key)
    ? { key: keyed.key as CheckoutMessageKey, ...(keyed.values ? { values: keyed.values } : {}) }
    : { key: 'required' };
}
function address(form: FormData, prefix: 'shipping' | 'billing'): Record<string, string> {
  return Object.fromEntries(
    ADDRESS_FIELDS.map((field) => [field, String(form.get(`${prefix}.${field}`) ?? '')]),
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
  const result = checkoutInput.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: CheckoutErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.');
    if (!field || errors[field]) continue;
    errors[field] = checkoutMessageFor(issue, valueAt(values, issue.path));
  }
  return { ok: false, errors };
}
