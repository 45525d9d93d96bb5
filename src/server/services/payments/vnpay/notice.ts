// VNPay's IPN (DESIGN.md §18, GET /api/payments/vnpay/ipn): the signature over the query's vnp_*
// parameters is checked, then the query becomes one PaymentNotice for the order lifecycle, and its
// result is answered in VNPay's codes, in the order VNPay's merchant guide checks them: signature
// (97), order (01), amount (04), already confirmed (02). VNPay retries until it reads 00 or 02, so
// a decided case answers one of those.
import type { NoticeReading, NoticeResult } from '../notice';
import { verifyVnpay, vnpayParamsOf } from './signature';
import type { VnpaySettings } from './vnpay';

export const VNPAY_IPN_ACTOR = 'vnpay-ipn';

export interface VnpayIpnAnswer {
  RspCode: '00' | '01' | '02' | '04' | '97' | '99';
  Message: string;
}

export const VNPAY_ANSWERS = {
  confirmed: { RspCode: '00', Message: 'Confirm Success' },
  notFound: { RspCode: '01', Message: 'Order not found' },
  already: { RspCode: '02', Message: 'Order already confirmed' },
  amount: { RspCode: '04', Message: 'Invalid amount' },
  signature: { RspCode: '97', Message: 'Invalid signature' },
  other: { RspCode: '99', Message: 'Unknown error' },
} as const satisfies Record<string, VnpayIpnAnswer>;

/** vnp_ResponseCode 24: the buyer cancelled on VNPay's page. */
const BUYER_CANCELLED = '24';

export type VnpayRefusal = 'bad-signature' | 'unknown-order' | 'malformed';

const ANSWER_OF: Record<NoticeResult | VnpayRefusal, VnpayIpnAnswer> = {
  paid: VNPAY_ANSWERS.confirmed,
  cancelled: VNPAY_ANSWERS.confirmed,
  noted: VNPAY_ANSWERS.confirmed,
  duplicate: VNPAY_ANSWERS.already,
  'unknown-order': VNPAY_ANSWERS.notFound,
  'amount-mismatch': VNPAY_ANSWERS.amount,
  'not-pending': VNPAY_ANSWERS.confirmed,
  'bad-signature': VNPAY_ANSWERS.signature,
  malformed: VNPAY_ANSWERS.other,
};

/** The IPN's query as a notice, or why it is not one. */
export function readVnpayNotice(
  settings: VnpaySettings,
  query: URLSearchParams,
): NoticeReading<VnpayRefusal> {
  const params = vnpayParamsOf(query);
  if (!verifyVnpay(params, settings.hashSecret)) {
    console.warn('[vnpay-ipn] refused: bad signature', { txnRef: params.vnp_TxnRef ?? null });
    return { refused: 'bad-signature' };
  }
  const txnRef = params.vnp_TxnRef ?? '';
  const amount = params.vnp_Amount ?? '';
  if (params.vnp_TmnCode !== settings.tmnCode || !/^\d{1,16}$/.test(txnRef)) {
    console.warn('[vnpay-ipn] signed, but not for this merchant or not an attempt of ours');
    return { refused: 'unknown-order' };
  }
  if (!/^\d{1,17}$/.test(amount)) return { refused: 'malformed' };
  const hundredths = Number(amount);
  const success = params.vnp_ResponseCode === '00' && params.vnp_TransactionStatus === '00';
  return {
    notice: {
      method: 'vnpay',
      providerOrderCode: Number(txnRef),
      outcome: success
        ? 'paid'
        : params.vnp_ResponseCode === BUYER_CANCELLED
          ? 'declined'
          : 'failed',
      // vnp_Amount is đồng × 100: anything not a whole đồng cannot match the order.
      amount: hundredths % 100 === 0 ? hundredths / 100 : Number.NaN,
      currency: 'VND',
      reference: params.vnp_TransactionNo ?? null,
      actor: VNPAY_IPN_ACTOR,
    },
  };
}

/** VNPay's { RspCode, Message } for what happened to its notice. */
export function vnpayAnswer(result: NoticeResult | VnpayRefusal): VnpayIpnAnswer {
  return ANSWER_OF[result];
}
