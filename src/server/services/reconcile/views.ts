// What the console's "Đối soát" page reads for one provider and day (admin.reports.reconcile):
// the run's state and each difference, with the order it belongs to.
import type { ReconciliationKind } from '../../db/schema';
import type { Store } from '../../db/store';
import type { ReconciledProvider } from './reconcile';

export interface ReconcileItemView {
  id: string;
  kind: ReconciliationKind;
  providerOrderCode: string;
  orderCode: string | null;
  providerAmount: number | null;
  storeAmount: number | null;
  reference: string | null;
  foundAt: string;
  resolution: 'applied' | 'flagged' | null;
  resolvedBy: string | null;
  resolvedAt: string | null;
  note: string | null;
}

export interface ReconcileView {
  provider: ReconciledProvider;
  day: string;
  run: {
    status: 'running' | 'done' | 'failed';
    finishedAt: string | null;
    checked: number;
    differences: number;
    lastError: string | null;
  } | null;
  items: ReconcileItemView[];
}

const amountOf = (value: number | string | null) => (value === null ? null : Number(value));

export async function getReconcileView(
  store: Store,
  provider: ReconciledProvider,
  day: string,
): Promise<ReconcileView> {
  const run = await store.db
    .selectFrom('reconciliation_runs')
    .select(['status', 'finished_at', 'checked', 'differences', 'last_error'])
    .where('provider', '=', provider)
    .where('day', '=', day)
    .executeTakeFirst();
  const items = await store.db
    .selectFrom('reconciliation_items')
    .leftJoin('orders', 'orders.id', 'reconciliation_items.order_id')
    .select([
      'reconciliation_items.id',
      'reconciliation_items.kind',
      'reconciliation_items.provider_order_code',
      'orders.order_code',
      'reconciliation_items.provider_amount',
      'reconciliation_items.store_amount',
      'reconciliation_items.reference',
      'reconciliation_items.found_at',
      'reconciliation_items.resolution',
      'reconciliation_items.resolved_by',
      'reconciliation_items.resolved_at',
      'reconciliation_items.note',
    ])
    .where('reconciliation_items.provider', '=', provider)
    .where('reconciliation_items.day', '=', day)
    .orderBy('reconciliation_items.found_at')
    .orderBy('reconciliation_items.id')
    .execute();
  return {
    provider,
    day,
    run: run
      ? {
          status: run.status,
          finishedAt: run.finished_at,
          checked: Number(run.checked),
          differences: Number(run.differences),
          lastError: run.last_error,
        }
      : null,
    items: items.map((item) => ({
      id: item.id,
      kind: item.kind,
      providerOrderCode: item.provider_order_code,
      orderCode: item.order_code,
      providerAmount: amountOf(item.provider_amount),
      storeAmount: amountOf(item.store_amount),
      reference: item.reference,
      foundAt: item.found_at,
      resolution: item.resolution,
      resolvedBy: item.resolved_by,
      resolvedAt: item.resolved_at,
      note: item.note,
    })),
  };
}
