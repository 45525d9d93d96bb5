// Every payment method the shop offers, in the order checkout lists them (the first is preselected:
// cash on delivery for goods, which needs no redirect; tickets start at PayOS).
import { cashOnDelivery } from './cod';
import { momoMethod } from './momo/momo';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { TRANSFER_METHOD_ID } from '@/lib/validation/checkout';
import type { PaymentMethod, PaymentMethodId, TransferDetails } from './method';
import { payosMethod } from './payos/payos';
import { transferDetailsOf } from './vietqr/vietqr';
import { vietQrMethod } from './vietqr/vietqr-method';
import { vnpayMethod } from './vnpay/vnpay';

export function paymentMethods(): PaymentMethod[] {
  return [cashOnDelivery, payosMethod, vnpayMethod, momoMethod, vietQrMethod];
}

export function findPaymentMethod(id: PaymentMethodId): PaymentMethod | undefined {
  return paymentMethods().find((method) => method.id === id);
}

/** What the order page shows for an open attempt paid by bank transfer; null for other methods. */
export function transferDetailsFor(
  store: { db: Kysely<Database> },
  method: string,
  payload: string,
): Promise<TransferDetails | null> {
  return method === TRANSFER_METHOD_ID ? transferDetailsOf(store, payload) : Promise.resolve(null);
}
