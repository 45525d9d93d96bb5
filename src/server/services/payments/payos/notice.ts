// PayOS webhook (DESIGN.md §8, §14): verify, then hand over. The signature over `data` is checked
// timing-safe; the attempt is found by its orderCode; the amount and currency are checked against
// the payment row by markPaymentPaid, which applies the payment once however often PayOS (or an
// attacker replaying a genuine body) delivers it. A route handler only reads the body and answers.
import { z } from 'zod';
import { writeTransaction, type Store } from '../../../db/store';
import { markPaymentPaid } from '../../orders/pay/mark-paid';
import { recordOrderEvent } from '../../orders/transitions';
import { verifyDataSignature } from './signature';

/** PayOS's webhook bodies are about 1 kB. */
export const WEBHOOK_BODY_LIMIT_BYTES = 64 * 1024;

export const WEBHOOK_ACTOR = 'payos-webhook';
/** Kind of the order_events row that asks an operator to look at a payment. */
export const PAYMENT_FLAGGED = 'payment-flagged';

export type WebhookResult =
  | 'paid'
  | 'duplicate'
  | 'unknown-order'
  | 'not-a-payment'
  | 'bad-signature'
  | 'amount-mismatch'
  | 'not-pending'
  | 'malformed';

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

interface Attempt {
  paymentId: string;
  orderId: string;
  method: string;
}

async function findAttempt(store: Store, providerOrderCode: number): Promise<Attempt | null> {
  const row = await store.db
    .selectFrom('payments')
    .select(['id', 'order_id', 'method'])
    .where('provider_order_code', '=', providerOrderCode)
    .executeTakeFirst();
  return row ? { paymentId: row.id, orderId: row.order_id, method: row.method } : null;
}

/**
 * Leaves a note for an operator on the order, once per reason (a replayed bad body cannot grow
 * the history without bound).
 */
export async function flagForOperator(
  store: Store,
  orderId: string,
  note: string,
  actor: string = WEBHOOK_ACTOR,
): Promise<void> {
  await writeTransaction(store, async (trx) => {
    const already = await trx
      .selectFrom('order_events')
      .select('id')
      .where('order_id', '=', orderId)
      .where('kind', '=', PAYMENT_FLAGGED)
      .where('note', '=', note)
      .executeTakeFirst();
    if (!already) {
      await recordOrderEvent(trx, { orderId, actor, kind: PAYMENT_FLAGGED, note });
    }
  });
}

function parseJson(rawBody: string): unknown {
  try {
    return JSON.parse(rawBody) as unknown;
  } catch (error) {
    console.warn('[payos-webhook] body is not JSON', error);
    return undefined;
  }
}

export async function handlePayosWebhook(
  store: Store,
  checksumKey: string,
  rawBody: string,
): Promise<WebhookOutcome> {
  const body = bodySchema.safeParse(parseJson(rawBody));
  if (!body.success) {
    console.warn('[payos-webhook] refused: not a PayOS webhook body');
    return { status: 400, result: 'malformed' };
  }
  const data = dataSchema.safeParse(body.data.data);
  const signed = verifyDataSignature(body.data.data, body.data.signature, checksumKey);
  if (!signed) {
    console.warn('[payos-webhook] refused: bad signature', {
      orderCode: data.success ? data.data.orderCode : null,
    });
    const attempt = data.success ? await findAttempt(store, data.data.orderCode) : null;
    if (attempt) await flagForOperator(store, attempt.orderId, 'webhook with a bad signature');
    return { status: 400, result: 'bad-signature' };
  }
  if (!data.success) {
    console.warn('[payos-webhook] signed body without the fields of a payment', data.error.issues);
    return { status: 200, result: 'malformed' };
  }
  const payment = data.data;
  const attempt = await findAttempt(store, payment.orderCode);
  if (!attempt || attempt.method !== 'payos') {
    // PayOS's confirm-webhook call sends a sample (orderCode 123): answer 200 so it registers.
    console.info(`[payos-webhook] unknown orderCode ${payment.orderCode}; answered 200`);
    return { status: 200, result: 'unknown-order' };
  }
  if ((payment.code ?? body.data.code) !== '00') {
    console.warn(`[payos-webhook] orderCode ${payment.orderCode}: not a success (${payment.code})`);
    return { status: 200, result: 'not-a-payment' };
  }
  const applied = await markPaymentPaid(store, {
    paymentId: attempt.paymentId,
    amount: payment.amount,
    currency: payment.currency ?? 'VND',
    reference: payment.reference ?? null,
    actor: WEBHOOK_ACTOR,
  });
  if (applied.applied) return { status: 200, result: 'paid' };
  if (applied.reason === 'already') return { status: 200, result: 'duplicate' };
  if (applied.reason === 'amount-mismatch') {
    console.error(
      `[payos-webhook] orderCode ${payment.orderCode}: ${payment.amount} ${payment.currency} ` +
        'does not match the order; left for an operator',
    );
    await flagForOperator(
      store,
      attempt.orderId,
      `amount mismatch: PayOS reported ${payment.amount} ${payment.currency ?? ''}`.trim(),
    );
    return { status: 200, result: 'amount-mismatch' };
  }
  // Paid after the order was cancelled or expired: the money is real, an operator refunds it.
  console.error(`[payos-webhook] orderCode ${payment.orderCode}: paid but no longer pending`);
  await flagForOperator(store, attempt.orderId, 'paid after the payment was closed');
  return { status: 200, result: 'not-pending' };
}
