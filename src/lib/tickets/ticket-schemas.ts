// Ticket inputs (DESIGN.md §17 `ticket.*`, `order.requestRefund`). Plain zod with no server
// imports: the booking, exchange and refund forms validate with these very rules, and the
// procedures parse their input with them. Every visitor-typed text passes the shared text rule.
import { z } from 'zod';
import { isDay } from '@/lib/calendar';
import { invoiceInput } from '@/lib/validation/invoice';
import {
  emailSchema,
  FREE_METHOD_ID,
  idempotencyKeySchema,
  orderCodeSchema,
  orderContactSchema,
  phoneSchema,
} from '../validation/checkout';
import { PERSON_NAME_MIN, textField } from '../validation/text';
import { optionalVoucherCodeSchema } from '../vouchers/voucher-code';
import { MAX_PER_TYPE } from './ticket-quote';

/** At most this many tickets of one type per order (one figure with the booking page's). */
export const MAX_TICKETS_PER_TYPE = MAX_PER_TYPE;
/** Anything above this is not a booking at all (refused as malformed, before any rule). */
export const QUANTITY_CEILING = 1000;
export const INVALID_DATE_MESSAGE = 'Ngày không hợp lệ';

export const visitDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: INVALID_DATE_MESSAGE })
  .refine(isDay, { message: INVALID_DATE_MESSAGE });

/** A ticket's content id, e.g. `ve-nguoi-lon` (unknown ids are NOT_FOUND, from the service). */
export const ticketTypeSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,79}$/, { message: 'Loại vé không hợp lệ' });

export const ticketQuantitySchema = z
  .number({ message: 'Số lượng không hợp lệ' })
  .int({ message: 'Số lượng không hợp lệ' })
  .min(1, { message: 'Số lượng tối thiểu là 1' })
  .max(QUANTITY_CEILING, { message: `Số lượng tối đa là ${MAX_TICKETS_PER_TYPE}` });

export const TICKET_PAYMENT_METHOD_IDS = ['payos', 'vnpay', 'momo', 'vietqr'] as const;
/** What a booking may send: a method, or `free` when its quote is 0 đ (the server decides). */
export const TICKET_ORDER_METHOD_IDS = [...TICKET_PAYMENT_METHOD_IDS, FREE_METHOD_ID] as const;

export const ticketBuyerSchema = z.object({
  fullName: textField({ max: 100, min: PERSON_NAME_MIN }),
  email: emailSchema,
  phone: phoneSchema,
});

export const ticketPlaceOrderInput = z.object({
  idempotencyKey: idempotencyKeySchema,
  visitDate: visitDateSchema,
  lines: z
    .array(z.object({ ticketType: ticketTypeSchema, quantity: ticketQuantitySchema }))
    .min(1, { message: 'Vui lòng chọn ít nhất một vé' })
    .max(10),
  buyer: ticketBuyerSchema,
  paymentMethod: z.enum(TICKET_ORDER_METHOD_IDS),
  locale: z.enum(['vi', 'en']).default('vi'),
  voucherCode: optionalVoucherCodeSchema,
  /** "Xuất hóa đơn công ty" (DESIGN.md §18): a company's or a citizen-ID invoice request. */
  invoice: invoiceInput.optional(),
  /** The waiting list's offer token from its mail (§20): the booking takes the held seats. */
  waitlistOffer: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, { message: 'Liên kết không hợp lệ' })
    .optional(),
});
export type TicketPlaceOrderInput = z.infer<typeof ticketPlaceOrderInput>;
/** One line of a ticket selection or order: a ticket type and how many. */
export type TicketLine = TicketPlaceOrderInput['lines'][number];

export const availabilityInput = z.object({ from: visitDateSchema, to: visitDateSchema });

/** `ticket.quote` (DESIGN.md §20): a selection priced, and its cheapest form when cheaper. */
export const ticketQuoteInput = z.object({
  visitDate: visitDateSchema,
  lines: ticketPlaceOrderInput.shape.lines,
  voucherCode: optionalVoucherCodeSchema,
  locale: z.enum(['vi', 'en']).default('vi'),
});
export type TicketQuoteInput = z.infer<typeof ticketQuoteInput>;

export const TICKET_CODE_PATTERN = /^VE-[0-9A-HJKMNP-TV-Z]{10}$/;
export const ticketCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .pipe(z.string().regex(TICKET_CODE_PATTERN, { message: 'Mã vé không hợp lệ' }));

export const accessKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{22,64}$/, { message: 'Mã vé không hợp lệ' });

export const ticketGetInput = z.union([
  z.object({ accessKey: accessKeySchema, locale: z.enum(['vi', 'en']).default('vi') }),
  z.object({
    code: ticketCodeSchema,
    contact: orderContactSchema,
    locale: z.enum(['vi', 'en']).default('vi'),
  }),
]);

export const ticketBookingInput = z.object({
  accessKey: accessKeySchema,
  locale: z.enum(['vi', 'en']).default('vi'),
});

export const requestExchangeInput = z.object({
  code: ticketCodeSchema,
  contact: orderContactSchema,
  newDate: visitDateSchema,
  /** Every valid ticket of the code's order moves, all or none. */
  wholeBooking: z.boolean().optional(),
  /** The language of the answer and of the new e-ticket's mail; default the order's. */
  locale: z.enum(['vi', 'en']).optional(),
});

export const requestRefundInput = z.object({
  orderCode: orderCodeSchema,
  contact: orderContactSchema,
  reason: textField({ max: 1000, multiline: true }),
  /** The SKUs of the order's lines asked for (goods); absent: the whole order. */
  lines: z
    .array(
      z
        .string()
        .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/, { message: 'Mã sản phẩm không hợp lệ' }),
    )
    .min(1)
    .max(50)
    .optional(),
  /** DESIGN.md §20: the tickets given back (codes, unscanned); absent: the whole order. */
  ticketCodes: z.array(ticketCodeSchema).min(1).max(200).optional(),
});
