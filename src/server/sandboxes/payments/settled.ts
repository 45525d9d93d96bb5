// What the VNPay and MoMo sandboxes remember of an attempt once the buyer acted on its page (Pay
// or Cancel), so their status queries (VNPay querydr, MoMo query) answer as the providers would.
// Their pages stay stateless (the request is signed or sealed in the URL); only the outcome is a
// row here. The first outcome wins: a second Pay is a second notification, not a second payment.
import { nowIso } from '../../db/ids';
import type { Store } from '../../db/store';

/** Row type of migration 0025's table; declared here, the only module that reads or writes it. */
export interface SandboxSettledTable {
  provider: 'vnpay' | 'momo';
  order_ref: string;
  outcome: 'paid' | 'declined';
  amount: number;
  transaction_no: string;
  /** The provider's timestamp of the outcome (VNPay vnp_PayDate, MoMo responseTime). */
  paid_at: string;
  /** VNPay: the pay request's vnp_CreateDate, which querydr must repeat. */
  request_created_at: string | null;
  order_info: string;
  created_at: string;
}

export type SettledAttempt = Omit<SandboxSettledTable, 'created_at'>;

function table(store: Store) {
  return store.db.withTables<{ sandbox_settled_payments: SandboxSettledTable }>();
}

export async function recordSettled(store: Store, attempt: SettledAttempt): Promise<void> {
  await table(store)
    .insertInto('sandbox_settled_payments')
    .values({ ...attempt, created_at: nowIso() })
    .onConflict((oc) => oc.columns(['provider', 'order_ref']).doNothing())
    .execute();
}

export async function findSettled(
  store: Store,
  provider: SandboxSettledTable['provider'],
  orderRef: string,
): Promise<SandboxSettledTable | undefined> {
  return table(store)
    .selectFrom('sandbox_settled_payments')
    .selectAll()
    .where('provider', '=', provider)
    .where('order_ref', '=', orderRef)
    .executeTakeFirst();
}
