// Reconciliation (issue 41, DESIGN.md §20 admin.reports.reconcile): for one provider and one Vietnam
// day, every attempt the store created or had paid that day is asked about at the provider (its
// method's queryAttempt: PayOS paymentRequests.get, VNPay querydr, MoMo query), and what differs
// from the store's payments is kept as an item: paid there but not here, amounts that differ,
// paid here but not there, and a payment the store counted twice (two paid attempts for one order,
// or one provider transaction on two payments). Items are unique per attempt and kind, so a rerun
// finds the same difference once; an operator resolves each (actions.ts). The payments module
// speaks to the providers; this module never names one.
import { dayStart, addDays } from '@/lib/calendar';
import { newId, nowIso } from '../../db/ids';
import type { ReconciliationKind } from '../../db/schema';
import type { Store } from '../../db/store';
import type { PaymentMethod, ProviderRecord } from '../payments/method';
import type { PaymentNotice } from '../payments/notice';
import { paymentMethods } from '../payments/registry';

/** The providers a day is reconciled for: those whose attempts carry a provider order code. */
export const RECONCILED_PROVIDERS = [
  'payos',
  'vnpay',
  'momo',
] as const satisfies readonly PaymentNotice['method'][];
export type ReconciledProvider = (typeof RECONCILED_PROVIDERS)[number];

/** Attempts asked about at once: providers rate-limit their query APIs. */
const QUERY_CONCURRENCY = 5;

const PAID_HERE = ['paid', 'refunded'] as const;

interface StoreAttempt {
  paymentId: string;
  orderId: string;
  orderCode: string;
  providerOrderCode: string;
  providerCreatedAt: string | null;
  createdAt: string;
  status: string;
  amount: number;
  reference: string | null;
}

export interface FoundDifference {
  kind: ReconciliationKind;
  providerOrderCode: string;
  paymentId: string;
  orderId: string;
  providerAmount: number | null;
  storeAmount: number | null;
  reference: string | null;
}

export interface ReconcileOptions {
  /** The methods to ask (the registry's by default; tests wire them to the sandboxes). */
  methods?: readonly PaymentMethod[];
  now?: Date;
}

export interface RunSummary {
  provider: ReconciledProvider;
  day: string;
  checked: number;
  differences: number;
  /** Attempts the provider could not be asked about; the day is run again later. */
  unreachable: number;
}

/** The method that can answer for `provider`, or null when it cannot be asked. */
export async function queryableMethod(
  store: Store,
  provider: ReconciledProvider,
  methods: readonly PaymentMethod[] = paymentMethods(),
): Promise<(PaymentMethod & Required<Pick<PaymentMethod, 'queryAttempt'>>) | null> {
  const method = methods.find((m) => m.id === provider);
  if (!method?.queryAttempt || !(await method.isAvailable(store))) return null;
  return method as PaymentMethod & Required<Pick<PaymentMethod, 'queryAttempt'>>;
}

/** The day's attempts of `provider`: created on it, or paid on it (Vietnam time). */
async function attemptsOf(
  store: Store,
  provider: ReconciledProvider,
  day: string,
): Promise<StoreAttempt[]> {
  const from = dayStart(day).toISOString();
  const to = dayStart(addDays(day, 1)).toISOString();
  const rows = await store.db
    .selectFrom('payments')
    .innerJoin('orders', 'orders.id', 'payments.order_id')
    .select([
      'payments.id',
      'payments.order_id',
      'orders.order_code',
      'payments.provider_order_code',
      'payments.provider_created_at',
      'payments.created_at',
      'payments.status',
      'payments.amount',
      'payments.reference',
    ])
    .where('payments.method', '=', provider)
    .where('payments.provider_order_code', 'is not', null)
    .where((eb) =>
      eb.or([
        eb.and([eb('payments.created_at', '>=', from), eb('payments.created_at', '<', to)]),
        eb.and([eb('payments.paid_at', '>=', from), eb('payments.paid_at', '<', to)]),
      ]),
    )
    .orderBy('payments.created_at')
    .execute();
  return rows.map((row) => ({
    paymentId: row.id,
    orderId: row.order_id,
    orderCode: row.order_code,
    providerOrderCode: String(row.provider_order_code),
    providerCreatedAt: row.provider_created_at,
    createdAt: row.created_at,
    status: row.status,
    amount: Number(row.amount),
    reference: row.reference,
  }));
}

const paidHere = (status: string) => (PAID_HERE as readonly string[]).includes(status);

/** The difference between the provider's record and the store's row, if any. */
export function differenceOf(
  attempt: StoreAttempt,
  record: ProviderRecord,
): FoundDifference | null {
  const base = {
    providerOrderCode: attempt.providerOrderCode,
    paymentId: attempt.paymentId,
    orderId: attempt.orderId,
    providerAmount: record.amount,
    storeAmount: attempt.amount,
    reference: record.reference ?? attempt.reference,
  };
  const paidThere = record.state === 'paid';
  if (paidThere && !paidHere(attempt.status)) return { kind: 'paid_not_recorded', ...base };
  if (paidThere && record.amount !== attempt.amount) return { kind: 'amount_differs', ...base };
  if (!paidThere && paidHere(attempt.status)) return { kind: 'recorded_not_paid', ...base };
  return null;
}

/**
 * Payments the store counted twice among the day's attempts: a second paid attempt of an order
 * already paid by another, or a provider transaction recorded on two payments. The later one is
 * the item (the first stands as the order's payment).
 */
async function countedTwice(
  store: Store,
  attempts: readonly StoreAttempt[],
): Promise<FoundDifference[]> {
  const paid = attempts.filter((a) => paidHere(a.status));
  if (paid.length === 0) return [];
  const orderIds = [...new Set(paid.map((a) => a.orderId))];
  const references = [...new Set(paid.flatMap((a) => (a.reference ? [a.reference] : [])))];
  const others = await store.db
    .selectFrom('payments')
    .select(['id', 'order_id', 'reference'])
    .where('status', 'in', PAID_HERE)
    .where((eb) =>
      eb.or([
        eb('order_id', 'in', orderIds),
        ...(references.length > 0 ? [eb('reference', 'in', references)] : []),
      ]),
    )
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return paid.flatMap((attempt): FoundDifference[] => {
    const position = others.findIndex((o) => o.id === attempt.paymentId);
    const twice = others
      .slice(0, Math.max(position, 0))
      .some(
        (o) =>
          o.order_id === attempt.orderId ||
          (attempt.reference !== null && o.reference === attempt.reference),
      );
    if (!twice) return [];
    return [
      {
        kind: 'counted_twice',
        providerOrderCode: attempt.providerOrderCode,
        paymentId: attempt.paymentId,
        orderId: attempt.orderId,
        providerAmount: null,
        storeAmount: attempt.amount,
        reference: attempt.reference,
      },
    ];
  });
}

/** Runs `work` over `items`, at most `limit` at once, in order of results. */
async function pooled<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>) {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

async function keepDifferences(
  store: Store,
  provider: ReconciledProvider,
  day: string,
  found: readonly FoundDifference[],
): Promise<void> {
  for (const difference of found) {
    await store.db
      .insertInto('reconciliation_items')
      .values({
        id: newId(),
        provider,
        day,
        provider_order_code: difference.providerOrderCode,
        kind: difference.kind,
        payment_id: difference.paymentId,
        order_id: difference.orderId,
        provider_amount: difference.providerAmount,
        store_amount: difference.storeAmount,
        reference: difference.reference,
        found_at: nowIso(),
        resolution: null,
        resolved_by: null,
        resolved_at: null,
        note: null,
      })
      .onConflict((oc) => oc.columns(['provider', 'provider_order_code', 'kind']).doNothing())
      .execute();
  }
}

/** Open items of the day no longer found (a late notice settled them) are dropped. */
async function dropSettled(
  store: Store,
  provider: ReconciledProvider,
  day: string,
  found: readonly FoundDifference[],
): Promise<void> {
  const keys = new Set(found.map((f) => `${f.providerOrderCode}|${f.kind}`));
  const open = await store.db
    .selectFrom('reconciliation_items')
    .select(['id', 'provider_order_code', 'kind'])
    .where('provider', '=', provider)
    .where('day', '=', day)
    .where('resolution', 'is', null)
    .execute();
  const gone = open.filter((item) => !keys.has(`${item.provider_order_code}|${item.kind}`));
  if (gone.length === 0) return;
  await store.db
    .deleteFrom('reconciliation_items')
    .where(
      'id',
      'in',
      gone.map((item) => item.id),
    )
    .where('resolution', 'is', null)
    .execute();
}

/**
 * Compares the provider's record of the day with the store's and keeps what differs. Throws
 * `provider-unavailable` (as an Error) when the provider cannot be asked at all; attempts it
 * could not answer for are counted as unreachable and leave the day's earlier items in place.
 */
export async function reconcileDay(
  store: Store,
  provider: ReconciledProvider,
  day: string,
  options: ReconcileOptions = {},
): Promise<RunSummary> {
  const method = await queryableMethod(store, provider, options.methods);
  if (!method) throw new Error(`${provider} cannot be queried here`);
  const attempts = await attemptsOf(store, provider, day);
  let unreachable = 0;
  const answers = await pooled(attempts, QUERY_CONCURRENCY, async (attempt) => {
    try {
      const record = await method.queryAttempt({
        providerOrderCode: Number(attempt.providerOrderCode),
        orderCode: attempt.orderCode,
        providerCreatedAt: attempt.providerCreatedAt,
        createdAt: attempt.createdAt,
      });
      return differenceOf(attempt, record);
    } catch (error) {
      unreachable += 1;
      console.error(`[reconcile] ${provider} ${attempt.providerOrderCode} unanswered`, error);
      return null;
    }
  });
  const found = [
    ...answers.filter((d): d is FoundDifference => d !== null),
    ...(await countedTwice(store, attempts)),
  ];
  await keepDifferences(store, provider, day, found);
  if (unreachable === 0) await dropSettled(store, provider, day, found);
  return { provider, day, checked: attempts.length, differences: found.length, unreachable };
}
