// Phone numbers from anywhere: typed in the national form of Việt Nam (`0912 345 678`)
// or with a country code (`+44 7700 900123`, `0044…`), stored in E.164 (`+84912345678`), shown
// in Việt Nam's national form when Vietnamese and in the international form otherwise. Plain zod
// and libphonenumber-js (its small metadata), so the browser's forms share the server's rule.
import { parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js/min';
import { z } from 'zod';
import { textField } from './text';

export const INVALID_PHONE_MESSAGE = 'Số điện thoại không hợp lệ';
/** A number typed without a country code is Vietnamese. */
export const DEFAULT_PHONE_REGION = 'VN';
const VIETNAM_CALLING_CODE = '84';
export const PHONE_MAX = 32;

function parsed(value: string): PhoneNumber | null {
  return parsePhoneNumberFromString(value, DEFAULT_PHONE_REGION) ?? null;
}

/**
 * The number in E.164, or null when it cannot be a phone number. Abroad, the length must be
 * possible for the country (new ranges open faster than any bundled list, so no stricter check);
 * in Việt Nam it keeps the shop's old rule: 9 or 10 digits after the 0 or +84.
 */
export function toE164(value: string): string | null {
  const phone = parsed(value);
  if (!phone || !phone.isPossible()) return null;
  if (phone.countryCallingCode === VIETNAM_CALLING_CODE && !/^\d{9,10}$/.test(phone.nationalNumber))
    return null;
  return phone.number;
}

/**
 * How a stored number reads: `0912 345 678` for Việt Nam, `+44 7700 900123` otherwise. A value
 * that does not parse (a row older than this rule) is shown as it was stored.
 */
export function formatPhone(stored: string): string {
  const phone = parsed(stored);
  if (!phone) return stored;
  return phone.countryCallingCode === VIETNAM_CALLING_CODE
    ? phone.formatNational()
    : phone.formatInternational();
}

/** Whether two numbers, as typed or stored in any form, are the same phone. */
export function samePhone(a: string, b: string): boolean {
  const left = toE164(a);
  return left !== null && left === toE164(b);
}

/** A required phone under the shared text rule, parsed into E.164. */
export const phoneSchema = textField({ max: PHONE_MAX }).transform((value, ctx) => {
  const e164 = toE164(value);
  if (e164 === null) {
    ctx.addIssue({ code: 'custom', message: INVALID_PHONE_MESSAGE, params: { key: 'phone' } });
    return z.NEVER;
  }
  return e164;
});
