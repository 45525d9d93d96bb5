// PayOS webhook bodies (DESIGN.md §8, §14): the signature over `data` is checked timing-safe, then
// the body becomes one PaymentNotice for the order lifecycle. PayOS retries until it reads 200, so
// every decided case answers 200; only a body that is not PayOS's (unparseable, unsigned) gets 400.
import { z } from 'zod';
import { parseNoticeJson, type NoticeReading, type NoticeResult } from '../notice';
import { verifyDataSignature } from './signature';

/** PayOS's webhook bodies are about 1 kB. */
export const WEBHOOK_BODY_LIMIT_BYTES = 64 * 1024;

export const WEBHOOK_ACTOR = 'payos-webhook';

export type WebhookResult =
  Exclude<NoticeResult, 'noted' | 'cancelled'> | 'not-a-payment' | 'bad-signature' | 'malformed';

/** Why a body is not a notice: not PayOS's, a forged signature, or signed without a payment's fields. */
export type PayosRefusal = 'malformed' | 'bad-signature' | 'unsigned-fields';

export interface WebhookOutcome {
  /** 200 for everything PayOS should not retry; 400 for bodies that are not PayOS's. */
  status: 200 | 400;
  result: WebhookResult;
}

const bodySchema = z.object({
  code: z.string().optional(),
  desc: z.string().optional(),
  success: z.boolean().optional(),
  data: z.record(z.string(), z.unknown()),
  signature: z.string(),
});

const dataSchema = z.object({
  orderCode: z.number().int().positive(),
  amount: z.number().int(),
  currency: z.string().optional(),
  code: z.string().optional(),
  reference: z.string().nullable().optional(),
});

/** The webhook body as a notice, or why it is not one. */
export function readPayosNotice(rawBody: string, checksumKey: string): NoticeReading<PayosRefusal> {
  const body = bodySchema.safeParse(parseNoticeJson(rawBody, 'payos-webhook'));
  if (!body.success) {
    console.warn('[payos-webhook] refused: not a PayOS webhook body');
    return { refused: 'malformed' };
  }
  const data = dataSchema.safeParse(body.data.data);
  if (!verifyDataSignature(body.data.data, body.data.signature, checksumKey)) {
    const orderCode = data.success ? data.data.orderCode : null;
    console.warn('[payos-webhook] refused: bad signature', { orderCode });
    return orderCode === null
      ? { refused: 'bad-signature' }
      : {
          refused: 'bad-signature',
          suspect: {
            method: 'payos',
            providerOrderCode: orderCode,
            note: 'webhook with a bad signature',
          },
        };
  }
  if (!data.success) {
    console.warn('[payos-webhook] signed body without the fields of a payment', data.error.issues);
    return { refused: 'unsigned-fields' };
  }
  const payment = data.data;
  const success = (payment.code ?? body.data.code) === '00';
  if (!success) {
    console.warn(`[payos-webhook] orderCode ${payment.orderCode}: not a success (${payment.code})`);
  }
  return {
    notice: {
      method: 'payos',
      providerOrderCode: payment.orderCode,
      outcome: success ? 'paid' : 'failed',
      amount: payment.amount,
      currency: payment.currency ?? 'VND',
      reference: payment.reference ?? null,
      actor: WEBHOOK_ACTOR,
    },
  };
}

/** What PayOS hears: 200 for everything decided, so it stops retrying; 400 for a body not its own. */
export function payosAnswer(result: NoticeResult | PayosRefusal): WebhookOutcome {
  if (result === 'malformed' || result === 'bad-signature') return { status: 400, result };
  // Signed, but without the fields of a payment: nothing to retry.
  if (result === 'unsigned-fields') return { status: 200, result: 'malformed' };
  if (result === 'unknown-order') {
    // PayOS's confirm-webhook call sends a sample (orderCode 123): answer 200 so it registers.
    console.info('[payos-webhook] unknown orderCode; answered 200');
  }
  // PayOS sends no declines: a notice that is not a success was only noted.
  if (result === 'noted' || result === 'cancelled') return { status: 200, result: 'not-a-payment' };
  return { status: 200, result };
}
