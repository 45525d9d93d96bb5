// The local PayOS-compatible sandbox (DESIGN.md §14): the API the real `@payos/node` SDK calls
// (create, get, cancel under /v2/payment-requests, answers signed like PayOS's) and the hosted
// page's two actions. Pay sends a webhook signed with the checksum key to the production webhook
// code; no money moves anywhere. Mounted only with PAYMENT_SANDBOX=1 (the route handlers check).
import { VIETNAM_OFFSET_MS } from '@/lib/calendar';
import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { isUniqueViolation, type Store } from '../../db/store';
import { signData, verifyPaymentRequestSignature } from '../../services/payments/payos/signature';
import { buildVietQrPayload } from '../../services/payments/vietqr/vietqr';

/** Row type of migration 0004's table; declared here, the only module that reads or writes it. */
export interface SandboxPaymentsTable {
  id: string;
  /** bigint: PostgreSQL's driver returns it as a string. */
  order_code: number | string;
  amount: number;
  description: string;
  return_url: string;
  cancel_url: string;
  items_json: string;
  buyer_name: string | null;
  status: string;
  expired_at: number | string | null;
  form_token: string;
  reference: string | null;
  paid_at: string | null;
  cancellation_reason: string | null;
  canceled_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface SandboxConfig {
  clientId: string;
  apiKey: string;
  checksumKey: string;
  /** Origin the buyer's browser reaches this site on (checkoutUrl is built on it). */
  siteUrl: string;
}

/** A pretend receiving account, shown on the hosted page and in the create answer. */
export const SANDBOX_ACCOUNT = {
  bin: '970422',
  accountNumber: '0000123456789',
  accountName: 'NUI MAY SANDBOX',
};

export const SANDBOX_LABEL = 'Thanh toán thử nghiệm — không trừ tiền';

/** PayOS's answer envelope: `data` signed as PayOS signs it (the SDK checks this signature). */
export interface PayosEnvelope {
  code: string;
  desc: string;
  data: Record<string, unknown> | null;
  signature?: string;
}

function ok(data: Record<string, unknown>, checksumKey: string): PayosEnvelope {
  return { code: '00', desc: 'success', data, signature: signData(data, checksumKey) };
}

function refusal(code: string, desc: string): PayosEnvelope {
  return { code, desc, data: null };
}

function table(store: Store) {
  return store.db.withTables<{ sandbox_payments: SandboxPaymentsTable }>();
}

function sameSecret(expected: string, given: string | null): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given ?? '');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Whether the request carries the client id and API key the SDK sends, compared timing-safe. */
export function sandboxCredentialsMatch(config: SandboxConfig, headers: Headers): boolean {
  const id = sameSecret(config.clientId, headers.get('x-client-id'));
  const key = sameSecret(config.apiKey, headers.get('x-api-key'));
  return id && key;
}

const createSchema = z.object({
  orderCode: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  amount: z.number().int().positive(),
  description: z.string().min(1).max(25),
  cancelUrl: z.string().url().max(2048),
  returnUrl: z.string().url().max(2048),
  signature: z.string(),
  items: z
    .array(z.object({ name: z.string().max(256), quantity: z.number().int(), price: z.number() }))
    .max(100)
    .optional(),
  buyerName: z.string().max(256).optional(),
  expiredAt: z.number().int().positive().optional(),
});

type AttemptStatus = 'PENDING' | 'PAID' | 'CANCELLED' | 'EXPIRED';

function statusAt(row: SandboxPaymentsTable, now: Date): AttemptStatus {
  if (row.status === 'PENDING' && row.expired_at !== null) {
    if (Number(row.expired_at) * 1000 <= now.getTime()) return 'EXPIRED';
  }
  return row.status as AttemptStatus;
}

export function checkoutUrlOf(config: SandboxConfig, id: string): string {
  return new URL(`/api/payments/sandbox/pay/${id}`, config.siteUrl).href;
}

/** `POST /v2/payment-requests`: verifies the request signature, stores the attempt. */
export async function createSandboxPayment(
  store: Store,
  config: SandboxConfig,
  body: unknown,
  now: Date = new Date(),
): Promise<PayosEnvelope> {
  const parsed = createSchema.safeParse(body);
  if (!parsed.success) return refusal('20', 'Thông tin truyền lên không đúng');
  const request = parsed.data;
  if (!verifyPaymentRequestSignature(request, request.signature, config.checksumKey)) {
    return refusal('201', 'Chữ ký không hợp lệ');
  }
  const id = randomBytes(16).toString('hex');
  const at = now.toISOString();
  try {
    await table(store)
      .insertInto('sandbox_payments')
      .values({
        id,
        order_code: request.orderCode,
        amount: request.amount,
        description: request.description,
        return_url: request.returnUrl,
        cancel_url: request.cancelUrl,
        items_json: JSON.stringify(request.items ?? []),
        buyer_name: request.buyerName ?? null,
        status: 'PENDING',
        expired_at: request.expiredAt ?? null,
        form_token: randomBytes(24).toString('base64url'),
        reference: null,
        paid_at: null,
        cancellation_reason: null,
        canceled_at: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) return refusal('231', 'Đơn thanh toán đã tồn tại');
    throw error;
  }
  return ok(
    {
      bin: SANDBOX_ACCOUNT.bin,
      accountNumber: SANDBOX_ACCOUNT.accountNumber,
      accountName: SANDBOX_ACCOUNT.accountName,
      amount: request.amount,
      description: request.description,
      orderCode: request.orderCode,
      currency: 'VND',
      paymentLinkId: id,
      status: 'PENDING',
      expiredAt: request.expiredAt ?? null,
      checkoutUrl: checkoutUrlOf(config, id),
      qrCode: buildVietQrPayload(
        { bankBin: SANDBOX_ACCOUNT.bin, accountNumber: SANDBOX_ACCOUNT.accountNumber },
        { amount: request.amount, content: asciiContent(request.description) },
      ),
    },
    config.checksumKey,
  );
}

function asciiContent(description: string): string {
  const ascii = description.replace(/[^A-Za-z0-9 -]/g, '').slice(0, 25);
  return ascii || 'THANH TOAN';
}

const ATTEMPT_COLUMNS = [
  'id',
  'order_code',
  'amount',
  'description',
  'return_url',
  'cancel_url',
  'items_json',
  'buyer_name',
  'status',
  'expired_at',
  'form_token',
  'reference',
  'paid_at',
  'cancellation_reason',
  'canceled_at',
  'created_at',
  'updated_at',
] as const;

/** The attempt named by its paymentLinkId or its orderCode (the SDK accepts either). */
export async function findSandboxPayment(
  store: Store,
  idOrOrderCode: string,
): Promise<SandboxPaymentsTable | null> {
  const query = table(store).selectFrom('sandbox_payments').select(ATTEMPT_COLUMNS);
  const row = /^\d{1,16}$/.test(idOrOrderCode)
    ? await query.where('order_code', '=', Number(idOrOrderCode)).executeTakeFirst()
    : /^[0-9a-f]{32}$/.test(idOrOrderCode)
      ? await query.where('id', '=', idOrOrderCode).executeTakeFirst()
      : undefined;
  return row ?? null;
}

/** PayOS's PaymentLink shape of an attempt. */
export function paymentLinkOf(row: SandboxPaymentsTable, now: Date): Record<string, unknown> {
  const status = statusAt(row, now);
  const paid = status === 'PAID';
  return {
    id: row.id,
    orderCode: Number(row.order_code),
    amount: row.amount,
    amountPaid: paid ? row.amount : 0,
    amountRemaining: paid ? 0 : row.amount,
    status,
    createdAt: row.created_at,
    transactions: paid
      ? [
          {
            reference: row.reference,
            amount: row.amount,
            accountNumber: SANDBOX_ACCOUNT.accountNumber,
            description: row.description,
            transactionDateTime: row.paid_at,
            virtualAccountName: null,
            virtualAccountNumber: null,
            counterAccountBankId: null,
            counterAccountBankName: null,
            counterAccountName: null,
            counterAccountNumber: null,
          },
        ]
      : [],
    cancellationReason: row.cancellation_reason,
    canceledAt: row.canceled_at,
  };
}

/** `GET /v2/payment-requests/{id}`. */
export async function getSandboxPayment(
  store: Store,
  config: SandboxConfig,
  idOrOrderCode: string,
  now: Date = new Date(),
): Promise<PayosEnvelope> {
  const row = await findSandboxPayment(store, idOrOrderCode);
  if (!row) return refusal('101', 'Không tìm thấy đơn thanh toán');
  return ok(paymentLinkOf(row, now), config.checksumKey);
}

/**
 * Moves a pending, unexpired attempt to `to` by a conditional update; returns the row after,
 * and whether this call made the change (a second Pay or Cancel changes nothing).
 */
async function settle(
  store: Store,
  id: string,
  to: 'PAID' | 'CANCELLED',
  fields: Partial<SandboxPaymentsTable>,
  now: Date,
): Promise<{ row: SandboxPaymentsTable | null; changed: boolean }> {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const result = await table(store)
    .updateTable('sandbox_payments')
    .set({ ...fields, status: to, updated_at: now.toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'PENDING')
    .where((eb) => eb.or([eb('expired_at', 'is', null), eb('expired_at', '>', nowSeconds)]))
    .executeTakeFirst();
  const row = await findSandboxPayment(store, id);
  return { row, changed: Number(result.numUpdatedRows) === 1 };
}

/** `POST /v2/payment-requests/{id}/cancel`. */
export async function cancelSandboxPayment(
  store: Store,
  config: SandboxConfig,
  idOrOrderCode: string,
  reason: string | null,
  now: Date = new Date(),
): Promise<PayosEnvelope> {
  const found = await findSandboxPayment(store, idOrOrderCode);
  if (!found) return refusal('101', 'Không tìm thấy đơn thanh toán');
  const { row, changed } = await settle(
    store,
    found.id,
    'CANCELLED',
    { cancellation_reason: reason?.slice(0, 256) ?? null, canceled_at: now.toISOString() },
    now,
  );
  if (!changed || !row) return refusal('101', 'Đơn thanh toán không thể hủy');
  return ok(paymentLinkOf(row, now), config.checksumKey);
}

/** The webhook body PayOS sends for a paid attempt, signed with the checksum key. */
export function paidWebhookBody(row: SandboxPaymentsTable, checksumKey: string): string {
  const data = {
    orderCode: Number(row.order_code),
    amount: row.amount,
    description: row.description,
    accountNumber: SANDBOX_ACCOUNT.accountNumber,
    reference: row.reference ?? '',
    transactionDateTime: row.paid_at ?? '',
    currency: 'VND',
    paymentLinkId: row.id,
    code: '00',
    desc: 'success',
    counterAccountBankId: '',
    counterAccountBankName: '',
    counterAccountName: '',
    counterAccountNumber: '',
    virtualAccountName: '',
    virtualAccountNumber: '',
  };
  return JSON.stringify({
    code: '00',
    desc: 'success',
    success: true,
    data,
    signature: signData(data, checksumKey),
  });
}

/** PayOS's wall-clock format for transactionDateTime (Asia/Ho_Chi_Minh). */
function payosDateTime(now: Date): string {
  const local = new Date(now.getTime() + VIETNAM_OFFSET_MS).toISOString();
  return `${local.slice(0, 10)} ${local.slice(11, 19)}`;
}

export type HostedAction = 'pay' | 'cancel';

export type HostedOutcome =
  | { kind: 'redirect'; location: string; webhookBody?: string }
  | { kind: 'refused'; status: number; message: string };

/** The return or cancel URL with the query parameters PayOS appends. */
export function redirectWithPayosParams(row: SandboxPaymentsTable, now: Date): string {
  const status = statusAt(row, now);
  const cancelled = status !== 'PAID';
  const url = new URL(cancelled ? row.cancel_url : row.return_url);
  url.searchParams.set('code', '00');
  url.searchParams.set('id', row.id);
  url.searchParams.set('cancel', cancelled ? 'true' : 'false');
  url.searchParams.set('status', status);
  url.searchParams.set('orderCode', String(Number(row.order_code)));
  return url.href;
}

/**
 * The hosted page's Pay or Cancel. The form token must match the attempt's (timing-safe). Pay
 * returns the signed webhook body for the caller to deliver before redirecting; a repeated
 * action (back button, double submit) just redirects to where the attempt now stands.
 */
export async function actOnHostedPage(
  store: Store,
  config: SandboxConfig,
  id: string,
  action: HostedAction,
  formToken: string,
  now: Date = new Date(),
): Promise<HostedOutcome> {
  const found = await findSandboxPayment(store, id);
  if (!found) return { kind: 'refused', status: 404, message: 'Không tìm thấy đơn thanh toán' };
  if (!sameSecret(found.form_token, formToken)) {
    return { kind: 'refused', status: 403, message: 'Phiên thanh toán không hợp lệ' };
  }
  if (action === 'pay') {
    const reference = `SB${randomInt(10 ** 9, 10 ** 10)}`;
    const { row, changed } = await settle(
      store,
      found.id,
      'PAID',
      { reference, paid_at: payosDateTime(now) },
      now,
    );
    if (!row) return { kind: 'refused', status: 404, message: 'Không tìm thấy đơn thanh toán' };
    return {
      kind: 'redirect',
      location: redirectWithPayosParams(row, now),
      ...(changed ? { webhookBody: paidWebhookBody(row, config.checksumKey) } : {}),
    };
  }
  const { row } = await settle(
    store,
    found.id,
    'CANCELLED',
    { cancellation_reason: 'Người mua hủy', canceled_at: now.toISOString() },
    now,
  );
  if (!row) return { kind: 'refused', status: 404, message: 'Không tìm thấy đơn thanh toán' };
  return { kind: 'redirect', location: redirectWithPayosParams(row, now) };
}

/** What the hosted page shows. */
export interface HostedView {
  id: string;
  orderCode: number;
  amount: number;
  description: string;
  status: AttemptStatus;
  items: { name: string; quantity: number; price: number }[];
  formToken: string;
  qrCode: string;
}

export async function hostedView(
  store: Store,
  id: string,
  now: Date = new Date(),
): Promise<HostedView | null> {
  const row = /^[0-9a-f]{32}$/.test(id) ? await findSandboxPayment(store, id) : null;
  if (!row) return null;
  const items = z
    .array(z.object({ name: z.string(), quantity: z.number(), price: z.number() }))
    .catch([])
    .parse(JSON.parse(row.items_json));
  return {
    id: row.id,
    orderCode: Number(row.order_code),
    amount: row.amount,
    description: row.description,
    status: statusAt(row, now),
    items,
    formToken: row.form_token,
    qrCode: buildVietQrPayload(
      { bankBin: SANDBOX_ACCOUNT.bin, accountNumber: SANDBOX_ACCOUNT.accountNumber },
      { amount: row.amount, content: asciiContent(row.description) },
    ),
  };
}
