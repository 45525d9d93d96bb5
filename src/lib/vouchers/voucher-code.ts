// A voucher code as buyers type it and as the store keeps it (upper-case). Its own module, with
// nothing but zod: the checkout and ticket schemas import it without a cycle.
import { z } from 'zod';
import { VOUCHER_CODE_PATTERN } from './voucher-pattern';

export const INVALID_VOUCHER_CODE_MESSAGE = 'Mã giảm giá không hợp lệ';

/** Buyers may type it in lower case or with spaces around. */
export const voucherCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .pipe(z.string().regex(VOUCHER_CODE_PATTERN, { message: INVALID_VOUCHER_CODE_MESSAGE }));

/** What a buyer's form sends: an empty field means no voucher. */
export const optionalVoucherCodeSchema = z
  .string()
  .trim()
  .max(64)
  .optional()
  .transform((value) => (value ? value : undefined))
  .pipe(voucherCodeSchema.optional());
