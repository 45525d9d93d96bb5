// MoMo's IPN (DESIGN.md §18, POST /api/payments/momo/ipn): the signature over MoMo's fields is
// checked with the partner's keys, then the partner and the requestId the shop sent (MoMo's
// idempotency key, issued equal to the orderId), and the body becomes one PaymentNotice for the
// order lifecycle. MoMo expects 204 for a notification the shop has taken; anything unsigned or
// malformed is answered 400.
import { z } from 'zod';
import { parseNoticeJson, type NoticeReading, type NoticeResult } from '../notice';
import type { MomoSettings } from './momo';
import { IPN_SIGNED_FIELDS, verifyMomo } from './signature';

export const MOMO_IPN_ACTOR = 'momo-ipn';

/** MoMo IPN bodies are under 2 kB. */
export const MOMO_IPN_BODY_LIMIT_BYTES = 16 * 1024;

/** resultCode 1006: the buyer declined the payment in MoMo. */
const BUYER_DECLINED = 1006;

const ipnSchema = z.object({
  partnerCode: z.string().max(50),
  orderId: z.string().max(200),
  requestId: z.string().max(200),
  amount: z.number().int(),
  orderInfo: z.string().max(1000),
  orderType: z.string().max(50),
  transId: z.number().int(),
  resultCode: z.number().int(),
  message: z.string().max(1000),
  payType: z.string().max(50),
  responseTime: z.number().int(),
  extraData: z.string().max(10_000),
  signature: z.string(),
});

export type MomoIpnBody = z.infer<typeof ipnSchema>;

export type MomoRefusal = 'bad-signature' | 'malformed' | 'unknown-order';

export interface MomoIpnOutcome {
  status: 204 | 400;
  result: NoticeResult | MomoRefusal;
}

/** The IPN body as a notice, or why it is not one. */
export function readMomoNotice(
  settings: MomoSettings,
  rawBody: string,
): NoticeReading<MomoRefusal> {
  const parsed = ipnSchema.safeParse(parseNoticeJson(rawBody, 'momo-ipn'));
  if (!parsed.success) return { refused: 'malformed' };
  const ipn = parsed.data;
  const signed = verifyMomo(
    IPN_SIGNED_FIELDS,
    { ...ipn, accessKey: settings.accessKey },
    ipn.signature,
    settings.secretKey,
  );
  if (!signed) {
    console.warn('[momo-ipn] refused: bad signature', { orderId: ipn.orderId });
    return { refused: 'bad-signature' };
  }
  if (
    ipn.partnerCode !== settings.partnerCode ||
    !/^\d{1,16}$/.test(ipn.orderId) ||
    ipn.requestId !== ipn.orderId
  ) {
    console.warn(`[momo-ipn] signed, but not an attempt of this shop: ${ipn.orderId}`);
    return { refused: 'unknown-order' };
  }
  return {
    notice: {
      method: 'momo',
      providerOrderCode: Number(ipn.orderId),
      outcome:
        ipn.resultCode === 0 ? 'paid' : ipn.resultCode === BUYER_DECLINED ? 'declined' : 'failed',
      amount: ipn.amount,
      currency: 'VND',
      reference: String(ipn.transId),
      actor: MOMO_IPN_ACTOR,
    },
  };
}

/** What MoMo hears: 204 for a notice taken (even one naming no attempt of ours), else 400. */
export function momoAnswer(result: NoticeResult | MomoRefusal): MomoIpnOutcome {
  const status = result === 'bad-signature' || result === 'malformed' ? 400 : 204;
  return { status, result };
}
