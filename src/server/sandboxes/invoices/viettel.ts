// The local Viettel S-Invoice sandbox (issue 41): the API the production adapter calls, at the
// same paths under this site (only the base URL changes), checking what Viettel documents it
// checks (integration spec §6.6–6.8, §8; the error codes of Viettel's InvoiceInputWSDTO) and
// answering its shapes. State lives in the store (`sandbox_invoices`, migration 0024) so every
// instance agrees. Codes this sandbox invented where Viettel names none are marked "ours".
// Tests tell it to fail the next calls (`failNextCalls`). Mounted only with INVOICE_SANDBOX=1.
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { isUniqueViolation, type Store } from '../../db/store';
import { sandboxPdf } from './pdf';

/** Row types of migration 0024's sandbox tables; only this module reads or writes them. */
export interface SandboxInvoicesTable {
  transaction_uuid: string;
  supplier_tax_code: string;
  template_code: string;
  series: string;
  invoice_no: string | null;
  reservation_code: string;
  issue_date: number | string;
  adjustment_type: string;
  original_invoice_no: string | null;
  status_label: string;
  total_with_tax: number;
  request_json: string;
  pending_until: number | string | null;
  created_at: string;
}

export interface SandboxInvoiceFaultsTable {
  operation: string;
  mode: string;
  remaining: number;
}

export interface InvoiceSandboxConfig {
  username: string;
  password: string;
  /** The templates and series the sandbox's seller has registered. */
  series: readonly { templateCode: string; series: string }[];
  /** Token lifetime in seconds (Viettel's are minutes). */
  tokenSeconds?: number;
}

/** Answered to the route as is: HTTP status and JSON body; `delayMs` holds the answer back. */
export interface SandboxAnswer {
  status: number;
  body: unknown;
  delayMs?: number;
}

export type SandboxOperation = 'login' | 'create' | 'search' | 'cancel' | 'file';
/**
 * unavailable: HTTP 503 with nothing done. general: HTTP 500 GENERAL (an expired login).
 * late-answer: the call is done, its answer held back past the client's timeout.
 * blank-number: created without a number yet (Viettel's async case); searches number it.
 */
export type FaultMode = 'unavailable' | 'general' | 'late-answer' | 'blank-number';

export const SANDBOX_LATE_ANSWER_MS = 3_000;

/** A cash-register series (4th character M) the sandbox's seller also holds. */
export const SANDBOX_INVOICE_SERIES = [{ templateCode: '1/770', series: 'C26MNM' }] as const;

function tables(store: Store) {
  return store.db.withTables<{
    sandbox_invoices: SandboxInvoicesTable;
    sandbox_invoice_faults: SandboxInvoiceFaultsTable;
  }>();
}

function refusal(message: string, data: string, status = 400): SandboxAnswer {
  return { status, body: { code: status, message, data } };
}

const GENERAL: SandboxAnswer = {
  status: 500,
  body: { error: 'Internal Server Error', message: 'GENERAL' },
};

const UNAVAILABLE: SandboxAnswer = { status: 503, body: { message: 'Service Unavailable' } };

/** Tests: the next `count` calls of `operation` fail as `mode` (counted in the store). */
export async function failNextCalls(
  store: Store,
  operation: SandboxOperation,
  count: number,
  mode: FaultMode,
): Promise<void> {
  await tables(store)
    .deleteFrom('sandbox_invoice_faults')
    .where('operation', '=', operation)
    .execute();
  await tables(store)
    .insertInto('sandbox_invoice_faults')
    .values({ operation, mode, remaining: count })
    .execute();
}

/** Takes one fault of `operation` if any is left (one conditional update: instances agree). */
async function takeFault(store: Store, operation: SandboxOperation): Promise<FaultMode | null> {
  const row = await tables(store)
    .selectFrom('sandbox_invoice_faults')
    .select(['mode', 'remaining'])
    .where('operation', '=', operation)
    .executeTakeFirst();
  if (!row || Number(row.remaining) < 1) return null;
  // Race condition: two instances taking the last fault; only the one whose update counts it down wins.
  const taken = await tables(store)
    .updateTable('sandbox_invoice_faults')
    .set({ remaining: Number(row.remaining) - 1 })
    .where('operation', '=', operation)
    .where('remaining', '=', Number(row.remaining))
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1 ? (row.mode as FaultMode) : null;
}

/* ---------------------------------------------------------------------------------------------
 * Login: a token signed by the sandbox (its expiry inside), so any instance can check it.
 * ------------------------------------------------------------------------------------------- */

function tokenKey(config: InvoiceSandboxConfig): Buffer {
  return createHmac('sha256', 'sinvoice-sandbox').update(config.password).digest();
}

export function sandboxToken(config: InvoiceSandboxConfig, expiresAtMs: number): string {
  const payload = Buffer.from(JSON.stringify({ u: config.username, exp: expiresAtMs })).toString(
    'base64url',
  );
  const mac = createHmac('sha256', tokenKey(config)).update(payload).digest('base64url');
  return `${payload}.${mac}`;
}

/** 'ok', 'expired' (Viettel then answers 500 GENERAL) or 'invalid'. */
function checkToken(
  config: InvoiceSandboxConfig,
  cookie: string | null,
  now: Date,
): 'ok' | 'expired' | 'invalid' {
  const token = /(?:^|;\s*)access_token=([^;]+)/.exec(cookie ?? '')?.[1];
  if (!token) return 'invalid';
  const [payload = '', mac = ''] = token.split('.');
  const expected = createHmac('sha256', tokenKey(config)).update(payload).digest('base64url');
  const a = Buffer.from(expected);
  const b = Buffer.from(mac);
  if (a.length !== b.length || !timingSafeEqual(a, b)) return 'invalid';
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as {
    u: string;
    exp: number;
  };
  if (claims.u !== config.username) return 'invalid';
  return claims.exp > now.getTime() ? 'ok' : 'expired';
}

/**
 * What every API call checks first: the login (expired: Viettel's 500 GENERAL), then a fault the
 * tests asked for. Null: go on; else the answer to give, or the fault to play.
 */
async function admit(
  store: Store,
  config: InvoiceSandboxConfig,
  cookie: string | null,
  operation: SandboxOperation,
  now: Date,
): Promise<{ refused: SandboxAnswer } | { fault: FaultMode | null }> {
  const access = checkToken(config, cookie, now);
  if (access === 'expired') return { refused: GENERAL };
  if (access === 'invalid') return { refused: { status: 401, body: { error: 'unauthorized' } } };
  const fault = await takeFault(store, operation);
  if (fault === 'unavailable') return { refused: UNAVAILABLE };
  if (fault === 'general') return { refused: GENERAL };
  return { fault };
}

export async function sandboxLogin(
  store: Store,
  config: InvoiceSandboxConfig,
  body: unknown,
  now: Date = new Date(),
): Promise<SandboxAnswer> {
  if ((await takeFault(store, 'login')) === 'unavailable') return UNAVAILABLE;
  const { username, password } = (body ?? {}) as { username?: unknown; password?: unknown };
  const user = Buffer.from(String(username ?? ''));
  const pass = Buffer.from(String(password ?? ''));
  const okUser =
    user.length === Buffer.byteLength(config.username) &&
    timingSafeEqual(user, Buffer.from(config.username));
  const okPass =
    pass.length === Buffer.byteLength(config.password) &&
    timingSafeEqual(pass, Buffer.from(config.password));
  if (!okUser || !okPass) {
    return {
      status: 401,
      body: { error: 'invalid_grant', error_description: 'Bad credentials' },
    };
  }
  const seconds = config.tokenSeconds ?? 600;
  const iat = Math.floor(now.getTime() / 1000);
  return {
    status: 200,
    body: {
      access_token: sandboxToken(config, now.getTime() + seconds * 1000),
      token_type: 'bearer',
      refresh_token: randomBytes(16).toString('hex'),
      expires_in: seconds,
      scope: 'openid',
      iat,
      invoice_cluster: 'cluster-sandbox',
      type: 1,
      jti: randomBytes(16).toString('hex'),
    },
  };
}

/* ---------------------------------------------------------------------------------------------
 * What createInvoice checks (spec §1.3 of the research note).
 * ------------------------------------------------------------------------------------------- */

const TAX_CODE_WEIGHTS = [31, 29, 23, 19, 17, 13, 7, 5, 3] as const;

/**
 * A buyer's tax code: 10 digits with the check digit, digits 3–9 not all zero (python-stdnum's
 * rule), optionally `-NNN`; or since 2025-07-01 a 12-digit personal ID (Circular 86/2024).
 */
export function isBuyerTaxCode(value: string): boolean {
  if (/^\d{12}$/.test(value)) {
    const province = Number(value.slice(0, 3));
    return province >= 1 && province <= 96;
  }
  const match = /^(\d{10})(?:-?(\d{3}))?$/.exec(value);
  if (!match) return false;
  const [, main = '', branch] = match;
  if (branch === '000' || main.slice(2, 9) === '0000000') return false;
  const digits = [...main].map(Number);
  const sum = TAX_CODE_WEIGHTS.reduce((total, weight, i) => total + weight * (digits[i] ?? 0), 0);
  const check = 10 - (sum % 11);
  return check < 10 && check === digits[9];
}

const RATES = new Set([-2, -1, 0, 5, 8, 10]);
const SELECTIONS = new Set([1, 2, 3, 4, 5, 6]);

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const num = (value: unknown): number => (typeof value === 'number' ? value : Number(value));
const text = (value: unknown): string =>
  typeof value === 'string' ? value : value == null ? '' : String(value);

/** The first refusal the document earns, or null when Viettel would take it. */
function checkDocument(
  config: InvoiceSandboxConfig,
  body: Json,
  originals: (invoiceNo: string) => Promise<boolean>,
): Promise<SandboxAnswer | null> | SandboxAnswer | null {
  const general = isObject(body.generalInvoiceInfo) ? body.generalInvoiceInfo : {};
  const template = text(general.templateCode);
  const series = text(general.invoiceSeries);
  if (!template) return refusal('BAD_REQUEST_TEMPLATE_CODE_REQUIRED', 'Mẫu hóa đơn là bắt buộc');
  if (!series || !/^[a-zA-Z0-9/]*$/.test(series)) {
    return refusal('BAD_REQUEST_INVOICE_SERIAL_REQUIRED', 'Ký hiệu hóa đơn là bắt buộc');
  }
  if (!/^[A-Z]{3}$/.test(text(general.currencyCode))) {
    return refusal('BAD_REQUEST_CURRENCY_CODE_INVALID', 'Mã tiền tệ không hợp lệ');
  }
  const adjustment = text(general.adjustmentType);
  if (!['1', '3', '5'].includes(adjustment)) {
    return refusal('BAD_REQUEST_ADJUSTMENT_TYPE_INVALID', 'Loại hóa đơn không hợp lệ');
  }
  if (adjustment === '5' && !['1', '2'].includes(text(general.adjustmentInvoiceType))) {
    return refusal(
      'BAD_REQUEST_ADJUSTMENT_INVOICE_TYPE_INVALID',
      'Loại điều chỉnh hóa đơn không hợp lệ',
    );
  }
  if (typeof general.paymentStatus !== 'boolean') {
    return refusal('BAD_REQUEST_PAYMENT_STATUS_REQUIRED', 'Trạng thái thanh toán là bắt buộc');
  }
  if (!config.series.some((s) => s.templateCode === template && s.series === series)) {
    return refusal('INVOICE_SERIAL_NOT_FOUND', 'Ký hiệu hóa đơn không tồn tại');
  }
  const payments = Array.isArray(body.payments) ? body.payments : [];
  if (payments.length === 0) {
    return refusal('BAD_REQUEST_PAYMENT_INFO_REQUIRED', 'Thông tin thanh toán là bắt buộc');
  }
  if (payments.some((p) => !isObject(p) || !text(p.paymentMethodName))) {
    return refusal('BAD_REQUEST_PAYMENT_METHOD_INVALID', 'Hình thức thanh toán không hợp lệ');
  }
  // A money adjustment carries no buyer (Viettel ignores buyerInfo on it).
  if (adjustment !== '5') {
    const buyerRefusal = checkBuyer(isObject(body.buyerInfo) ? body.buyerInfo : {});
    if (buyerRefusal) return buyerRefusal;
  }
  const itemRefusal = checkItems(body);
  if (itemRefusal) return itemRefusal;
  if (adjustment === '1') return null;
  const original = text(general.originalInvoiceId);
  if (!/^[A-Za-z0-9/]{7,15}$/.test(original)) {
    return refusal('BAD_REQUEST_ORIGIN_INVOICE_NO_INVALID', 'Số hóa đơn gốc không hợp lệ');
  }
  const desc = text(general.additionalReferenceDesc);
  if (desc.length < 1 || desc.length > 400 || !general.additionalReferenceDate) {
    // ours: Viettel requires the agreement's name and date; it names no code for their absence.
    return refusal('BAD_REQUEST_ADDITIONAL_REFERENCE_REQUIRED', 'Thiếu văn bản thỏa thuận');
  }
  return originals(original).then((found) =>
    found ? null : refusal('BAD_REQUEST_ORIGIN_INVOICE_NO_INVALID', 'Không tìm thấy hóa đơn gốc'),
  );
}

function checkBuyer(buyer: Json): SandboxAnswer | null {
  const takes = num(buyer.buyerNotGetInvoice ?? 0) === 0;
  const taxCode = text(buyer.buyerTaxCode);
  if (taxCode.length > 20) {
    return refusal('BAD_REQUEST_BUYER_TAX_CODE_MAX_LENGTH', 'Mã số thuế người mua quá dài');
  }
  if (taxCode && !isBuyerTaxCode(taxCode)) {
    // ours: the spec does not say Viettel checks the check digit; the issue asks for it.
    return refusal('BUYER_TAX_CODE_INVALID', 'Mã số thuế người mua không hợp lệ');
  }
  if (taxCode && (!text(buyer.buyerLegalName) || !text(buyer.buyerAddressLine))) {
    // ours: a tax code needs the unit's legal name and address (spec §6.4).
    return refusal('BAD_REQUEST_BUYER_LEGAL_NAME_REQUIRED', 'Thiếu tên đơn vị hoặc địa chỉ');
  }
  if (takes && !text(buyer.buyerName) && !text(buyer.buyerLegalName)) {
    // ours: buyerName or buyerLegalName is required when the buyer takes the invoice.
    return refusal('BAD_REQUEST_BUYER_NAME_REQUIRED', 'Thiếu tên người mua');
  }
  if (
    buyer.buyerPhoneNumber !== undefined &&
    !/^\s*[0-9]{0,15}\s*$/.test(text(buyer.buyerPhoneNumber))
  ) {
    return refusal('BAD_REQUEST_BUYER_PHONE_INVALID', 'Số điện thoại người mua không hợp lệ');
  }
  const idNo = text(buyer.buyerIdNo);
  if (idNo && (idNo.length > 200 || !/^[a-zA-Z0-9\-_ ]*$/.test(idNo))) {
    return refusal('BAD_REQUEST_BUYER_ID_NO_INVALID', 'Số giấy tờ người mua không hợp lệ');
  }
  return null;
}

function checkItems(body: Json): SandboxAnswer | null {
  const items = Array.isArray(body.itemInfo) ? body.itemInfo.filter(isObject) : [];
  const netByRate = new Map<number, number>();
  const vatByRate = new Map<number, number>();
  for (const item of items) {
    const selection = num(item.selection ?? 1);
    if (!SELECTIONS.has(selection)) {
      return refusal('BAD_REQUEST_ITEM_SELECTION_INVALID', 'Tính chất hàng hóa không hợp lệ');
    }
    if (selection !== 1) continue;
    if (!text(item.itemName)) {
      // ours: a goods line needs its name.
      return refusal('BAD_REQUEST_ITEM_NAME_REQUIRED', 'Tên hàng hóa là bắt buộc');
    }
    const net = num(item.itemTotalAmountWithoutTax);
    const quantity = num(item.quantity);
    const unitPrice = num(item.unitPrice);
    if (
      ![net, quantity, unitPrice].every(Number.isFinite) ||
      Math.abs(quantity * unitPrice - net) > 5
    ) {
      return refusal(
        'IVI_TOTAL_A_WITHOUT_TAX_AND_UP_QUAN_NOT_COMPARED',
        'Thành tiền chưa thuế không khớp với số lượng × đơn giá',
      );
    }
    const rate = num(item.taxPercentage);
    if (!RATES.has(rate)) {
      return refusal('VAT_PERCENTAGE_INVALID', 'Thuế suất không hợp lệ');
    }
    const vat = num(item.taxAmount ?? 0);
    if (vat < 0) return refusal('VAT_TAX_AMOUNT_NEGATE', 'Tiền thuế không được âm');
    if (Math.abs(vat - (net * Math.max(rate, 0)) / 100) > 1) {
      return refusal('VAT_AMOUNT_INVALID', 'Tiền thuế không đúng');
    }
    netByRate.set(rate, (netByRate.get(rate) ?? 0) + net);
    vatByRate.set(rate, (vatByRate.get(rate) ?? 0) + vat);
  }
  if (items.length === 0) {
    // ours: an invoice without a line.
    return refusal('BAD_REQUEST_ITEM_INFO_REQUIRED', 'Thông tin hàng hóa là bắt buộc');
  }
  const breakdowns = Array.isArray(body.taxBreakdowns) ? body.taxBreakdowns.filter(isObject) : [];
  const seen = new Set<number>();
  for (const row of breakdowns) {
    const rate = num(row.taxPercentage);
    const taxable = num(row.taxableAmount);
    const tax = num(row.taxAmount);
    // ours: Viettel says only that a breakdown off the lines "hệ thống sẽ báo lỗi".
    if (seen.has(rate) || taxable !== (netByRate.get(rate) ?? Number.NaN)) {
      return refusal('TAX_BREAKDOWN_INVALID', 'Tổng hợp thuế suất không khớp với hàng hóa');
    }
    if (Math.abs(tax - (vatByRate.get(rate) ?? 0)) > 20_000) {
      return refusal('TAX_BREAKDOWN_INVALID', 'Tổng tiền thuế không khớp với hàng hóa');
    }
    seen.add(rate);
  }
  if (seen.size !== netByRate.size) {
    return refusal('TAX_BREAKDOWN_INVALID', 'Thiếu tổng hợp cho một thuế suất');
  }
  const summary = isObject(body.summarizeInfo) ? body.summarizeInfo : {};
  const totals = [
    summary.totalAmountWithoutTax,
    summary.totalTaxAmount,
    summary.totalAmountWithTax,
  ].map(num);
  if (totals.some((value) => !Number.isFinite(value) || value < 0)) {
    // ours: the totals are positive; a decrease travels in the …Pos flags.
    return refusal('SUMMARIZE_INFO_INVALID', 'Tổng tiền không hợp lệ');
  }
  return null;
}

/* ---------------------------------------------------------------------------------------------
 * The calls.
 * ------------------------------------------------------------------------------------------- */

const LABELS: Record<string, string> = {
  '1': 'Hóa đơn gốc',
  '3': 'Hóa đơn thay thế',
  '5': 'Hóa đơn điều chỉnh tiền',
};

function reservationCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
  return Array.from({ length: 15 }, () => alphabet[randomInt(alphabet.length)]).join('');
}

async function nextInvoiceNo(store: Store, series: string): Promise<string> {
  const rows = await tables(store)
    .selectFrom('sandbox_invoices')
    .select('invoice_no')
    .where('series', '=', series)
    .where('invoice_no', 'is not', null)
    .execute();
  const last = rows.reduce(
    (max, row) => Math.max(max, Number((row.invoice_no ?? '').slice(series.length)) || 0),
    0,
  );
  return `${series}${last + 1}`;
}

function createAnswer(
  row: Pick<
    SandboxInvoicesTable,
    'supplier_tax_code' | 'invoice_no' | 'reservation_code' | 'series' | 'transaction_uuid'
  >,
): SandboxAnswer {
  return {
    status: 200,
    body: {
      errorCode: null,
      description: null,
      result: {
        supplierTaxCode: row.supplier_tax_code,
        invoiceNo: row.invoice_no ?? '',
        transactionID: createHmac('sha256', row.transaction_uuid).digest('hex').slice(0, 18),
        reservationCode: row.reservation_code,
        // A cash-register series (4th character M) is numbered by the tax authority too.
        codeOfTax: row.series[3] === 'M' && row.invoice_no ? `M1-26-SBX-${row.invoice_no}` : null,
      },
    },
  };
}

async function findByUuid(store: Store, uuid: string) {
  return tables(store)
    .selectFrom('sandbox_invoices')
    .selectAll()
    .where('transaction_uuid', '=', uuid)
    .executeTakeFirst();
}

export async function sandboxCreate(
  store: Store,
  config: InvoiceSandboxConfig,
  input: { taxCode: string; cookie: string | null; rawBody: string },
  now: Date = new Date(),
): Promise<SandboxAnswer> {
  const admitted = await admit(store, config, input.cookie, 'create', now);
  if ('refused' in admitted) return admitted.refused;
  const fault = admitted.fault;
  let body: unknown;
  try {
    body = JSON.parse(input.rawBody);
  } catch {
    return refusal('JSON_PARSE_ERROR', 'Dữ liệu không đúng định dạng JSON');
  }
  if (!isObject(body)) return refusal('JSON_PARSE_ERROR', 'Dữ liệu không đúng định dạng JSON');
  if (input.taxCode !== config.username) {
    // ours: the supplier in the path must be the logged-in account (spec §6.3).
    return refusal('SUPPLIER_TAX_CODE_INVALID', 'Mã số thuế người bán không hợp lệ');
  }
  const general = isObject(body.generalInvoiceInfo) ? body.generalInvoiceInfo : {};
  const uuid = text(general.transactionUuid);
  if (uuid.length < 10 || uuid.length > 36) {
    return refusal(
      'BAD_REQUEST_TRANSACTION_UUID_LENGTH_INVALID',
      'transactionUuid phải dài từ 10 đến 36 ký tự',
    );
  }
  // Spec §5.4: every request with a uuid already used answers that invoice, never a new one.
  const existing = await findByUuid(store, uuid);
  if (existing) return createAnswer(existing);
  const seller = isObject(body.sellerInfo) ? body.sellerInfo : {};
  if (seller.sellerTaxCode !== undefined && text(seller.sellerTaxCode) !== input.taxCode) {
    return refusal('SUPPLIER_TAX_CODE_INVALID', 'Mã số thuế người bán không hợp lệ');
  }
  const refused = await checkDocument(config, body, async (invoiceNo) =>
    Boolean(
      await tables(store)
        .selectFrom('sandbox_invoices')
        .select('transaction_uuid')
        .where('invoice_no', '=', invoiceNo)
        .executeTakeFirst(),
    ),
  );
  if (refused) return refused;
  const series = text(general.invoiceSeries);
  const summary = isObject(body.summarizeInfo) ? body.summarizeInfo : {};
  const blank = fault === 'blank-number';
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const row: SandboxInvoicesTable = {
      transaction_uuid: uuid,
      supplier_tax_code: input.taxCode,
      template_code: text(general.templateCode),
      series,
      invoice_no: blank ? null : await nextInvoiceNo(store, series),
      reservation_code: reservationCode(),
      issue_date: Math.floor(now.getTime() / 1000) * 1000,
      adjustment_type: text(general.adjustmentType),
      original_invoice_no: text(general.originalInvoiceId) || null,
      status_label: LABELS[text(general.adjustmentType)] ?? 'Hóa đơn gốc',
      total_with_tax: num(summary.totalAmountWithTax) || 0,
      request_json: input.rawBody,
      pending_until: blank ? now.getTime() : null,
      created_at: now.toISOString(),
    };
    try {
      await tables(store).insertInto('sandbox_invoices').values(row).execute();
      return {
        ...createAnswer(row),
        ...(fault === 'late-answer' ? { delayMs: SANDBOX_LATE_ANSWER_MS } : {}),
      };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Same uuid created meanwhile: answer it; a number taken meanwhile: take the next.
      const raced = await findByUuid(store, uuid);
      if (raced) return createAnswer(raced);
    }
  }
  return { status: 500, body: { error: 'Internal Server Error', message: 'NUMBERING_BUSY' } };
}

export async function sandboxSearch(
  store: Store,
  config: InvoiceSandboxConfig,
  input: { cookie: string | null; form: URLSearchParams },
  now: Date = new Date(),
): Promise<SandboxAnswer> {
  const admitted = await admit(store, config, input.cookie, 'search', now);
  if ('refused' in admitted) return admitted.refused;
  const uuid = input.form.get('transactionUuid') ?? '';
  let row = await findByUuid(store, uuid);
  if (!row || row.supplier_tax_code !== input.form.get('supplierTaxCode')) {
    return refusal('NOT_FOUND_DATA', 'Không tìm thấy dữ liệu');
  }
  if (row.invoice_no === null && Number(row.pending_until ?? 0) <= now.getTime()) {
    // The number comes out now (Viettel's 30–90 s later).
    await tables(store)
      .updateTable('sandbox_invoices')
      .set({ invoice_no: await nextInvoiceNo(store, row.series), pending_until: null })
      .where('transaction_uuid', '=', uuid)
      .where('invoice_no', 'is', null)
      .execute();
    row = (await findByUuid(store, uuid)) ?? row;
  }
  return {
    status: 200,
    body: {
      transactionUuid: uuid,
      errorCode: null,
      description: null,
      result: [
        {
          supplierTaxCode: row.supplier_tax_code,
          invoiceNo: row.invoice_no ?? '',
          reservationCode: row.reservation_code,
          issueDate: Number(row.issue_date),
          status: row.status_label,
          exchangeStatus: 'Đã cấp mã (thử nghiệm)',
          exchangeDes: null,
          codeOfTax: null,
        },
      ],
    },
  };
}

export async function sandboxCancel(
  store: Store,
  config: InvoiceSandboxConfig,
  input: { cookie: string | null; form: URLSearchParams },
  now: Date = new Date(),
): Promise<SandboxAnswer> {
  const admitted = await admit(store, config, input.cookie, 'cancel', now);
  if ('refused' in admitted) return admitted.refused;
  const form = input.form;
  const invoiceNo = form.get('invoiceNo') ?? '';
  const row = await tables(store)
    .selectFrom('sandbox_invoices')
    .selectAll()
    .where('invoice_no', '=', invoiceNo)
    .where('supplier_tax_code', '=', form.get('supplierTaxCode') ?? '')
    .where('template_code', '=', form.get('templateCode') ?? '')
    .executeTakeFirst();
  if (!row) return refusal('NOT_FOUND_DATA', 'Không tìm thấy hóa đơn');
  if (String(row.issue_date) !== (form.get('strIssueDate') ?? '')) {
    // ours: the issue date must be the invoice's.
    return refusal('ISSUE_DATE_INVALID', 'Ngày lập hóa đơn không đúng');
  }
  const desc = form.get('additionalReferenceDesc') ?? '';
  if (desc.length < 1 || desc.length > 400 || !form.get('additionalReferenceDate')) {
    return refusal('BAD_REQUEST_ADDITIONAL_REFERENCE_REQUIRED', 'Thiếu văn bản thỏa thuận');
  }
  await tables(store)
    .updateTable('sandbox_invoices')
    .set({ status_label: 'Hóa đơn xóa bỏ' })
    .where('transaction_uuid', '=', row.transaction_uuid)
    .execute();
  return {
    status: 200,
    body: { errorCode: null, description: 'CANCEL TRANSACTION INVOICE SUCCESS' },
  };
}

export async function sandboxFile(
  store: Store,
  config: InvoiceSandboxConfig,
  input: { cookie: string | null; body: unknown },
  now: Date = new Date(),
): Promise<SandboxAnswer> {
  const admitted = await admit(store, config, input.cookie, 'file', now);
  if ('refused' in admitted) return admitted.refused;
  const body = isObject(input.body) ? input.body : {};
  const row = await tables(store)
    .selectFrom('sandbox_invoices')
    .selectAll()
    .where('invoice_no', '=', text(body.invoiceNo))
    .where('supplier_tax_code', '=', text(body.supplierTaxCode))
    .where('template_code', '=', text(body.templateCode))
    .executeTakeFirst();
  if (!row || row.invoice_no === null) return refusal('NOT_FOUND_DATA', 'Không tìm thấy hóa đơn');
  if (text(body.fileType) !== 'PDF') {
    // ours: the sandbox serves the PDF only, not the ZIP of XML and XSL.
    return refusal('FILE_TYPE_NOT_SUPPORTED', 'Sandbox chỉ trả tệp PDF');
  }
  const pdf = sandboxPdf({
    invoiceNo: row.invoice_no,
    template: row.template_code,
    reservationCode: row.reservation_code,
    total: Number(row.total_with_tax),
    issuedAt: new Date(Number(row.issue_date)),
    label: row.status_label,
  });
  return {
    status: 200,
    body: {
      errorCode: null,
      description: null,
      fileToBytes: Buffer.from(pdf).toString('base64'),
      paymentStatus: true,
      fileName: `${row.invoice_no}.pdf`,
    },
  };
}

/** Tests count what the sandbox made. */
export async function sandboxInvoiceCount(store: Store, uuid?: string): Promise<number> {
  const rows = await tables(store)
    .selectFrom('sandbox_invoices')
    .select('transaction_uuid')
    .$if(uuid !== undefined, (q) => q.where('transaction_uuid', '=', uuid ?? ''))
    .execute();
  return rows.length;
}
