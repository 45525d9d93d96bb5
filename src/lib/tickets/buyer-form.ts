// The ticket buyer's fields (full name, phone, email) validated with the shop's shared rules and
// shown with the spec's messages (§5) in the page's language.
import { z } from 'zod';
import { emailSchema, phoneSchema } from '@/lib/validation/checkout';
import {
  checkoutMessageFor,
  type CheckoutErrors,
  type CheckoutMessage,
} from '@/lib/cart/checkout-message';

// The procedure's own buyer rules (full name, email, phone).
export { ticketBuyerSchema } from './ticket-schemas';

/** Parses form values with a schema; on failure the first message per field. */
export function validateFields<S extends z.ZodType>(
  schema: S,
  values: Record<string, unknown>,
): { ok: true; data: z.infer<S> } | { ok: false; errors: CheckoutErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: CheckoutErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || String(Object.keys(values)[0] ?? '');
    if (errors[field]) continue;
    errors[field] = checkoutMessageFor(
      issue,
      issue.path.length ? values[String(issue.path[0])] : undefined,
    );
  }
  return { ok: false, errors };
}

/**
 * A contact typed in one box: an email when it has an @, else a phone number (the order or
 * ticket is opened with the one the buyer gave at checkout).
 */
export function contactFromText(
  text: string,
):
  | { ok: true; contact: { email: string } | { phone: string } }
  | { ok: false; error: CheckoutMessage } {
  const value = text.trim();
  if (!value) return { ok: false, error: { key: 'required' } };
  if (value.includes('@')) {
    const email = emailSchema.safeParse(value);
    return email.success
      ? { ok: true, contact: { email: email.data } }
      : { ok: false, error: { key: 'email' } };
  }
  const phone = phoneSchema.safeParse(value);
  return phone.success
    ? { ok: true, contact: { phone: phone.data } }
    : { ok: false, error: { key: 'phone' } };
}
