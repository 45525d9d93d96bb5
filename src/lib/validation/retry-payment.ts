// `order.retryPayment` (issue 38): "Thử lại" or "Chọn cách thanh toán khác" after a failed online
// payment. The order is proved the caller's as order.get proves it (account, or the contact given
// at checkout); the new order gets the client's fresh idempotency key.
import { z } from 'zod';
import { visitDateSchema } from '@/lib/tickets/ticket-schemas';
import {
  idempotencyKeySchema,
  orderCodeSchema,
  orderContactSchema,
  PAYMENT_METHOD_IDS,
} from './checkout';

export const retryPaymentInput = z.object({
  orderCode: orderCodeSchema,
  contact: orderContactSchema.optional(),
  paymentMethod: z.enum(PAYMENT_METHOD_IDS),
  idempotencyKey: idempotencyKeySchema,
  locale: z.enum(['vi', 'en']).default('vi'),
  /** Tickets: one of the nearest days offered when the failed order's day has no room left. */
  visitDate: visitDateSchema.optional(),
});

export type RetryPaymentInput = z.infer<typeof retryPaymentInput>;
