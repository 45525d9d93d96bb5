// A voucher code's shape, without zod: the checkout's first load checks a code with it before
// asking the server (the zod rules load later).

/** 3–32 letters, digits or dashes, upper-case. */
export const VOUCHER_CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{2,31}$/;

/** A code as buyers type it, as the store keeps it: trimmed, upper-case. */
export function normalizeVoucherCode(value: string): string {
  return value.trim().toUpperCase();
}
