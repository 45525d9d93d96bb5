// Every payment method the shop offers, in the order checkout lists them.
import { cashOnDelivery } from './cod';
import type { PaymentMethod, PaymentMethodId } from './method';
import { payosMethod } from './payos';
import { vietQrMethod } from './vietqr-method';

export function paymentMethods(): PaymentMethod[] {
  return [payosMethod, vietQrMethod, cashOnDelivery];
}

export function findPaymentMethod(id: PaymentMethodId): PaymentMethod | undefined {
  return paymentMethods().find((method) => method.id === id);
}
