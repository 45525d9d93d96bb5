// Input of admin.payments.setSettings (DESIGN.md §18), shared by the router and the console's form:
// each method on or off for goods and for tickets, and the shop's VietQR account. Whether the BIN
// is on the NAPAS list is the service's check (the list lives on the server).
import { z } from 'zod';

/** Stable keys of a refused payment setting (a field's message); the console translates them. */
export const PAYMENT_REFUSALS = [
  'payment-bank',
  'payment-account-number',
  'payment-account-name',
] as const;

export const GOODS_METHOD_IDS = ['cod', 'payos', 'vnpay', 'momo', 'vietqr'] as const;
export const TICKET_METHOD_IDS = ['payos', 'vnpay', 'momo', 'vietqr'] as const;

/**
 * A holder's name as banks print it on a transfer: without diacritics, upper case, single spaces
 * ("Công ty Cáp treo Núi Mây" → "CONG TY CAP TREO NUI MAY").
 */
export function holderName(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toUpperCase()
    .replace(/\s+/g, ' ')
    .trim();
}

const flags = <const Ids extends readonly string[]>(ids: Ids) =>
  z.object(
    Object.fromEntries(ids.map((id) => [id, z.boolean()])) as Record<Ids[number], z.ZodBoolean>,
  );

export const vietQrAccountInput = z.object({
  bankBin: z.string().regex(/^\d{6}$/, { message: 'payment-bank' }),
  /** Digits (a few banks allow letters in chosen account numbers), 6–19 as NAPAS carries. */
  accountNumber: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z]{6,19}$/, { message: 'payment-account-number' }),
  accountName: z
    .string()
    .max(200, { message: 'payment-account-name' })
    .transform(holderName)
    .pipe(z.string().regex(/^[A-Z0-9][A-Z0-9 .-]{1,49}$/, { message: 'payment-account-name' })),
});

export const paymentSettingsInput = z.object({
  methods: z.object({ goods: flags(GOODS_METHOD_IDS), tickets: flags(TICKET_METHOD_IDS) }),
  /** Null: no VietQR account (VietQR is then not offered, whatever its switches say). */
  vietqr: vietQrAccountInput.nullable(),
});

export type PaymentSettingsInput = z.infer<typeof paymentSettingsInput>;
export type MethodSwitches = PaymentSettingsInput['methods'];
