// The invoice outbox (issue 41): a paid order's original invoice and a refund's correction are
// enqueued as `invoices` rows inside the transaction that pays or refunds (so money and its
// invoice are never one without the other), and the minute's sweep sends them. Never twice:
// one original per order (original_guard), a claim by conditional update before any call, the
// same idempotency key (Viettel's transactionUuid) on every attempt, the document built once and
// re-sent as stored, and a lookup by key before any second send (a timeout may have been taken).
import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database, InvoiceDocumentKind, InvoicesTable } from '../../db/schema';
import type { Store } from '../../db/store';
import {
  agreementFor,
  originalDocument,
  refundDocument,
  type InvoiceOrderFacts,
  type RefundBasis,
} from './document';
import {
  failureOf,
  type InvoiceBuyer,
  type InvoiceDocument,
  type InvoiceProvider,
  type IssuedInvoice,
  type OriginalRef,
} from './provider';
import { invoiceProvider, invoiceProviderId } from './registry';
import { invoiceSettings, type InvoiceSettings } from './settings';

/** A claim older than this was left by a process that died mid-send (Viettel asks ≥ 90 s). */
const CLAIM_TIMEOUT_MS = 10 * 60_000;
/** Waits after the 1st, 2nd… failure; after the last the document is failed. */
const BACKOFF_MS = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000] as const;
export const MAX_ATTEMPTS = BACKOFF_MS.length + 1;
const LAST_BACKOFF_MS = 60 * 60_000;
/** Viettel numbers a pending invoice 30–90 s later. */
const PENDING_POLL_MS = 30_000;
/** A correction waits for its original's number. */
const ORIGINAL_WAIT_MS = 60_000;
const BATCH = 20;
/** The local recorder sends nothing anywhere: it needs no seller before the console has one. */
const LOCAL_SETTINGS: InvoiceSettings = {
  seller: { taxCode: '', legalName: '', address: '', templateCode: '', series: '' },
  cancelOnWholeRefund: false,
};

function newRow(
  orderId: string,
  kind: InvoiceDocumentKind,
  buyer: InvoiceBuyer,
  totalAmount: number,
  now: Date,
  extra: Partial<Selectable<InvoicesTable>> = {},
) {
  const at = now.toISOString();
  return {
    id: randomUUID(),
    order_id: orderId,
    kind,
    original_invoice_id: null,
    refund_request_id: null,
    original_guard: kind === 'original' ? orderId : null,
    idempotency_key: randomUUID(),
    access_key: randomBytes(24).toString('base64url'),
    provider: invoiceProviderId(),
    status: 'requested' as const,
    buyer_json: JSON.stringify(buyer),
    basis_json: null,
    document_json: null,
    total_amount: totalAmount,
    template_code: null,
    series: null,
    invoice_no: null,
    number: null,
    lookup_code: null,
    tax_authority_code: null,
    issued_at: null,
    claimed_at: null,
    last_error: null,
    pdf_data: null,
    next_attempt_at: at,
    created_at: at,
    updated_at: at,
    ...extra,
  };
}

/** The buyer as the request at checkout named them, else a consumer who asked for nothing. */
async function buyerOf(trx: Kysely<Database>, orderId: string): Promise<InvoiceBuyer> {
  const request = await trx
    .selectFrom('order_invoices')
    .select(['kind', 'company_name', 'tax_code', 'address', 'citizen_id', 'full_name', 'email'])
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  if (!request) return { kind: 'consumer', takesInvoice: false };
  if (request.kind === 'company') {
    return {
      kind: 'company',
      legalName: request.company_name ?? '',
      taxCode: request.tax_code ?? '',
      address: request.address ?? '',
      email: request.email,
      takesInvoice: true,
    };
  }
  return {
    kind: 'person',
    name: request.full_name ?? '',
    idNo: request.citizen_id ?? '',
    email: request.email,
    takesInvoice: true,
  };
}

/**
 * Inside the transaction that makes the order paid: its one original invoice. A second call (a
 * late second payment) adds nothing; an order with nothing to pay has nothing to invoice.
 */
export async function enqueueOrderInvoice(
  trx: Kysely<Database>,
  orderId: string,
  now: Date,
): Promise<void> {
  const order = await trx
    .selectFrom('orders')
    .select('total_amount')
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  if (Number(order.total_amount) <= 0) return;
  const row = newRow(
    orderId,
    'original',
    await buyerOf(trx, orderId),
    Number(order.total_amount),
    now,
  );
  await trx
    .insertInto('invoices')
    .values(row)
    .onConflict((oc) => oc.column('original_guard').doNothing())
    .execute();
}

export interface RefundInvoiceRequest {
  orderId: string;
  refundRequestId: string;
  amount: number;
  /** The order lines given back with how many of each; null: the whole order. */
  lines: { lineId: string; quantity: number }[] | null;
  /** Nothing of the order stays paid. */
  whole: boolean;
}

/**
 * Inside the refund's transaction (the payout recorded): the correction of the order's original,
 * a decrease of the refunded lines. A whole refund cancels the original instead only when the
 * console says so (off by default: Decree 70/2025 replaced cancelling with adjusting).
 */
export async function enqueueRefundInvoice(
  trx: Kysely<Database>,
  request: RefundInvoiceRequest,
  now: Date,
): Promise<void> {
  const original = await trx
    .selectFrom('invoices')
    .select(['id', 'buyer_json'])
    .where('order_id', '=', request.orderId)
    .where('kind', '=', 'original')
    .executeTakeFirst();
  if (!original) return;
  const settings = await invoiceSettings(trx);
  const cancel = request.whole && settings?.cancelOnWholeRefund === true;
  const basis: RefundBasis = {
    amount: request.amount,
    lines: request.lines,
    at: now.toISOString(),
  };
  await trx
    .insertInto('invoices')
    .values(
      newRow(
        request.orderId,
        cancel ? 'cancellation' : 'adjustment',
        JSON.parse(original.buyer_json) as InvoiceBuyer,
        request.amount,
        now,
        {
          original_invoice_id: original.id,
          refund_request_id: request.refundRequestId,
          basis_json: JSON.stringify(basis),
        },
      ),
    )
    .execute();
}

/* ---------------------------------------------------------------------------------------------
 * The sweep.
 * ------------------------------------------------------------------------------------------- */

async function orderFacts(db: Kysely<Database>, orderId: string): Promise<InvoiceOrderFacts> {
  const order = await db
    .selectFrom('orders')
    .select([
      'order_code',
      'kind',
      'shipping_fee',
      'shipping_vat_rate',
      'shipping_net',
      'shipping_vat',
    ])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const lines = await db
    .selectFrom('order_lines')
    .select(['id', 'sku', 'name_vi', 'quantity', 'total', 'vat_rate', 'net_amount', 'vat_amount'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  const payment = await db
    .selectFrom('payments')
    .select('method')
    .where('order_id', '=', orderId)
    .where('status', 'in', ['paid', 'refunded'])
    .orderBy('paid_at')
    .executeTakeFirst();
  const num = (value: number | null) => (value === null ? null : Number(value));
  return {
    orderCode: order.order_code,
    kind: order.kind,
    lines: lines.map((line) => ({
      id: line.id,
      code: line.sku,
      name: line.name_vi,
      quantity: Number(line.quantity),
      total: Number(line.total),
      rate: num(line.vat_rate),
      net: num(line.net_amount),
      vat: num(line.vat_amount),
    })),
    shipping:
      Number(order.shipping_fee) > 0
        ? {
            fee: Number(order.shipping_fee),
            rate: num(order.shipping_vat_rate),
            net: num(order.shipping_net),
            vat: num(order.shipping_vat),
          }
        : null,
    method: payment?.method ?? 'payos',
  };
}

type DueRow = Pick<
  Selectable<InvoicesTable>,
  | 'id'
  | 'order_id'
  | 'kind'
  | 'original_invoice_id'
  | 'idempotency_key'
  | 'status'
  | 'buyer_json'
  | 'basis_json'
  | 'document_json'
  | 'invoice_no'
  | 'attempts'
  | 'claimed_at'
>;

/** What a document's original is to the provider, or null while it has no number yet. */
async function originalRef(db: Kysely<Database>, id: string | null): Promise<OriginalRef | null> {
  if (!id) return null;
  const row = await db
    .selectFrom('invoices')
    .select(['invoice_no', 'template_code', 'issued_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row?.invoice_no || !row.template_code || !row.issued_at) return null;
  return {
    invoiceNo: row.invoice_no,
    template: row.template_code,
    issuedAt: new Date(row.issued_at),
  };
}

/** The stored document, built at the first attempt and kept: every retry sends exactly it. */
async function documentOf(
  store: Store,
  row: DueRow,
  settings: InvoiceSettings,
): Promise<InvoiceDocument> {
  if (row.document_json) return JSON.parse(row.document_json) as InvoiceDocument;
  const facts = await orderFacts(store.db, row.order_id);
  const buyer = JSON.parse(row.buyer_json) as InvoiceBuyer;
  const doc =
    row.kind === 'original'
      ? originalDocument(facts, buyer, settings.seller, row.idempotency_key)
      : refundDocument(
          facts,
          JSON.parse(row.basis_json ?? '{}') as RefundBasis,
          buyer,
          settings.seller,
          row.idempotency_key,
        );
  return doc;
}

async function orderCodeOf(store: Store, orderId: string): Promise<string> {
  const row = await store.db
    .selectFrom('orders')
    .select('order_code')
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  return row.order_code;
}

type Outcome =
  { kind: 'issued'; issued: IssuedInvoice | null } | { kind: 'pending' } | { kind: 'wait' };

async function send(
  store: Store,
  provider: InvoiceProvider,
  row: DueRow,
  doc: InvoiceDocument,
  sentBefore: boolean,
): Promise<Outcome> {
  if (row.kind === 'cancellation') {
    const original = await originalRef(store.db, row.original_invoice_id);
    if (!original) return { kind: 'wait' };
    const basis = JSON.parse(row.basis_json ?? '{}') as RefundBasis;
    const why = agreementFor(doc.buyer, await orderCodeOf(store, row.order_id), new Date(basis.at));
    await provider.cancel(original, doc.seller, { ...why, reason: 'Hoàn tiền toàn bộ đơn hàng' });
    return { kind: 'issued', issued: null };
  }
  // Race condition: an earlier attempt may have been taken (a timeout after the send): ask first.
  if (sentBefore) {
    const found = await provider.status(doc.key, doc.seller);
    if (found) return found.pending ? { kind: 'pending' } : { kind: 'issued', issued: found };
  }
  let issued: IssuedInvoice;
  if (row.kind === 'original') {
    issued = await provider.issue(doc);
  } else {
    const original = await originalRef(store.db, row.original_invoice_id);
    if (!original) return { kind: 'wait' };
    const basis = JSON.parse(row.basis_json ?? '{}') as RefundBasis;
    issued = await provider.adjust(
      original,
      { ...doc, direction: 'decrease' },
      agreementFor(doc.buyer, await orderCodeOf(store, row.order_id), new Date(basis.at)),
    );
  }
  return issued.pending ? { kind: 'pending' } : { kind: 'issued', issued };
}

/**
 * Sends the due documents: each is claimed (a conditional update from the state read) before
 * the provider hears of it, so two sweepers never send one document at once.
 */
export async function sweepInvoices(
  store: Store,
  now: Date,
  provider: InvoiceProvider = invoiceProvider(),
): Promise<number> {
  const at = now.toISOString();
  const stale = new Date(now.getTime() - CLAIM_TIMEOUT_MS).toISOString();
  const due = await store.db
    .selectFrom('invoices')
    .select([
      'id',
      'order_id',
      'kind',
      'original_invoice_id',
      'idempotency_key',
      'status',
      'buyer_json',
      'basis_json',
      'document_json',
      'invoice_no',
      'attempts',
      'claimed_at',
    ])
    .where('status', 'in', ['requested', 'issuing'])
    .where('next_attempt_at', '<=', at)
    .where((eb) => eb.or([eb('claimed_at', 'is', null), eb('claimed_at', '<', stale)]))
    .orderBy('next_attempt_at')
    .limit(BATCH)
    .execute();
  let done = 0;
  for (const row of due) {
    // Race condition: several instances sweep at once; only the one whose update moves the row
    // from the claim it read sends it.
    const claim = await store.db
      .updateTable('invoices')
      .set({ status: 'issuing', claimed_at: at, updated_at: at })
      .where('id', '=', row.id)
      .where('status', '=', row.status)
      .where((eb) =>
        row.claimed_at === null
          ? eb('claimed_at', 'is', null)
          : eb('claimed_at', '=', row.claimed_at),
      )
      .executeTakeFirst();
    if (Number(claim.numUpdatedRows) !== 1) continue;
    if (await runClaimed(store, provider, row, now)) done += 1;
  }
  return done;
}

/** Settles one claimed document; true when it was issued. */
async function runClaimed(
  store: Store,
  provider: InvoiceProvider,
  row: DueRow,
  now: Date,
): Promise<boolean> {
  const at = now.toISOString();
  function claimed() {
    return store.db.updateTable('invoices').where('id', '=', row.id).where('claimed_at', '=', at);
  }
  const sentBefore = row.document_json !== null;
  let outcome: Outcome;
  try {
    const settings =
      (await invoiceSettings(store.db)) ?? (provider.id === 'local' ? LOCAL_SETTINGS : null);
    if (!settings) {
      await claimed()
        .set({
          status: 'failed',
          claimed_at: null,
          last_error: 'SETTINGS_MISSING: chưa có mã số thuế, mẫu số và ký hiệu hóa đơn',
          updated_at: at,
        })
        .execute();
      return false;
    }
    const doc = await documentOf(store, row, settings);
    if (!sentBefore) {
      await claimed()
        .set({ document_json: JSON.stringify(doc) })
        .execute();
    }
    outcome = await send(store, provider, row, doc, sentBefore);
  } catch (error) {
    const failure = failureOf(error);
    const attempts = Number(row.attempts) + 1;
    const last = failure.failure === 'permanent' || attempts >= MAX_ATTEMPTS;
    console.error(`[invoices] ${provider.id} could not issue document ${row.id}`, failure.message);
    await claimed()
      .set({
        status: last ? 'failed' : 'requested',
        attempts,
        claimed_at: null,
        last_error: `${failure.code}: ${failure.message}`.slice(0, 1000),
        next_attempt_at: new Date(
          now.getTime() + (BACKOFF_MS[attempts - 1] ?? LAST_BACKOFF_MS),
        ).toISOString(),
        updated_at: at,
      })
      .execute();
    return false;
  }
  if (outcome.kind !== 'issued') {
    const wait = outcome.kind === 'pending' ? PENDING_POLL_MS : ORIGINAL_WAIT_MS;
    await claimed()
      .set({
        status: outcome.kind === 'pending' ? 'issuing' : 'requested',
        claimed_at: null,
        next_attempt_at: new Date(now.getTime() + wait).toISOString(),
        updated_at: at,
      })
      .execute();
    return false;
  }
  const issued = outcome.issued;
  await store.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('invoices')
      .set({
        status: 'issued',
        claimed_at: null,
        last_error: null,
        template_code: issued?.template ?? null,
        series: issued?.series ?? null,
        invoice_no: issued?.invoiceNo ?? null,
        number: issued?.number ?? null,
        lookup_code: issued?.lookupCode ?? null,
        tax_authority_code: issued?.taxAuthorityCode ?? null,
        issued_at: (issued?.issuedAt ?? now).toISOString(),
        updated_at: at,
      })
      .where('id', '=', row.id)
      .where('claimed_at', '=', at)
      .execute();
    if (row.kind !== 'original' && row.original_invoice_id) {
      await trx
        .updateTable('invoices')
        .set({ status: row.kind === 'cancellation' ? 'cancelled' : 'adjusted', updated_at: at })
        .where('id', '=', row.original_invoice_id)
        .where('status', 'in', ['issued', 'adjusted'])
        .execute();
    }
  });
  return true;
}

/** admin.invoices.retry: a failed document goes back to the queue (after settings are fixed). */
export async function requeueInvoice(store: Store, id: string, now: Date): Promise<boolean> {
  const result = await store.db
    .updateTable('invoices')
    .set({
      status: 'requested',
      attempts: 0,
      next_attempt_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
