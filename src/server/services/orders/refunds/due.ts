// Money that arrived for an order that stays cancelled (DESIGN.md §18 `refundDue`): the
// shop owes it back. The refund desk gets an approved request at once (nothing to decide: only
// the payout is left), the history says why, and the buyer is told a refund is on its way.
import type { Kysely } from 'kysely';
import { newId, nowIso } from '../../../db/ids';
import type { Database } from '../../../db/schema';
import { orderMail } from '../../mail/order-mail';
import { enqueueMail } from '../../mail/outbox';
import { orderMailFacts } from '../views/mail-facts';
import { recordOrderEvent } from '../transitions';

/** A new refund request row; anything not given (lines, contact, the decision's facts) is null. */
export async function insertRefundRequest(
  trx: Kysely<Database>,
  request: {
    orderId: string;
    status: 'requested' | 'approved';
    reason: string;
    createdAt: string;
    decidedAt?: string;
    lines?: string[] | null;
    /** Tickets given back, and what the refund policy leaves to refund for them. */
    tickets?: { codes: string[]; dueAmount: number } | null;
    contact?: { email?: string; phone?: string };
  },
): Promise<void> {
  await trx
    .insertInto('refund_requests')
    .values({
      id: newId(),
      order_id: request.orderId,
      status: request.status,
      reason: request.reason,
      lines_json: request.lines ? JSON.stringify(request.lines) : null,
      tickets_json: request.tickets ? JSON.stringify(request.tickets.codes) : null,
      due_amount: request.tickets?.dueAmount ?? null,
      contact_email: request.contact?.email ?? null,
      contact_phone: request.contact?.phone ?? null,
      created_at: request.createdAt,
      decided_at: request.decidedAt ?? null,
      decided_by: null,
      note: null,
      amount: null,
      method: null,
      reference: null,
    })
    .execute();
}

/** The reason on the refund request the shop opens itself; the desk lists these first. */
export const REFUND_DUE_REASON = 'Đã nhận tiền cho đơn hàng đã hủy: cần hoàn tiền cho khách';

/** The refund-due event's note when a late payment found the voucher's uses gone. */
export const VOUCHER_LIMIT_NOTE = 'voucher limit reached';

/** Inside the transaction that left the order cancelled and paid; once per order. */
export async function recordRefundDue(
  trx: Kysely<Database>,
  orderId: string,
  actor: string,
  note: string | null = null,
): Promise<void> {
  const open = await trx
    .selectFrom('refund_requests')
    .select(['id', 'status'])
    .where('order_id', '=', orderId)
    .where('status', 'in', ['requested', 'approved'])
    .executeTakeFirst();
  const now = nowIso();
  if (open?.status === 'requested') {
    // The buyer already asked: the shop owes it now, whatever it would have decided.
    await trx
      .updateTable('refund_requests')
      .set({ status: 'approved', decided_at: now, note: REFUND_DUE_REASON })
      .where('id', '=', open.id)
      .where('status', '=', 'requested')
      .execute();
  } else if (!open) {
    await insertRefundRequest(trx, {
      orderId,
      status: 'approved',
      reason: REFUND_DUE_REASON,
      createdAt: now,
      decidedAt: now,
    });
  }
  await recordOrderEvent(trx, { orderId, actor, kind: 'refund-due', note });
  const facts = await orderMailFacts(trx, orderId);
  if (facts) await enqueueMail(trx, orderMail('refund-due', facts));
}
