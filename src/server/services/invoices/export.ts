// The day's e-invoice requests as CSV for the accounting provider (the console's download, admin
// only): one row per order of that day (Asia/Ho_Chi_Minh) whose buyer asked for an invoice, with
// the order's amounts and where its payment stands. The amounts add up like every other summary
// (DESIGN.md §20): subtotal (lines at full price) − discount (tiers) − voucher_discount +
// shipping_fee = total_amount. UTF-8 with a BOM (spreadsheets then read the
// Vietnamese names right); a cell that a spreadsheet would run as a formula is prefixed with '.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export const INVOICE_CSV_COLUMNS = [
  'order_code',
  'order_day',
  'requested_at',
  'buyer_kind',
  'company_name',
  'tax_code',
  'address',
  'citizen_id',
  'full_name',
  'invoice_email',
  'subtotal',
  'discount',
  'voucher_discount',
  'shipping_fee',
  'total_amount',
  'currency',
  'order_status',
  'payment_status',
  'invoice_status',
  'provider_reference',
] as const;

/** One CSV cell: quoted, quotes doubled, formula starters neutralised (CSV injection). */
export function csvCell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

export async function invoicesCsv(db: Kysely<Database>, day: string): Promise<string> {
  const rows = await db
    .selectFrom('order_invoices')
    .innerJoin('orders', 'orders.id', 'order_invoices.order_id')
    .select([
      'orders.order_code',
      'order_invoices.request_day',
      'order_invoices.requested_at',
      'order_invoices.kind',
      'order_invoices.company_name',
      'order_invoices.tax_code',
      'order_invoices.address',
      'order_invoices.citizen_id',
      'order_invoices.full_name',
      'order_invoices.email',
      'orders.subtotal',
      'orders.discount',
      'orders.voucher_discount',
      'orders.shipping_fee',
      'orders.total_amount',
      'orders.currency',
      'orders.status',
      'orders.payment_status',
      'order_invoices.status as invoice_status',
      'order_invoices.provider_ref',
    ])
    .where('order_invoices.request_day', '=', day)
    .orderBy('order_invoices.requested_at')
    .orderBy('orders.order_code')
    .execute();
  const lines = rows.map((row) =>
    [
      row.order_code,
      row.request_day,
      row.requested_at,
      row.kind,
      row.company_name,
      row.tax_code,
      row.address,
      row.citizen_id,
      row.full_name,
      row.email,
      Number(row.subtotal),
      Number(row.discount),
      Number(row.voucher_discount),
      Number(row.shipping_fee),
      Number(row.total_amount),
      row.currency,
      row.status,
      row.payment_status,
      row.invoice_status,
      row.provider_ref,
    ]
      .map(csvCell)
      .join(','),
  );
  return `\uFEFF${[INVOICE_CSV_COLUMNS.join(','), ...lines].join('\r\n')}\r\n`;
}
