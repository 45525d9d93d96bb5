// VNPay 2.1.0 (DESIGN.md §18, method id `vnpay`): the browser goes to VNPay's payment page with the
// `vnp_*` parameters signed (vnpay-signature.ts). Each attempt gets a fresh numeric vnp_TxnRef
// (stored as the payment's provider order code), the server's own total × 100 as vnp_Amount, and
// a 15-minute vnp_ExpireDate. VNPay tells the shop through the IPN (./notice.ts); the
// return URL only shows the order's state. VNPay offers no way to close an unpaid payment URL:
// a cancelled order's URL stays payable until it expires, and money that arrives then is recorded
// by the same paid path (reinstated, or a refund due), as for PayOS.
import { isIP } from 'node:net';
import { env } from '@/env';
import type { OrderForPayment, PaymentMethod, PaymentStart } from '../method';
import { checkoutReturnUrls, newProviderOrderCode } from '../payos/payos';
import { queryVnpayAttempt, VNPAY_PRODUCTION_API_URL } from './query';
import { signedVnpayQuery, vnpayTime, type VnpayParams } from './signature';

/** VNPay's payment URL lives this long; the order expires with it. */
export const VNPAY_TTL_MS = 15 * 60_000;

export interface VnpaySettings {
  tmnCode: string;
  hashSecret: string;
  /** The vpcpay.html page the browser is sent to. */
  paymentUrl: string;
  /** The merchant API querydr is posted to (query.ts). */
  apiUrl: string;
}

/** VNPay's production payment page; the sandbox's is set by env.ts when PAYMENT_SANDBOX=1. */
export const VNPAY_PRODUCTION_URL = 'https://pay.vnpay.vn/vpcpay.html';

/** VNPay as this deployment configures it, or null when it is not. */
export function vnpaySettings(): VnpaySettings | null {
  if (!env.VNPAY_TMN_CODE || !env.VNPAY_HASH_SECRET) return null;
  return {
    tmnCode: env.VNPAY_TMN_CODE,
    hashSecret: env.VNPAY_HASH_SECRET,
    paymentUrl: env.VNPAY_PAYMENT_URL ?? VNPAY_PRODUCTION_URL,
    apiUrl: env.VNPAY_API_URL ?? VNPAY_PRODUCTION_API_URL,
  };
}

/** ASCII order description: VNPay asks for Vietnamese without accents and no special signs. */
export function vnpayOrderInfo(orderCode: string): string {
  return `Thanh toan don hang ${orderCode}`;
}

/** Stands in for the buyer's address when an order did not come from a web request. */
export const VNPAY_NO_CLIENT_IP = '127.0.0.1';

/**
 * vnp_IpAddr: the buyer's address, which VNPay requires and checks for fraud. An order placed by a
 * script, or from an address the server could not resolve, sends the loopback address instead.
 */
export function vnpayIpAddr(clientIp: string | undefined): string {
  return clientIp && isIP(clientIp) ? clientIp : VNPAY_NO_CLIENT_IP;
}

/** The signed payment URL of one attempt; `now` and the settings are the test seams. */
export function startVnpayPayment(
  settings: Pick<VnpaySettings, 'tmnCode' | 'hashSecret' | 'paymentUrl'>,
  order: OrderForPayment,
  options: { siteUrl: string; now?: Date },
): PaymentStart {
  if (order.currency !== 'VND') throw new Error(`VNPay takes VND only, not ${order.currency}`);
  if (!Number.isSafeInteger(order.totalAmount * 100) || order.totalAmount <= 0) {
    throw new Error(`VNPay amount out of range: ${order.totalAmount}`);
  }
  const now = options.now ?? new Date();
  // Never past a deadline the order already has (a ticket's visit day). Whole seconds: VNPay's.
  const deadline =
    Math.floor(
      Math.min(
        now.getTime() + VNPAY_TTL_MS,
        order.expiresAt ? Date.parse(order.expiresAt) : Infinity,
      ) / 1000,
    ) * 1000;
  const txnRef = newProviderOrderCode(now.getTime());
  const params: VnpayParams = {
    vnp_Version: '2.1.0',
    vnp_Command: 'pay',
    vnp_TmnCode: settings.tmnCode,
    vnp_Amount: String(order.totalAmount * 100),
    vnp_CurrCode: 'VND',
    vnp_TxnRef: String(txnRef),
    vnp_OrderInfo: vnpayOrderInfo(order.orderCode),
    vnp_OrderType: 'other',
    vnp_Locale: order.locale === 'en' ? 'en' : 'vn',
    vnp_ReturnUrl: checkoutReturnUrls(options.siteUrl, order).returnUrl,
    vnp_IpAddr: vnpayIpAddr(order.clientIp),
    vnp_CreateDate: vnpayTime(now),
    vnp_ExpireDate: vnpayTime(new Date(deadline)),
  };
  return {
    status: 'pending',
    checkoutUrl: `${settings.paymentUrl}?${signedVnpayQuery(params, settings.hashSecret)}`,
    providerOrderCode: txnRef,
    expiresAt: new Date(deadline).toISOString(),
    // querydr must repeat this exact string (query.ts): kept on the payment row.
    providerCreatedAt: params.vnp_CreateDate,
  };
}

export const vnpayMethod: PaymentMethod = {
  id: 'vnpay',
  kinds: ['goods', 'tickets'],
  ttlMs: VNPAY_TTL_MS,
  isAvailable: () => Promise.resolve(vnpaySettings() !== null),
  start(store, order) {
    void store;
    const settings = vnpaySettings();
    if (!settings) return Promise.reject(new Error('VNPay is not configured'));
    return Promise.resolve(startVnpayPayment(settings, order, { siteUrl: env.SITE_URL }));
  },
  queryAttempt(attempt) {
    const settings = vnpaySettings();
    if (!settings) return Promise.reject(new Error('VNPay is not configured'));
    return queryVnpayAttempt(settings, attempt);
  },
};
