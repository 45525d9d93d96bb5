// The providers' notification doors, as the route handlers under src/app/api/payments (and the
// sandboxes' pay buttons, which deliver the same notices in-process) call them: the provider's
// module verifies and parses the raw notice (payments/<provider>/notice.ts), the order lifecycle
// applies it (applyPaymentNotice), and the provider's module says what to answer. A refused notice
// that names one of our attempts is flagged for an operator.
import type { Store } from '../db/store';
import { applyPaymentNotice, flagRefusedNotice } from '../services/orders';
import {
  momoAnswer,
  readMomoNotice,
  MOMO_IPN_ACTOR,
  type MomoIpnOutcome,
} from '../services/payments/momo/notice';
import type { MomoSettings } from '../services/payments/momo/momo';
import {
  payosAnswer,
  payosRefusal,
  readPayosNotice,
  WEBHOOK_ACTOR,
  type WebhookOutcome,
} from '../services/payments/payos/notice';
import {
  readVnpayNotice,
  vnpayAnswer,
  VNPAY_IPN_ACTOR,
  type VnpayIpnAnswer,
  type VnpayRefusal,
} from '../services/payments/vnpay/notice';
import type { VnpaySettings } from '../services/payments/vnpay/vnpay';
import type { NoticeResult } from '../services/payments/notice';

export async function handlePayosWebhook(
  store: Store,
  checksumKey: string,
  rawBody: string,
): Promise<WebhookOutcome> {
  const reading = readPayosNotice(rawBody, checksumKey);
  if ('refused' in reading) {
    await flagRefusedNotice(store, reading, WEBHOOK_ACTOR);
    return payosRefusal(reading.refused);
  }
  return payosAnswer(await applyPaymentNotice(store, reading.notice));
}

export async function handleVnpayIpn(
  store: Store,
  settings: VnpaySettings,
  query: URLSearchParams,
): Promise<{ answer: VnpayIpnAnswer; result: NoticeResult | VnpayRefusal }> {
  const reading = readVnpayNotice(settings, query);
  if ('refused' in reading) {
    await flagRefusedNotice(store, reading, VNPAY_IPN_ACTOR);
    return { answer: vnpayAnswer(reading.refused), result: reading.refused };
  }
  const result = await applyPaymentNotice(store, reading.notice);
  return { answer: vnpayAnswer(result), result };
}

export async function handleMomoIpn(
  store: Store,
  settings: MomoSettings,
  rawBody: string,
): Promise<MomoIpnOutcome> {
  const reading = readMomoNotice(settings, rawBody);
  if ('refused' in reading) {
    await flagRefusedNotice(store, reading, MOMO_IPN_ACTOR);
    return momoAnswer(reading.refused);
  }
  return momoAnswer(await applyPaymentNotice(store, reading.notice));
}
