// The console's "Hóa đơn" list (admin.invoices.list): every document sent or to send, by the
// Vietnam day it was enqueued, with where it stands, its number and the provider's last refusal;
// and admin.invoices.retry: an order's failed documents back in the queue.
import { addDays, dayStart, vietnamDate } from '@/lib/calendar';
import type { InvoiceDocumentKind, InvoiceDocumentStatus } from '../../db/schema';
import type { Store } from '../../db/store';
import { DomainError } from '../errors';
import { requeueInvoice } from './outbox';
import type { InvoiceBuyer } from './provider';
import { invoicePdfPath } from './requests';

export interface InvoiceListRow {
  id: string;
  day: string;
  createdAt: string;
  orderCode: string;
  kind: InvoiceDocumentKind;
  status: InvoiceDocumentStatus;
  buyer: { kind: InvoiceBuyer['kind']; name: string | null; taxCode: string | null };
  totalAmount: number;
  series: string | null;
  number: string | null;
  lookupCode: string | null;
  attempts: number;
  lastError: string | null;
  pdfUrl: string | null;
}

export const INVOICE_LIST_LIMIT = 500;

export async function listInvoices(
  store: Store,
  filter: { from: string; to: string; status?: InvoiceDocumentStatus },
): Promise<InvoiceListRow[]> {
  const rows = await store.db
    .selectFrom('invoices as i')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .select([
      'i.id',
      'i.created_at',
      'o.order_code',
      'i.kind',
      'i.status',
      'i.buyer_json',
      'i.total_amount',
      'i.series',
      'i.number',
      'i.invoice_no',
      'i.lookup_code',
      'i.attempts',
      'i.last_error',
      'i.access_key',
    ])
    .where('i.created_at', '>=', dayStart(filter.from).toISOString())
    .where('i.created_at', '<', dayStart(addDays(filter.to, 1)).toISOString())
    .$if(filter.status !== undefined, (q) => q.where('i.status', '=', filter.status ?? 'failed'))
    .orderBy('i.created_at', 'desc')
    .limit(INVOICE_LIST_LIMIT)
    .execute();
  return rows.map((row) => {
    const buyer = JSON.parse(row.buyer_json) as InvoiceBuyer;
    return {
      id: row.id,
      day: vietnamDate(new Date(row.created_at)),
      createdAt: row.created_at,
      orderCode: row.order_code,
      kind: row.kind,
      status: row.status,
      buyer: {
        kind: buyer.kind,
        name: buyer.legalName ?? buyer.name ?? null,
        taxCode: buyer.taxCode ?? null,
      },
      totalAmount: Number(row.total_amount),
      series: row.series,
      number: row.number,
      lookupCode: row.lookup_code,
      attempts: Number(row.attempts),
      lastError: row.last_error,
      pdfUrl: row.invoice_no ? invoicePdfPath(row.access_key) : null,
    };
  });
}

/** Puts the order's failed documents back in the queue; refused when none has failed. */
export async function retryOrderInvoices(
  store: Store,
  orderCode: string,
  now: Date,
): Promise<{ requeued: number }> {
  const failed = await store.db
    .selectFrom('invoices as i')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .select('i.id')
    .where('o.order_code', '=', orderCode)
    .where('i.status', '=', 'failed')
    .execute();
  let requeued = 0;
  for (const row of failed) {
    if (await requeueInvoice(store, row.id, now)) requeued += 1;
  }
  if (requeued === 0) throw new DomainError('invoice-not-failed');
  return { requeued };
}
