// The invoice fieldset's values → the `invoice` input of both placeOrders, validated with the
// schema of the kind the buyer chose (so each field gets its own message), field names
// "invoice.<field>". Nothing when the box "Xuất hóa đơn công ty" is not ticked.
import { z } from 'zod';
import type { CheckoutErrors, CheckoutMessage } from '@/lib/cart/checkout-form';
import { INVALID_EMAIL_MESSAGE } from '@/lib/validation/email';
import {
  companyInvoiceSchema,
  INVALID_CITIZEN_ID_MESSAGE,
  INVALID_TAX_CODE_MESSAGE,
  personInvoiceSchema,
  type InvoiceInput,
} from '@/lib/validation/invoice';
import { INVALID_TEXT_MESSAGE, REQUIRED_MESSAGE } from '@/lib/validation/text';

export const INVOICE_FIELDS = {
  company: ['companyName', 'taxCode', 'address', 'email'],
  person: ['citizenId', 'fullName', 'email'],
} as const;

export type InvoiceKind = keyof typeof INVOICE_FIELDS;

function messageFor(issue: z.core.$ZodIssue, raw: unknown): CheckoutMessage {
  if (typeof raw !== 'string' || raw.trim() === '') return { key: 'required' };
  if (issue.message === INVALID_TAX_CODE_MESSAGE) return { key: 'taxCode' };
  if (issue.message === INVALID_CITIZEN_ID_MESSAGE) return { key: 'citizenId' };
  if (issue.message === INVALID_EMAIL_MESSAGE) return { key: 'email' };
  if (issue.message === INVALID_TEXT_MESSAGE) return { key: 'invalidText' };
  if (issue.message === REQUIRED_MESSAGE) return { key: 'required' };
  if (issue.code === 'too_big') return { key: 'max', values: { max: Number(issue.maximum) } };
  if (issue.code === 'too_small') return { key: 'min', values: { min: Number(issue.minimum) } };
  return { key: 'required' };
}

export type InvoiceValidation =
  { ok: true; data: InvoiceInput | undefined } | { ok: false; errors: CheckoutErrors };

/** The request in the form, if the buyer asked for an invoice, checked field by field. */
export function validateInvoice(form: FormData): InvoiceValidation {
  if (form.get('invoice.requested') === null) return { ok: true, data: undefined };
  const kind: InvoiceKind = form.get('invoice.kind') === 'person' ? 'person' : 'company';
  const values = Object.fromEntries(
    INVOICE_FIELDS[kind].map((field) => [field, String(form.get(`invoice.${field}`) ?? '')]),
  );
  const schema = kind === 'company' ? companyInvoiceSchema : personInvoiceSchema;
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: CheckoutErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    const name = `invoice.${field}`;
    if (!field || errors[name]) continue;
    errors[name] = messageFor(issue, values[field]);
  }
  return { ok: false, errors };
}
