// `order.get`'s `refundDue` (DESIGN.md §18) as a rule of its own: the order view and the refund
// desk both read it, and the desk must not import the order lifecycle that writes it.
import type { OrderStatus, PaymentStatus } from '../../../db/schema';

/** Paid, and cancelled for good: the shop owes the money back. */
export function isRefundDue(status: OrderStatus, paymentStatus: PaymentStatus): boolean {
  return status === 'cancelled' && paymentStatus === 'paid';
}
