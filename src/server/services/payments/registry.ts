// Every payment method the shop offers, in the order checkout lists them (the first is preselected:
// cash on delivery for goods, which needs no redirect; tickets start at PayOS).
import { cashOnDelivery } from './cod';
import { momoMethod } from './momo/momo';
import type { PaymentMethod, PaymentMethodId } from './method';
import { payosMethod } from './payos/payos';
import { vietQrMethod } from './vietqr/vietqr-method';
import { vnpayMethod } from './vnpay/vnpay';

export function paymentMethods(): PaymentMethod[] {
  return [cashOnDelivery, payosMethod, vnpayMethod, momoMethod, vietQrMethod];
}

export function findPaymentMethod(id: PaymentMethodId): PaymentMethod | undefined {
  return paymentMethods().find((method) => method.id === id);
}
