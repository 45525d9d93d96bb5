// An operator's answer to one difference: "apply the payment once" for money the provider took
// that the store never recorded (a PaymentNotice through the order lifecycle's one paid path, so
// applying twice records it once), or "flag it" for anything else (kept with who and when). Both
// write an audit entry in the transaction that resolves the item.
import type { Kysely } from 'kysely';
import { nowIso } from '../../db/ids';
import type { Database } from '../../db/schema';
import { writeTransaction, type Store } from '../../db/store';
import { DomainError } from '../errors';
import { recordAudit, type Actor } from '../operators/audit-log';
import { applyPaymentNotice } from '../orders';
import type { PaymentNotice } from '../payments/notice';
import { RECONCILED_PROVIDERS } from './reconcile';

const AUDIT_TARGET = 'reconciliation-item';

async function openItem(db: Kysely<Database>, itemId: string) {
  const item = await db
    .selectFrom('reconciliation_items')
    .select([
      'id',
      'provider',
      'kind',
      'provider_order_code',
      'provider_amount',
      'reference',
      'resolution',
    ])
    .where('id', '=', itemId)
    .executeTakeFirst();
  if (!item) throw new DomainError('reconcile-item-not-found');
  return item;
}

/**
 * Race condition: two operators resolving the same item. Only the update that finds it still
 * open resolves it (and writes the audit entry); the other changes nothing.
 */
async function resolve(
  store: Store,
  actor: Actor,
  itemId: string,
  resolution: 'applied' | 'flagged',
  details: Record<string, unknown>,
  note: string | null,
): Promise<boolean> {
  return writeTransaction(store, async (trx) => {
    const result = await trx
      .updateTable('reconciliation_items')
      .set({ resolution, resolved_by: actor.email, resolved_at: nowIso(), note })
      .where('id', '=', itemId)
      .where('resolution', 'is', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await recordAudit(trx, actor, {
      action: resolution === 'applied' ? 'reconcile.apply' : 'reconcile.flag',
      targetType: AUDIT_TARGET,
      targetId: itemId,
      details,
    });
    return true;
  });
}

/** Applies the payment the provider took; an item already resolved is left as it is. */
export async function applyReconciled(
  store: Store,
  actor: Actor,
  itemId: string,
): Promise<{ applied: boolean }> {
  const item = await openItem(store.db, itemId);
  if (item.resolution !== null) return { applied: false };
  const provider = RECONCILED_PROVIDERS.find((p) => p === item.provider);
  if (item.kind !== 'paid_not_recorded' || !provider || item.provider_amount === null) {
    throw new DomainError('reconcile-not-applicable');
  }
  const notice: PaymentNotice = {
    method: provider,
    providerOrderCode: Number(item.provider_order_code),
    outcome: 'paid',
    amount: Number(item.provider_amount),
    currency: 'VND',
    reference: item.reference,
    actor: `staff:${actor.id}`,
  };
  const result = await applyPaymentNotice(store, notice);
  if (result !== 'paid' && result !== 'duplicate') {
    throw new DomainError('reconcile-not-applicable');
  }
  const resolved = await resolve(
    store,
    actor,
    itemId,
    'applied',
    { provider, providerOrderCode: item.provider_order_code, amount: notice.amount, result },
    null,
  );
  return { applied: resolved && result === 'paid' };
}

/** Marks the difference as looked at, with the operator's note. */
export async function flagReconciled(
  store: Store,
  actor: Actor,
  itemId: string,
  note: string | null,
): Promise<{ flagged: boolean }> {
  const item = await openItem(store.db, itemId);
  if (item.resolution !== null) return { flagged: false };
  const flagged = await resolve(
    store,
    actor,
    itemId,
    'flagged',
    { provider: item.provider, providerOrderCode: item.provider_order_code, kind: item.kind },
    note,
  );
  return { flagged };
}
