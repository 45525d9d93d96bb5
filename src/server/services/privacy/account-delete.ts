// account.delete (DESIGN.md §18: the right to erasure). Steps, in order:
// 1. limit attempts per account, then check the password (one scrypt, through the hash queue);
// 2. if the holder chose so, cancel future tickets through the order services: an unpaid order
//    is cancelled (its seats return once), a paid one gets a refund request for the operators;
// 3. in one transaction: every token, session, cart, consent link and message goes, reviews and
//    comments lose their author, orders keep their accounting figures without the person, and the
//    account row is deleted, so the email can sign in nowhere and may register again.
import type { Kysely } from 'kysely';
import type { AccountDeleteInput } from '@/lib/validation/privacy';
import type { Database } from '../../db/schema';
import { writeTransaction, type Store } from '../../db/store';
import { DomainError } from '../errors';
import { cancelOrder } from '../orders/cancel-order';
import { isCancellableByBuyer } from '../orders/order-view';
import { verifyPassword } from '../passwords';
import { takeRateLimit, type RateLimit } from '../rate-limit';
import { requestRefund } from '../orders/lifecycle/refund-request';
import { vietnamClock } from '../tickets/visit-dates';
import { ERASED_AUTHOR, reduceOrders } from './personal-data';

export const ACCOUNT_DELETE_RATE_LIMIT: RateLimit = { limit: 5, windowMs: 15 * 60_000 };
export const ACCOUNT_DELETE_MESSAGES = {
  wrongPassword: 'Mật khẩu không đúng',
} as const;
const REFUND_REASON = 'Khách xóa tài khoản và chọn hủy vé chưa sử dụng';

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
  now: Date = new Date(),
): Promise<AccountDeleted> {
  await takeRateLimit(store, `account-delete:user:${userId}`, ACCOUNT_DELETE_RATE_LIMIT);
  const user = await store.db
    .selectFrom('users')
    .select(['email', 'password_hash'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user || !(await verifyPassword(input.password, user.password_hash))) {
    throw new DomainError('UNAUTHORIZED', ACCOUNT_DELETE_MESSAGES.wrongPassword);
  }
  const cancelled =
    input.futureTickets === 'cancel'
      ? await cancelFutureTickets(store, userId, vietnamClock(now).date)
      : { cancelledOrders: 0, refundRequests: 0 };
  await writeTransaction(store, (trx) => eraseAccount(trx, userId, user.email));
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
        reason: REFUND_REASON,
        actor: 'customer',
        from: ['pending', 'confirmed'],
        onlyIfPaymentStatus: 'pending',
      });
      if (applied) cancelledOrders += 1;
    } else if (order.payment_status === 'paid' && order.status !== 'cancelled') {
      try {
        await requestRefund(
          store,
          { orderCode: order.order_code, contact: {}, reason: REFUND_REASON },
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

async function eraseAccount(trx: Kysely<Database>, userId: string, email: string) {
  const orderIds = (
    await trx.selectFrom('orders').select('id').where('user_id', '=', userId).execute()
  ).map((row) => row.id);
  await reduceOrders(trx, orderIds);
  await trx.updateTable('orders').set({ user_id: null }).where('user_id', '=', userId).execute();
  // Sent mail held the person's address and text; unsent mail (a cancellation just queued) goes.
  await trx
    .deleteFrom('mail_outbox')
    .where('to_address', '=', email)
    .where('sent_at', 'is not', null)
    .execute();
  await trx
    .updateTable('reviews')
    .set({
      author_name: ERASED_AUTHOR,
      profession: null,
      avatar_url: null,
      ip_hash: null,
      user_id: null,
    })
    .where('user_id', '=', userId)
    .execute();
  await trx
    .updateTable('comments')
    .set({ name: ERASED_AUTHOR, email: '', ip_hash: null, user_id: null })
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('email', '=', email)]))
    .execute();
  await trx.deleteFrom('leads').where('email', '=', email).execute();
  await trx.deleteFrom('visitor_sessions').where('user_id', '=', userId).execute();
  // The answers stay as anonymous evidence; only their link to the account goes.
  await trx.updateTable('consents').set({ user_id: null }).where('user_id', '=', userId).execute();
  await trx.deleteFrom('carts').where('user_id', '=', userId).execute();
  // Every token, everywhere: the next call with any of them is UNAUTHORIZED.
  await trx.deleteFrom('access_tokens').where('user_id', '=', userId).execute();
  await trx.deleteFrom('sign_in_links').where('user_id', '=', userId).execute();
  await trx.deleteFrom('users').where('id', '=', userId).execute();
}
