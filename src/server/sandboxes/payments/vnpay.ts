// The local VNPay-compatible sandbox (DESIGN.md §18, /api/payments/sandbox/vnpay/…): VNPay's payment
// page at paymentv2/vpcpay.html, reached with the shop's signed vnp_* query exactly as VNPay's
// would be. The page checks the signature, merchant, version, amount and vnp_ExpireDate; Pay (or
// Cancel) signs VNPay's result parameters with the hash secret, delivers them to the production
// IPN code, then sends the browser to vnp_ReturnUrl with the same parameters, as VNPay does. It
// keeps no state: a second Pay is a second IPN, which the IPN answers 02. No money moves.
import { randomBytes, randomInt } from 'node:crypto';
import { z } from 'zod';
import { env } from '@/env';
import type { Store } from '../../db/store';
import {
  ANSWER_SIGNED_FIELDS,
  QUERY_SIGNED_FIELDS,
  signPiped,
  verifyPiped,
} from '../../services/payments/vnpay/query';
import { findSettled, recordSettled } from './settled';
import { htmlResponse, notFound, providerApiDoor, readHostedForm, seeOther } from './http';
import { renderHostedRefusal } from './page';
import { renderProviderPage } from './provider-page';
import { vnpaySettings, type VnpaySettings } from '../../services/payments/vnpay/vnpay';
import {
  parseVnpayTime,
  signedVnpayQuery,
  verifyVnpay,
  vnpayParamsOf,
  vnpayTime,
  type VnpayParams,
} from '../../services/payments/vnpay/signature';

export type VnpaySandboxConfig = Pick<VnpaySettings, 'tmnCode' | 'hashSecret'>;

/** The sandbox's settings when PAYMENT_SANDBOX=1, else null (its routes then answer 404). */
export function vnpaySandboxConfig(): VnpaySandboxConfig | null {
  if (env.PAYMENT_SANDBOX !== '1') return null;
  return vnpaySettings();
}

export type VnpayRequestCheck =
  | { ok: true; params: VnpayParams; amount: number }
  | { ok: false; status: number; message: string };

function refused(status: number, message: string): VnpayRequestCheck {
  return { ok: false, status, message };
}

/** Reads a payment request the way VNPay's page does; only a valid, unexpired one is payable. */
export function readVnpayRequest(
  config: VnpaySandboxConfig,
  query: URLSearchParams,
  now: Date = new Date(),
): VnpayRequestCheck {
  const params = vnpayParamsOf(query);
  if (!verifyVnpay(params, config.hashSecret)) return refused(403, 'Sai chữ ký (vnp_SecureHash)');
  if (params.vnp_TmnCode !== config.tmnCode) return refused(403, 'Website chưa được đăng ký');
  if (params.vnp_Version !== '2.1.0' || params.vnp_Command !== 'pay') {
    return refused(400, 'Phiên bản hoặc lệnh không hợp lệ');
  }
  if (params.vnp_CurrCode !== 'VND') return refused(400, 'Loại tiền tệ không hợp lệ');
  const amount = /^\d{1,17}$/.test(params.vnp_Amount ?? '') ? Number(params.vnp_Amount) : 0;
  if (amount <= 0 || amount % 100 !== 0) return refused(400, 'Số tiền không hợp lệ');
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(params.vnp_TxnRef ?? '')) {
    return refused(400, 'Mã giao dịch không hợp lệ');
  }
  if (!/^https?:\/\//.test(params.vnp_ReturnUrl ?? '')) {
    return refused(400, 'Địa chỉ trả về không hợp lệ');
  }
  const expires = parseVnpayTime(params.vnp_ExpireDate);
  if (!expires) return refused(400, 'Thời hạn thanh toán không hợp lệ');
  if (expires.getTime() <= now.getTime()) {
    return refused(410, 'Giao dịch đã quá thời gian chờ thanh toán');
  }
  return { ok: true, params, amount: amount / 100 };
}

/** VNPay's result parameters for the attempt, signed: what both the IPN and return URL carry. */
export function vnpayResultQuery(
  config: VnpaySandboxConfig,
  request: VnpayParams,
  action: 'pay' | 'cancel',
  now: Date = new Date(),
): string {
  const paid = action === 'pay';
  const transactionNo = paid ? String(randomInt(10_000_000, 100_000_000)) : '0';
  const result: VnpayParams = {
    vnp_Amount: request.vnp_Amount ?? '',
    vnp_BankCode: paid ? 'NCB' : 'VNPAY',
    vnp_CardType: paid ? 'ATM' : 'QRCODE',
    vnp_OrderInfo: request.vnp_OrderInfo ?? '',
    vnp_PayDate: vnpayTime(now),
    vnp_ResponseCode: paid ? '00' : '24',
    vnp_TmnCode: config.tmnCode,
    vnp_TransactionNo: transactionNo,
    vnp_TransactionStatus: paid ? '00' : '02',
    vnp_TxnRef: request.vnp_TxnRef ?? '',
  };
  if (paid) result.vnp_BankTranNo = `VNP${transactionNo}`;
  return signedVnpayQuery(result, config.hashSecret);
}

/** Delivers a signed result query to the production IPN code; answers its RspCode. */
export type VnpayIpnDelivery = (query: URLSearchParams) => Promise<string>;

/** `GET …/sandbox/vnpay/paymentv2/vpcpay.html?vnp_…`: the payment page. */
export function vnpaySandboxPage(config: VnpaySandboxConfig | null, request: Request): Response {
  if (!config) return notFound();
  const checked = readVnpayRequest(config, new URL(request.url).searchParams);
  if (!checked.ok) return htmlResponse(renderHostedRefusal(checked.message), checked.status);
  return htmlResponse(
    renderProviderPage({
      provider: 'VNPay',
      amount: checked.amount,
      description: checked.params.vnp_OrderInfo ?? '',
      reference: checked.params.vnp_TxnRef ?? '',
      closedReason: null,
    }),
  );
}

/** `POST` of the same URL: Pay or Cancel (remembered for querydr), the IPN, then vnp_ReturnUrl. */
export async function vnpaySandboxAction(
  store: Store,
  config: VnpaySandboxConfig | null,
  request: Request,
  deliverIpn: VnpayIpnDelivery,
): Promise<Response> {
  if (!config) return notFound();
  const read = await readHostedForm(request);
  if (read instanceof Response) return read;
  const checked = readVnpayRequest(config, new URL(request.url).searchParams);
  if (!checked.ok) return htmlResponse(renderHostedRefusal(checked.message), checked.status);
  const result = vnpayResultQuery(config, checked.params, read.action);
  const sent = new URLSearchParams(result);
  await recordSettled(store, {
    provider: 'vnpay',
    order_ref: checked.params.vnp_TxnRef ?? '',
    outcome: read.action === 'pay' ? 'paid' : 'declined',
    amount: checked.amount,
    transaction_no: sent.get('vnp_TransactionNo') ?? '0',
    paid_at: sent.get('vnp_PayDate') ?? '',
    request_created_at: checked.params.vnp_CreateDate ?? null,
    order_info: checked.params.vnp_OrderInfo ?? '',
  });
  // VNPay retries an IPN that is not answered 00/02; the sandbox reports it and still redirects,
  // so the return page shows honestly that the payment is not confirmed yet.
  const code = await deliverIpn(sent);
  if (code !== '00' && code !== '02')
    console.error(`[payments/sandbox] VNPay IPN answered ${code}`);
  const back = new URL(checked.params.vnp_ReturnUrl ?? '');
  return seeOther(
    `${back.origin}${back.pathname}${back.search ? `${back.search}&` : '?'}${result}`,
  );
}

const queryRequestSchema = z.object({
  vnp_RequestId: z.string().min(1).max(32),
  vnp_Version: z.string(),
  vnp_Command: z.string(),
  vnp_TmnCode: z.string(),
  vnp_TxnRef: z.string().max(100),
  vnp_OrderInfo: z.string().max(255),
  vnp_TransactionNo: z.string().optional(),
  vnp_TransactionDate: z.string(),
  vnp_CreateDate: z.string(),
  vnp_IpAddr: z.string(),
  vnp_SecureHash: z.string(),
});

/**
 * querydr's answer, signed over VNPay's answer fields: 97 for a bad checksum, 02 for another
 * merchant, 03 for a malformed request, 91 for an attempt nobody acted on (or asked with another
 * vnp_TransactionDate than its own vnp_CreateDate), else 00 with the transaction's state.
 */
export async function answerVnpayQuery(
  store: Store,
  config: VnpaySandboxConfig,
  body: unknown,
): Promise<Record<string, string>> {
  const parsed = queryRequestSchema.safeParse(body);
  const request = parsed.success ? parsed.data : null;
  const answer = (fields: Record<string, string>): Record<string, string> => {
    const full: Record<string, string> = {
      vnp_ResponseId: randomBytes(16).toString('hex'),
      vnp_Command: 'querydr',
      vnp_TmnCode: config.tmnCode,
      vnp_TxnRef: request?.vnp_TxnRef ?? '',
      ...fields,
    };
    return { ...full, vnp_SecureHash: signPiped(ANSWER_SIGNED_FIELDS, full, config.hashSecret) };
  };
  if (!request) return answer({ vnp_ResponseCode: '03', vnp_Message: 'Invalid request format' });
  if (!verifyPiped(QUERY_SIGNED_FIELDS, request, config.hashSecret)) {
    return answer({ vnp_ResponseCode: '97', vnp_Message: 'Invalid checksum' });
  }
  if (request.vnp_TmnCode !== config.tmnCode) {
    return answer({ vnp_ResponseCode: '02', vnp_Message: 'Merchant is not valid' });
  }
  if (
    request.vnp_Version !== '2.1.0' ||
    request.vnp_Command !== 'querydr' ||
    !/^\d{14}$/.test(request.vnp_TransactionDate) ||
    !/^\d{14}$/.test(request.vnp_CreateDate)
  ) {
    return answer({ vnp_ResponseCode: '03', vnp_Message: 'Invalid request format' });
  }
  const settled = await findSettled(store, 'vnpay', request.vnp_TxnRef);
  if (!settled || settled.request_created_at !== request.vnp_TransactionDate) {
    return answer({ vnp_ResponseCode: '91', vnp_Message: 'Transaction not found' });
  }
  const paid = settled.outcome === 'paid';
  return answer({
    vnp_ResponseCode: '00',
    vnp_Message: 'QueryDR Success',
    vnp_Amount: String(settled.amount * 100),
    vnp_BankCode: paid ? 'NCB' : 'VNPAY',
    vnp_PayDate: settled.paid_at,
    vnp_TransactionNo: settled.transaction_no,
    vnp_TransactionType: '01',
    vnp_TransactionStatus: paid ? '00' : '02',
    vnp_OrderInfo: settled.order_info,
  });
}

/** `POST …/sandbox/vnpay/merchant_webapi/api/transaction`: querydr, JSON in and out. */
export async function vnpaySandboxQuery(
  store: Store,
  config: VnpaySandboxConfig | null,
  request: Request,
): Promise<Response> {
  return providerApiDoor(config, request, 'VNPay querydr', (c, body) =>
    answerVnpayQuery(store, c, body),
  );
}
