// The day's takings (DESIGN.md §20 `admin.reports.takings`): sums over the ledger's rows
// (src/server/db/ledger.ts), per Vietnam day × payment method × kind × VAT rate. Every figure is a
// sum of immutable rows, so the report, the orders and the refunds agree to the đồng.
import { sql, type Kysely } from 'kysely';
import type { Database, OrderKind } from '../../db/schema';

export interface TakingsRow {
  day: string;
  method: string;
  kind: OrderKind;
  rate: number;
  /** Before discounts, VAT included. */
  gross: number;
  /** Tiers, bundles and vouchers. */
  discounts: number;
  /** Money given back that day. */
  refunds: number;
  /** What the shop keeps: gross − discounts − refunds, VAT included. */
  net: number;
  /** The VAT in `net`. */
  vat: number;
}

export interface Takings {
  from: string;
  to: string;
  rows: TakingsRow[];
  total: Omit<TakingsRow, 'day' | 'method' | 'kind' | 'rate'>;
}

/** The takings of the Vietnam days `from`..`to` (both included), in day, method, kind, rate order. */
export async function takingsReport(
  db: Kysely<Database>,
  range: { from: string; to: string },
): Promise<Takings> {
  const sums = await db
    .selectFrom('ledger_entries')
    .select((eb) => [
      'day',
      'method',
      'order_kind',
      'vat_rate',
      eb.fn.sum<string | number>('gross').as('gross'),
      eb.fn.sum<string | number>('discount').as('discount'),
      eb.fn.sum<string | number>('refund').as('refund'),
      eb.fn.sum<string | number>('vat').as('vat'),
    ])
    .where('day', '>=', range.from)
    .where('day', '<=', range.to)
    .groupBy(['day', 'method', 'order_kind', 'vat_rate'])
    .orderBy('day')
    .orderBy('method')
    .orderBy('order_kind')
    .orderBy(sql`vat_rate`)
    .execute();
  const rows = sums.map((sum) => {
    const gross = Number(sum.gross);
    const discounts = Number(sum.discount);
    const refunds = Number(sum.refund);
    return {
      day: sum.day,
      method: sum.method,
      kind: sum.order_kind,
      rate: Number(sum.vat_rate),
      gross,
      discounts,
      refunds,
      net: gross - discounts - refunds,
      vat: Number(sum.vat),
    };
  });
  const total = { gross: 0, discounts: 0, refunds: 0, net: 0, vat: 0 };
  for (const row of rows) {
    total.gross += row.gross;
    total.discounts += row.discounts;
    total.refunds += row.refunds;
    total.net += row.net;
    total.vat += row.vat;
  }
  return { from: range.from, to: range.to, rows, total };
}
