// VietQR bank transfer as a payment method (DESIGN.md §14): the order page shows the QR and the
// transfer details; the payment stays pending until an operator sees the money arrive, or the
// order expires (24 hours; never after a deadline the order already carries, e.g. a visit day).
import type { OrderForPayment, PaymentMethod, PaymentStart } from '../method';
import { buildVietQrPayload, getVietQrAccount, type VietQrAccount } from './vietqr';

export const VIETQR_TRANSFER_TTL_MS = 24 * 60 * 60_000;

export function startVietQrPayment(
  account: VietQrAccount,
  order: OrderForPayment,
  now: Date = new Date(),
): PaymentStart {
  const deadline = Math.min(
    now.getTime() + VIETQR_TRANSFER_TTL_MS,
    order.expiresAt ? Date.parse(order.expiresAt) : Infinity,
  );
  return {
    status: 'pending',
    qrPayload: buildVietQrPayload(account, {
      amount: order.totalAmount,
      content: order.orderCode,
    }),
    expiresAt: new Date(deadline).toISOString(),
  };
}

export const vietQrMethod: PaymentMethod = {
  id: 'vietqr',
  kinds: ['goods', 'tickets'],
  ttlMs: VIETQR_TRANSFER_TTL_MS,
  async isAvailable(store) {
    return (await getVietQrAccount(store)) !== null;
  },
  async start(store, order) {
    const account = await getVietQrAccount(store);
    if (!account) throw new Error('VietQR transfer is not configured (vietqr_* settings)');
    return startVietQrPayment(account, order);
  },
};
