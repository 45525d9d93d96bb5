// The providers' notification doors, as the route handlers under src/app/api/payments (and the
// sandboxes' pay buttons, which deliver the same notices in-process) call them: the provider's
// module verifies and parses the raw notice (payments/<provider>/notice.ts), the order lifecycle
// applies it (applyPaymentNotice), and the provider's module says what to answer. A refused notice
// that names one of our attempts is flagged for an operator.
import type { Store } from '../db/store';
import { applyPaymentNotice, flagRefusedNotice } from '../services/orders';
import { momoAnswer, readMomoNotice, MOMO_IPN_ACTOR } from '../services/payments/momo/notice';
import type { MomoSettings } from '../services/payments/momo/momo';
import type { NoticeReading, NoticeResult } from '../services/payments/notice';
import { payosAnswer, readPayosNotice, WEBHOOK_ACTOR } from '../services/payments/payos/notice';
import { readVnpayNotice, vnpayAnswer, VNPAY_IPN_ACTOR } from '../services/payments/vnpay/notice';
import type { VnpaySettings } from '../services/payments/vnpay/vnpay';

/** Applies a notice, or flags a refused one; `answer` says what the provider hears either way. */
async function receive<R extends string, A>(
  store: Store,
  reading: NoticeReading<R>,
  actor: string,
  answer: (result: NoticeResult | NoInfer<R>) => A,
): Promise<A> {
  if ('refused' in reading) {
    await flagRefusedNotice(store, reading, actor);
    return answer(reading.refused);
  }
  return answer(await applyPaymentNotice(store, reading.notice));
}

export function handlePayosWebhook(store: Store, checksumKey: string, rawBody: string) {
  return receive(store, readPayosNotice(rawBody, checksumKey), WEBHOOK_ACTOR, payosAnswer);
}

export function handleVnpayIpn(store: Store, settings: VnpaySettings, query: URLSearchParams) {
  return receive(store, readVnpayNotice(settings, query), VNPAY_IPN_ACTOR, (result) => ({
    answer: vnpayAnswer(result),
    result,
  }));
}

export function handleMomoIpn(store: Store, settings: MomoSettings, rawBody: string) {
  return receive(store, readMomoNotice(settings, rawBody), MOMO_IPN_ACTOR, momoAnswer);
}
