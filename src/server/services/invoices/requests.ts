// An order's e-invoice request: written in the order's transaction (so an order and its request
// are never one without the other), read back for order.get and the console, and handed to the
// invoice provider once the order is paid (a sweeper; one claim per request across instances).
import { vietnamDate } from '@/lib/calendar';
import type { Kysely } from 'kysely';
import { nowIso } from '../../db/ids';
import type { Database } from '../../db/schema';
import type { Store } from '../../db/store';
import { invoiceProvider, type InvoiceProvider, type InvoiceRequest } from './provider';
import { isCompanyInvoice, type InvoiceInput } from '@/lib/validation/invoice';

/** What order.get and the console show of the request. */
export type InvoiceView =
  | {
      kind: 'company';
      companyName: string;
      taxCode: string;
      address: string;
      email: string;
      status: 'requested' | 'issued';
      reference: string | null;
    }
  | {
      kind: 'person';
      citizenId: string;
      fullName: string;
      email: string;
      status: 'requested' | 'issued';
      reference: string | null;
    };

/** Inside the order's transaction, after its row. */
export async function recordInvoiceRequest(
  trx: Kysely<Database>,
  orderId: string,
  invoice: InvoiceInput,
  now: Date,
): Promise<void> {
  const company = isCompanyInvoice(invoice);
  await trx
    .insertInto('order_invoices')
    .values({
      order_id: orderId,
      kind: company ? 'company' : 'person',
      company_name: company ? invoice.companyName : null,
      tax_code: company ? invoice.taxCode : null,
      address: company ? invoice.address : null,
      citizen_id: company ? null : invoice.citizenId,
      full_name: company ? null : invoice.fullName,
      email: invoice.email,
      request_day: vietnamDate(now),
      requested_at: now.toISOString(),
      status: 'requested',
      provider: null,
      provider_ref: null,
      claimed_at: null,
      issued_at: null,
    })
    .execute();
}

const INVOICE_COLUMNS = [
  'kind',
  'company_name',
  'tax_code',
  'address',
  'citizen_id',
  'full_name',
  'email',
  'status',
  'provider_ref',
] as const;

/** The order's invoice request, or null when the buyer asked for none. */
export async function loadInvoiceView(
  db: Kysely<Database>,
  orderId: string,
): Promise<InvoiceView | null> {
  const row = await db
    .selectFrom('order_invoices')
    .select(INVOICE_COLUMNS)
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  if (!row) return null;
  const status = row.status === 'issued' ? 'issued' : 'requested';
  const reference = row.provider_ref;
  return row.kind === 'company'
    ? {
        kind: 'company',
        companyName: row.company_name ?? '',
        taxCode: row.tax_code ?? '',
        address: row.address ?? '',
        email: row.email,
        status,
        reference,
      }
    : {
        kind: 'person',
        citizenId: row.citizen_id ?? '',
        fullName: row.full_name ?? '',
        email: row.email,
        status,
        reference,
      };
}

/** A claim older than this was left by a process that died mid hand-over: taken again. */
const CLAIM_TIMEOUT_MS = 10 * 60_000;
const BATCH = 50;

/**
 * Hands the requests of paid orders to the provider: each is claimed by a conditional update
 * (requested → issuing) before the provider is called, so two sweeping instances never issue one
 * invoice twice; issued on success, back to requested on failure (the next pass retries).
 */
export async function issuePaidInvoices(
  store: Store,
  now: Date,
  provider: InvoiceProvider = invoiceProvider(),
): Promise<number> {
  const stale = new Date(now.getTime() - CLAIM_TIMEOUT_MS).toISOString();
  const due = await store.db
    .selectFrom('order_invoices')
    .innerJoin('orders', 'orders.id', 'order_invoices.order_id')
    .select([
      'order_invoices.order_id',
      'order_invoices.status',
      'order_invoices.claimed_at',
      'orders.order_code',
      'orders.total_amount',
      ...INVOICE_COLUMNS.map((c) => `order_invoices.${c}` as const),
      'order_invoices.request_day',
    ])
    .where('orders.payment_status', '=', 'paid')
    .where((eb) =>
      eb.or([
        eb('order_invoices.status', '=', 'requested'),
        eb.and([
          eb('order_invoices.status', '=', 'issuing'),
          eb('order_invoices.claimed_at', '<', stale),
        ]),
      ]),
    )
    .orderBy('order_invoices.requested_at')
    .limit(BATCH)
    .execute();
  let issued = 0;
  for (const row of due) {
    const claimedAt = now.toISOString();
    // Race condition: several instances sweep at once; only the one whose update changes the
    // row from the status it read calls the provider.
    const claim = await store.db
      .updateTable('order_invoices')
      .set({ status: 'issuing', claimed_at: claimedAt })
      .where('order_id', '=', row.order_id)
      .where('status', '=', row.status)
      .where((eb) =>
        row.claimed_at === null
          ? eb('claimed_at', 'is', null)
          : eb('claimed_at', '=', row.claimed_at),
      )
      .executeTakeFirst();
    if (Number(claim.numUpdatedRows) !== 1) continue;
    const request: InvoiceRequest = {
      orderCode: row.order_code,
      kind: row.kind,
      companyName: row.company_name,
      taxCode: row.tax_code,
      address: row.address,
      citizenId: row.citizen_id,
      fullName: row.full_name,
      email: row.email,
      totalAmount: Number(row.total_amount),
      requestDay: row.request_day,
    };
    try {
      const { reference } = await provider.issue(request);
      await store.db
        .updateTable('order_invoices')
        .set({
          status: 'issued',
          provider: provider.id,
          provider_ref: reference,
          issued_at: nowIso(),
        })
        .where('order_id', '=', row.order_id)
        .where('status', '=', 'issuing')
        .where('claimed_at', '=', claimedAt)
        .execute();
      issued += 1;
    } catch (error) {
      console.error(`[invoices] ${provider.id} could not issue ${row.order_code}`, error);
      await store.db
        .updateTable('order_invoices')
        .set({ status: 'requested', claimed_at: null })
        .where('order_id', '=', row.order_id)
        .where('claimed_at', '=', claimedAt)
        .execute();
    }
  }
  return issued;
}
