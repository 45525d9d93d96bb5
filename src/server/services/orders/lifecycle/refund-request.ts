// Refund requests (`order.requestRefund`): the holder of a paid order (code +
// the phone or email given at checkout) asks, with a reason and, for goods, which lines; the
// request waits as `requested` until an operator approves or rejects it in the console.
// One open request per order at a time.
import { nowIso } from '../../../db/ids';
import { writeTransaction, type Store } from '../../../db/store';
import { DomainError } from '../../errors';
import { SHOP_MESSAGES } from '../../cart/messages';
import { insertRefundRequest } from '../refund-due';
import { recordOrderEvent } from '../transitions';
import { isHolder } from '../../tickets/holder';
import { TICKET_MESSAGES } from '../../tickets/messages';

export interface RefundRequestInput {
  orderCode: string;
  contact: { phone?: string; email?: string };
  reason: string;
  lines?: string[];
}

export interface RefundRequestView {
  status: 'requested';
  createdAt: string;
}

export async function requestRefund(
  store: Store,
  input: RefundRequestInput,
  userId: string | null,
): Promise<RefundRequestView> {
  const order = await store.db
    .selectFrom('orders')
    .select(['id', 'user_id', 'kind', 'payment_status', 'contact_email', 'contact_phone'])
    .where('order_code', '=', input.orderCode)
    .executeTakeFirst();
  const mine = order !== undefined && userId !== null && order.user_id === userId;
  if (!order || (!mine && !isHolder(input.contact, order))) {
    throw new DomainError('NOT_FOUND', SHOP_MESSAGES.orderNotFound);
  }
  if (order.payment_status !== 'paid') {
    throw new DomainError('BAD_REQUEST', TICKET_MESSAGES.refundNotPaid, { reason: 'not-paid' });
  }
  let lines: string[] | null = null;
  if (input.lines && order.kind === 'goods') {
    const skus = await store.db
      .selectFrom('order_lines')
      .select('sku')
      .where('order_id', '=', order.id)
      .execute();
    const known = new Set(skus.map((l) => l.sku));
    if (input.lines.some((sku) => !known.has(sku))) {
      throw new DomainError('BAD_REQUEST', TICKET_MESSAGES.refundLineNotFound, {
        reason: 'refund-line-not-found',
      });
    }
    lines = [...new Set(input.lines)];
  }
  const createdAt = nowIso();
  await writeTransaction(store, async (trx) => {
    const open = await trx
      .selectFrom('refund_requests')
      .select('id')
      .where('order_id', '=', order.id)
      .where('status', 'in', ['requested', 'approved'])
      .executeTakeFirst();
    if (open) {
      throw new DomainError('CONFLICT', TICKET_MESSAGES.refundAlreadyRequested, {
        reason: 'refund-already-requested',
      });
    }
    await insertRefundRequest(trx, {
      orderId: order.id,
      status: 'requested',
      reason: input.reason,
      createdAt,
      lines,
      contact: input.contact,
    });
    await recordOrderEvent(trx, {
      orderId: order.id,
      actor: userId ? `user:${userId}` : 'customer',
      kind: 'refund-requested',
      note: lines ? lines.join(',') : null,
    });
  });
  return { status: 'requested', createdAt };
}
