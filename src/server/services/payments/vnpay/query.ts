// VNPay's querydr (DESIGN.md §18, issue 41 reconciliation): `POST {api}/merchant_webapi/api/transaction`
// with JSON, asking how one attempt stands. Unlike pay, the signature is HMAC-SHA512 over the
// values joined by `|` in VNPay's fixed order, and the answer is signed the same way over its own
// fields (absent values as empty strings). vnp_TransactionDate must be the attempt's own
// vnp_CreateDate, byte for byte: the payment row keeps it (provider_created_at).
// Docs: https://sandbox.vnpayment.vn/apis/docs/truy-van-hoan-tien/querydr&refund.html
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { AttemptRef, ProviderRecord } from '../method';
import { vnpayTime } from './signature';
import { vnpayOrderInfo, type VnpaySettings } from './vnpay';

/** The request fields querydr's signature covers, in VNPay's order. */
export const QUERY_SIGNED_FIELDS = [
  'vnp_RequestId',
  'vnp_Version',
  'vnp_Command',
  'vnp_TmnCode',
  'vnp_TxnRef',
  'vnp_TransactionDate',
  'vnp_CreateDate',
  'vnp_IpAddr',
  'vnp_OrderInfo',
] as const;

/** The answer fields its signature covers, in VNPay's order. */
export const ANSWER_SIGNED_FIELDS = [
  'vnp_ResponseId',
  'vnp_Command',
  'vnp_ResponseCode',
  'vnp_Message',
  'vnp_TmnCode',
  'vnp_TxnRef',
  'vnp_Amount',
  'vnp_BankCode',
  'vnp_PayDate',
  'vnp_TransactionNo',
  'vnp_TransactionType',
  'vnp_TransactionStatus',
  'vnp_OrderInfo',
  'vnp_PromotionCode',
  'vnp_PromotionAmount',
] as const;

type Fields = Partial<Record<string, string | number>>;

/** The values of `names` joined by `|`; an absent value is an empty string. */
export function pipeJoined(names: readonly string[], fields: Fields): string {
  return names.map((name) => String(fields[name] ?? '')).join('|');
}

export function signPiped(names: readonly string[], fields: Fields, hashSecret: string): string {
  return createHmac('sha512', hashSecret).update(pipeJoined(names, fields), 'utf8').digest('hex');
}

/** Whether `fields.vnp_SecureHash` signs `names` of `fields` under `hashSecret` (timing-safe). */
export function verifyPiped(names: readonly string[], fields: Fields, hashSecret: string): boolean {
  const given = fields.vnp_SecureHash;
  if (!hashSecret || typeof given !== 'string' || !/^[0-9a-f]{128}$/i.test(given)) return false;
  const expected = Buffer.from(signPiped(names, fields, hashSecret), 'hex');
  const actual = Buffer.from(given.toLowerCase(), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** VNPay's merchant API on production; the sandbox's is set by env.ts when PAYMENT_SANDBOX=1. */
export const VNPAY_PRODUCTION_API_URL = 'https://merchant.vnpay.vn/merchant_webapi/api/transaction';

/** The server's own address VNPay asks for; a query is the shop's, not a buyer's. */
const SERVER_IP = '127.0.0.1';

export type VnpayQueryAttempt = AttemptRef;

/**
 * The vnp_CreateDate the attempt was signed with. Attempts from before the payment row kept it
 * fall back to the row's own time, which is written a moment earlier: VNPay may then answer 91.
 */
function transactionDateOf(attempt: AttemptRef): string {
  if (attempt.providerCreatedAt && /^\d{14}$/.test(attempt.providerCreatedAt)) {
    return attempt.providerCreatedAt;
  }
  return vnpayTime(new Date(attempt.createdAt));
}

/** The signed querydr body for `attempt`; `now` and `requestId` are the test seams. */
export function vnpayQueryBody(
  settings: Pick<VnpaySettings, 'tmnCode' | 'hashSecret'>,
  attempt: VnpayQueryAttempt,
  options: { now?: Date; requestId?: string } = {},
): Record<string, string> {
  const fields: Record<string, string> = {
    vnp_RequestId: options.requestId ?? randomBytes(16).toString('hex'),
    vnp_Version: '2.1.0',
    vnp_Command: 'querydr',
    vnp_TmnCode: settings.tmnCode,
    vnp_TxnRef: String(attempt.providerOrderCode),
    vnp_TransactionDate: transactionDateOf(attempt),
    vnp_CreateDate: vnpayTime(options.now ?? new Date()),
    vnp_IpAddr: SERVER_IP,
    vnp_OrderInfo: vnpayOrderInfo(attempt.orderCode),
  };
  return {
    ...fields,
    vnp_SecureHash: signPiped(QUERY_SIGNED_FIELDS, fields, settings.hashSecret),
  };
}

const answerSchema = z
  .object({
    vnp_ResponseCode: z.string(),
    vnp_SecureHash: z.string().optional(),
    vnp_TxnRef: z.string().optional(),
    vnp_Amount: z.string().optional(),
    vnp_TransactionStatus: z.string().optional(),
    vnp_TransactionNo: z.string().optional(),
    vnp_PayDate: z.string().optional(),
  })
  .catchall(z.unknown());

/** vnp_ResponseCode 91: VNPay holds no such transaction. */
const NOT_FOUND = '91';

type Fetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

/**
 * Reads VNPay's answer about one attempt. Throws when VNPay cannot be reached, refuses the query
 * (bad checksum, 94 duplicate request…) or answers unsigned: the caller must not decide on it.
 */
export async function queryVnpayAttempt(
  settings: Pick<VnpaySettings, 'tmnCode' | 'hashSecret' | 'apiUrl'>,
  attempt: VnpayQueryAttempt,
  options: { now?: Date; fetch?: Fetch } = {},
): Promise<ProviderRecord> {
  const body = vnpayQueryBody(settings, attempt, options);
  const response = await (options.fetch ?? fetch)(settings.apiUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  const answer = answerSchema.parse(await response.json());
  const fields = answer as Fields;
  if (answer.vnp_ResponseCode === NOT_FOUND && !answer.vnp_SecureHash) {
    return { state: 'not-found', amount: null, reference: null };
  }
  if (!verifyPiped(ANSWER_SIGNED_FIELDS, fields, settings.hashSecret)) {
    throw new Error(`VNPay querydr answer for ${attempt.providerOrderCode} is not signed`);
  }
  if (answer.vnp_ResponseCode === NOT_FOUND) {
    return { state: 'not-found', amount: null, reference: null };
  }
  if (answer.vnp_ResponseCode !== '00' || answer.vnp_TxnRef !== body.vnp_TxnRef) {
    throw new Error(
      `VNPay querydr refused ${attempt.providerOrderCode}: ${answer.vnp_ResponseCode}`,
    );
  }
  const hundredths = /^\d{1,17}$/.test(answer.vnp_Amount ?? '') ? Number(answer.vnp_Amount) : NaN;
  const amount = Number.isSafeInteger(hundredths) ? hundredths / 100 : null;
  const reference = answer.vnp_TransactionNo || null;
  // 00: paid; anything else (01 not completed, 02 error, 04 reversed…) is no money kept.
  if (answer.vnp_TransactionStatus === '00') return { state: 'paid', amount, reference };
  return { state: 'unpaid', amount, reference };
}
