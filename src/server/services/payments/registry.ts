// Every payment method the shop offers, in the order checkout lists them.
import { cashOnDelivery } from './cod';
import type { PaymentMethod, PaymentMethodId } from './method';

export function paymentMethods(): PaymentMethod[] {
  return [cashOnDelivery];
}

export function findPaymentMethod(id: PaymentMethodId): PaymentMethod | undefined {
  return paymentMethods().find((method) => method.id === id);
}
