// account.delete (DESIGN.md §18: the right to erasure). Steps, in order:
// 1. limit attempts per account, then check the password (one scrypt, through the hash queue);
// 2. if the holder chose so, cancel future tickets through the order services: an unpaid order
//    is cancelled (its seats return once), a paid one gets a refund request for the operators;
// 3. in one transaction, every place personal-data-map.ts lists erases the person (deletes,
//    reduces, or keeps for the reason it gives), the account row last, so the email can sign in
//    nowhere and may register again;
// 4. after the commit, the files (mail, old avatars) and the shared counts in Redis go.
import { vietnamClock } from '@/lib/calendar';
import type { Kysely } from 'kysely';
import type { AccountDeleteInput } from '@/lib/validation/privacy';
import type { Database } from '../../db/schema';
import { writeTransaction, type Store } from '../../db/store';
import { DomainError } from '../errors';
import { cancelOrder, isCancellableByBuyer, requestRefund } from '../orders';
import { verifyPassword } from '../auth/passwords';
import { takeRateLimit, type RateLimit } from '../rate-limit/rate-limit';
import type { ErasureDirs } from './erase-steps';
import { locatePerson, type Person } from './person';
import { ACCOUNT_DELETED_REFUND_REASON } from './personal-data';
import { PERSONAL_DATA } from './personal-data-map';

export const ACCOUNT_DELETE_RATE_LIMIT: RateLimit = { limit: 5, windowMs: 15 * 60_000 };

export interface AccountDeleted {
  deleted: true;
  /** Unpaid ticket orders cancelled, and paid ones sent to the operators for a refund. */
  cancelledOrders: number;
  refundRequests: number;
}

export async function deleteAccount(
  store: Store,
  userId: string,
  input: AccountDeleteInput,
  dirs: ErasureDirs,
  now: Date = new Date(),
): Promise<AccountDeleted> {
  await takeRateLimit(store, `account-delete:user:${userId}`, ACCOUNT_DELETE_RATE_LIMIT, now);
  const user = await store.db
    .selectFrom('users')
    .select(['email', 'password_hash'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user || !(await verifyPassword(input.password, user.password_hash))) {
    throw new DomainError('wrong-password');
  }
  const cancelled =
    input.futureTickets === 'cancel'
      ? await cancelFutureTickets(store, userId, vietnamClock(now).date)
      : { cancelledOrders: 0, refundRequests: 0 };
  const person = await writeTransaction(store, async (trx) => {
    // Located inside the transaction: a guest order or a mail written meanwhile is not missed.
    const found = await locatePerson(trx, userId);
    if (found) await eraseInStore(trx, found);
    return found;
  });
  if (person) await eraseAfterCommit(person, dirs);
  return { deleted: true, ...cancelled };
}

/** Ticket orders of the account with a visit day from `today` on and tickets still unused. */
async function cancelFutureTickets(store: Store, userId: string, today: string) {
  const orders = await store.db
    .selectFrom('orders')
    .select(['orders.id', 'orders.order_code', 'orders.status', 'orders.payment_status'])
    .where('orders.user_id', '=', userId)
    .where('orders.kind', '=', 'tickets')
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('tickets')
            .select('tickets.id')
            .whereRef('tickets.order_id', '=', 'orders.id')
            .where('tickets.status', '=', 'issued')
            .where('tickets.visit_date', '>=', today),
        ),
        eb.exists(
          eb
            .selectFrom('order_lines')
            .select('order_lines.id')
            .whereRef('order_lines.order_id', '=', 'orders.id')
            .where('order_lines.service_date', '>=', today),
        ),
      ]),
    )
    .execute();
  let cancelledOrders = 0;
  let refundRequests = 0;
  for (const order of orders) {
    if (isCancellableByBuyer(order.status, order.payment_status)) {
      const { applied } = await cancelOrder(store, {
        orderId: order.id,
        reason: ACCOUNT_DELETED_REFUND_REASON,
        actor: 'customer',
        from: ['pending', 'confirmed'],
        onlyIfPaymentStatus: 'pending',
      });
      if (applied) cancelledOrders += 1;
    } else if (order.payment_status === 'paid' && order.status !== 'cancelled') {
      try {
        await requestRefund(
          store,
          { orderCode: order.order_code, contact: {}, reason: ACCOUNT_DELETED_REFUND_REASON },
          userId,
        );
        refundRequests += 1;
      } catch (error) {
        // One open request per order: an earlier one already asks the operators for the money.
        if (!(error instanceof DomainError)) throw error;
        console.warn(`[privacy] no refund request for ${order.order_code}: ${error.message}`);
      }
    }
  }
  return { cancelledOrders, refundRequests };
}

async function eraseInStore(trx: Kysely<Database>, person: Person) {
  for (const entry of PERSONAL_DATA) await entry.inStore?.(trx, person);
}

/** Each place on its own: a file that cannot be removed is logged, and the others still go. */
async function eraseAfterCommit(person: Person, dirs: ErasureDirs) {
  for (const entry of PERSONAL_DATA) {
    try {
      await entry.afterCommit?.(person, dirs);
    } catch (error) {
      console.error(`[privacy] erasing ${entry.where} after the commit failed`, error);
    }
  }
}
