// A provider's signed word about one payment attempt, in one shape whoever sent it (STYLE "the
// provider calls the order, never the reverse"): each provider's door (payos/notice.ts,
// vnpay/notice.ts, momo/notice.ts) verifies and parses its raw notice into a PaymentNotice, the
// order lifecycle applies it (orders' applyPaymentNotice) and answers a NoticeResult, and the door
// maps that result to what its provider expects back.
import type { PaymentMethodId } from './method';

export interface PaymentNotice {
  /** Which method's attempt: attempts are looked up by (method, provider order code). */
  method: Extract<PaymentMethodId, 'payos' | 'vnpay' | 'momo'>;
  providerOrderCode: number;
  /** `paid`: the provider took the money; `declined`: the buyer cancelled there; else `failed`. */
  outcome: 'paid' | 'declined' | 'failed';
  amount: number;
  currency: string;
  /** The provider's own transaction reference, kept on the payment row. */
  reference: string | null;
  /** Who the order history names (`payos-webhook`, `vnpay-ipn`, `momo-ipn`). */
  actor: string;
}

/** What applying a notice did, for the door's answer. */
export type NoticeResult =
  | 'paid'
  | 'duplicate'
  | 'unknown-order'
  | 'amount-mismatch'
  | 'cancelled'
  | 'noted'
  | 'not-pending';

/** A raw notice the door would not apply, with what the door answers and logs. */
export interface RefusedNotice<R extends string> {
  refused: R;
  /** A signed-looking notice naming an attempt that failed its signature: worth an operator's look. */
  suspect?: { method: PaymentNotice['method']; providerOrderCode: number; note: string };
}

export type NoticeReading<R extends string> = { notice: PaymentNotice } | RefusedNotice<R>;

/** A notice body as JSON, or undefined (logged under `tag`) when it is not JSON at all. */
export function parseNoticeJson(rawBody: string, tag: string): unknown {
  try {
    return JSON.parse(rawBody) as unknown;
  } catch (error) {
    console.warn(`[${tag}] body is not JSON`, error);
    return undefined;
  }
}
