// The invoice fieldset's values → the `invoice` input of both placeOrders, validated with the
// schema of the kind the buyer chose (so each field gets its own message), field names
// "invoice.<field>". Nothing when the box "Xuất hóa đơn công ty" is not ticked.
import { checkoutMessageFor, type CheckoutErrors } from '@/lib/cart/checkout-message';
import {
  companyInvoiceSchema,
  personInvoiceSchema,
  type InvoiceInput,
} from '@/lib/validation/invoice';

export const INVOICE_FIELDS = {
  company: ['companyName', 'taxCode', 'address', 'email'],
  person: ['citizenId', 'fullName', 'email'],
} as const;

export type InvoiceKind = keyof typeof INVOICE_FIELDS;

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
    errors[name] = checkoutMessageFor(issue, values[field]);
  }
  return { ok: false, errors };
}
