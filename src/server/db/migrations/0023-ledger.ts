// The books' one ledger (issue: the season's books): every money movement an immutable row, one
// per VAT rate it carries. A payment that arrives writes its order's `sale` rows (in the
// transaction that records it); a refund paid out writes `refund` rows at the rates of what it
// gives back. Amounts are VAT-inclusive đồng: `gross` before any discount, `discount` (tiers,
// bundles, the voucher's share), `refund` (money given back), and `vat`, signed: the VAT in what
// the row keeps (a refund's is negative). The day's takings are sums over these rows, so the
// report, the orders and the refunds agree. `source_key` is unique: writing a movement twice
// (a webhook delivered twenty times) leaves one row. Nothing updates or deletes a row.
// Payments and refunds recorded before are written here once.
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are typed against Kysely<any> */
import type { Kysely } from 'kysely';
import { refundedLines, writeRefundEntries, writeSaleEntries } from '../ledger';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('ledger_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('source_key', 'text', (c) => c.notNull().unique())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('order_code', 'text', (c) => c.notNull())
    .addColumn('order_kind', 'text', (c) => c.notNull())
    .addColumn('payment_id', 'text')
    .addColumn('refund_request_id', 'text')
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('vat_rate', 'integer', (c) => c.notNull())
    .addColumn('gross', 'integer', (c) => c.notNull())
    .addColumn('discount', 'integer', (c) => c.notNull())
    .addColumn('refund', 'integer', (c) => c.notNull())
    .addColumn('vat', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ledger_entries_day').on('ledger_entries').column('day').execute();
  await db.schema
    .createIndex('ledger_entries_order')
    .on('ledger_entries')
    .column('order_id')
    .execute();
  // Movements recorded before the ledger, by the writers that record every new one.
  const paid = await db
    .selectFrom('payments')
    .select(['id', 'paid_at'])
    .where('paid_at', 'is not', null)
    .orderBy('paid_at')
    .execute();
  for (const payment of paid) await writeSaleEntries(db, payment.id, new Date(payment.paid_at));
  const refunds = await db
    .selectFrom('refund_requests')
    .select(['id', 'order_id', 'tickets_json', 'amount', 'decided_at'])
    .where('status', '=', 'refunded')
    .where('amount', '>', 0)
    .execute();
  for (const refund of refunds) {
    const lines = await refundedLines(db, {
      requestId: refund.id,
      orderId: refund.order_id,
      ticketCodes: refund.tickets_json ? (JSON.parse(refund.tickets_json) as string[]) : null,
    });
    await writeRefundEntries(
      db,
      { refundRequestId: refund.id, amount: Number(refund.amount), lines },
      new Date(refund.decided_at),
    );
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('ledger_entries').execute();
}
