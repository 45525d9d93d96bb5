// Checkout input (DESIGN.md §17 `checkout.placeOrder`, spec §3 "Shipping info", §5 messages).
// Plain zod with no server imports: the checkout form validates with these very rules, and the
// procedure parses its input with them. Every visitor-typed text passes the shared text rule.
import { z } from 'zod';
import { emailSchema, INVALID_EMAIL_MESSAGE } from './email';
import { provinceCodeSchema, wardCodeSchema } from './geo';
import { invoiceInput } from './invoice';
import { INVALID_PHONE_MESSAGE, phoneSchema } from './phone';
import { optionalVoucherCodeSchema } from '@/lib/vouchers/voucher-code';
import { optionalTextField, PERSON_NAME_MIN, REQUIRED_MESSAGE, textField } from './text';

export { emailSchema, INVALID_EMAIL_MESSAGE, INVALID_PHONE_MESSAGE, phoneSchema };

/** A guest's cart id, kept in `cart_session_id`: `guest_<base-36 time>_<≥128-bit random>`. */
export const GUEST_CART_ID_PATTERN = /^guest_[0-9a-z]{6,12}_[A-Za-z0-9_-]{22,64}$/;
export const guestCartIdSchema = z
  .string()
  .max(100)
  .regex(GUEST_CART_ID_PATTERN, { message: 'Mã giỏ hàng không hợp lệ' });

/** A client's key for one submit (retries and double clicks send the same key). */
export const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,128}$/, { message: 'Khóa yêu cầu không hợp lệ' });

export const ADDRESS_LIMITS = {
  fullName: 100,
  address: 200,
  city: 100,
  state: 100,
  postalCode: 12,
  notes: 1000,
} as const;

export const addressSchema = z.object({
  fullName: textField({ max: ADDRESS_LIMITS.fullName, min: PERSON_NAME_MIN }),
  phone: phoneSchema,
  address: textField({ max: ADDRESS_LIMITS.address }),
  city: textField({ max: ADDRESS_LIMITS.city }),
  state: textField({ max: ADDRESS_LIMITS.state }),
  /** ISO 3166-1 alpha-2; Việt Nam unless the buyer says otherwise. */
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, { message: 'Mã quốc gia không hợp lệ' })
    .default('VN'),
  postalCode: optionalTextField({ max: ADDRESS_LIMITS.postalCode }),
});

export const SHIPPING_VIETNAM_ONLY_MESSAGE = 'Chỉ giao hàng trong Việt Nam';

/**
 * Goods ship within Việt Nam only; the buyer's phone and billing address may be from anywhere.
 * Since 1 July 2025 a Vietnamese address has two levels: the province and the ward are chosen
 * from the list (codes; the server checks the ward is the province's and stores their names), and
 * `address` is the street, in free text.
 */
export const shippingAddressSchema = addressSchema.omit({ city: true, state: true }).extend({
  provinceCode: provinceCodeSchema,
  wardCode: wardCodeSchema,
  country: addressSchema.shape.country.pipe(
    z.literal('VN', { message: SHIPPING_VIETNAM_ONLY_MESSAGE }),
  ),
});

export const PAYMENT_METHOD_IDS = ['payos', 'vnpay', 'momo', 'vietqr', 'cod'] as const;
export type PaymentMethodId = (typeof PAYMENT_METHOD_IDS)[number];
/** Methods whose attempt is paid outside the shop: a link, a wallet or a bank transfer. */
export const PAID_OUTSIDE_METHOD_IDS = [
  'payos',
  'vnpay',
  'momo',
  'vietqr',
] as const satisfies readonly PaymentMethodId[];
/** The bank transfer an operator confirms on seeing it arrive ("Đã nhận chuyển khoản"). */
export const TRANSFER_METHOD_ID = 'vietqr' satisfies PaymentMethodId;
/** Cash on delivery, confirmed when placed and paid when the courier brings the money. */
export const CASH_METHOD_ID = 'cod' satisfies PaymentMethodId;

/**
 * An order with nothing left to pay (a voucher covering the total, shipping included) is recorded
 * as `free` and confirmed without a provider. The server decides it from its own total: a client
 * may send `free` (the checkout shows "Miễn phí" instead of the methods), never make an order so.
 */
export const FREE_METHOD_ID = 'free';
export const ORDER_METHOD_IDS = [...PAYMENT_METHOD_IDS, FREE_METHOD_ID] as const;
export type OrderMethodId = (typeof ORDER_METHOD_IDS)[number];

export const checkoutInput = z
  .object({
    cartId: guestCartIdSchema,
    idempotencyKey: idempotencyKeySchema,
    contact: z.object({ email: emailSchema, phone: phoneSchema }),
    shipping: shippingAddressSchema,
    billingSameAsShipping: z.boolean().default(true),
    billing: addressSchema.optional(),
    notes: optionalTextField({ max: ADDRESS_LIMITS.notes, multiline: true }),
    paymentMethod: z.enum(ORDER_METHOD_IDS),
    locale: z.enum(['vi', 'en']).default('vi'),
    voucherCode: optionalVoucherCodeSchema,
    /** "Xuất hóa đơn công ty" (DESIGN.md §18): a company's or a citizen-ID invoice request. */
    invoice: invoiceInput.optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.billingSameAsShipping && !value.billing) {
      ctx.addIssue({ code: 'custom', path: ['billing'], message: REQUIRED_MESSAGE });
    }
  });

export type CheckoutInput = z.infer<typeof checkoutInput>;
export type CheckoutFormValues = z.input<typeof checkoutInput>;
export type Address = z.infer<typeof addressSchema>;
export type ShippingAddressInput = z.infer<typeof shippingAddressSchema>;

/** `contact` wherever a guest opens an order: the phone or the email given at checkout. */
export const orderContactSchema = z
  .object({ phone: phoneSchema.optional(), email: emailSchema.optional() })
  .refine((value) => value.phone !== undefined || value.email !== undefined, {
    message: REQUIRED_MESSAGE,
  });

export const ORDER_CODE_PATTERN = /^NM-[0-9A-HJKMNP-TV-Z]{8}$/;
export const orderCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .pipe(z.string().regex(ORDER_CODE_PATTERN, { message: 'Mã đơn hàng không hợp lệ' }));
