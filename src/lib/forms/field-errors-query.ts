// A plain form's field errors carried in an address: the route handler that refused a
// form sends the visitor back to the form's page with them, and the page shows each under its
// field. Only known fields and known message keys are read back: the address is anyone's to type.
import type { CheckoutErrors, CheckoutMessage, CheckoutMessageKey } from '@/lib/cart/checkout-form';

const PREFIX = 'e.';
const MESSAGE_KEYS: readonly CheckoutMessageKey[] = [
  'required',
  'email',
  'min',
  'max',
  'phone',
  'invalidText',
];

/** Adds `e.<field>=<key>` (or `<key>:<limit>`) for each of `fields` that has an error. */
export function writeFieldErrors(
  query: URLSearchParams,
  errors: CheckoutErrors,
  fields: readonly string[],
): void {
  for (const field of fields) {
    const message = errors[field];
    if (!message) continue;
    const limit = message.values?.max ?? message.values?.min;
    query.set(`${PREFIX}${field}`, limit === undefined ? message.key : `${message.key}:${limit}`);
  }
}

/** The errors of `fields` in `query`; unknown keys are dropped. */
export function readFieldErrors(query: URLSearchParams, fields: readonly string[]): CheckoutErrors {
  const errors: CheckoutErrors = {};
  for (const field of fields) {
    const [key, limit] = (query.get(`${PREFIX}${field}`) ?? '').split(':');
    if (!MESSAGE_KEYS.includes(key as CheckoutMessageKey)) continue;
    const message: CheckoutMessage = { key: key as CheckoutMessageKey };
    if (limit && /^\d{1,4}$/.test(limit)) {
      message.values = key === 'min' ? { min: Number(limit) } : { max: Number(limit) };
    }
    errors[field] = message;
  }
  return errors;
}
