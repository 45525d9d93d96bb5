// An operator's decisions on a refund request, the lifecycle's refund step: approve or reject with a note,
// then mark refunded with amount, method and reference. Each step is one transaction opened by a
// conditional update from the expected status (two operators racing: one wins, the other hears
// CONFLICT and nothing changes), with its audit entry and the customer's mail in the same commit.
// Refunding moves the order's payment paid → refunded through the transition module, revokes the
// order's live tickets (their codes join the revocation list) and gives their future seats back.
// A request for some tickets (DESIGN.md §20 `ticketCodes`) revokes exactly those, pays at most what
// the refund policy left due, and leaves the order paid while any of its tickets stays valid; a
// ticket scanned before the payout makes it refuse (one of the two wins, nothing half-done).
import { vietnamClock } from '@/lib/calendar';
import type { Kysely } from 'kysely';
import { nowIso } from '../../../db/ids';
import type { Database, RefundRequestStatus } from '../../../db/schema';
import { writeTransaction, type Store } from '../../../db/store';
import { refundedLines, writeRefundEntries } from '../../../db/ledger';
import { DomainError } from '../../errors';
import { releaseSeats, type SeatItem } from '../../inventory/inventory';
import { seatsChanged } from '../../inventory/seat-pages';
import { offerFreedSeatsSoon } from '../../waitlist/waitlist';
import { enqueueMail } from '../../mail/outbox';
import { enqueueRefundInvoice } from '../../invoices/outbox';
import { recordAudit, type Actor } from '../../operators/audit-log';
import { changeOrderPaymentRows, changePaymentStatus, recordOrderEvent } from '../transitions';
import { refundMail, type RefundMailKind, type RefundMethod } from './mail';
import { paidAmount, refundedAmount, requestedCodesOf } from './views';

export interface RefundDecision {
  requestId: string;
  note: string | null;
}

export interface RefundPayout {
  requestId: string;
  amount: number;
  method: RefundMethod;
  reference: string;
  note: string | null;
}

interface RequestFacts {
  id: string;
  orderId: string;
  orderCode: string;
  locale: 'vi' | 'en';
  email: string;
  /** What was paid and is not refunded yet. */
  paid: number;
  /** The tickets given back, and what the policy left due; null for the whole order. */
  tickets: { codes: string[]; dueAmount: number } | null;
}

function ticketsOf(json: string | null, due: number | null): RequestFacts['tickets'] {
  const codes = requestedCodesOf(json);
  return codes ? { codes, dueAmount: Number(due ?? 0) } : null;
}

async function requestFacts(trx: Kysely<Database>, requestId: string): Promise<RequestFacts> {
  const row = await trx
    .selectFrom('refund_requests as r')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .select([
      'r.id',
      'r.order_id',
      'r.tickets_json',
      'r.due_amount',
      'o.order_code',
      'o.locale',
      'o.contact_email',
    ])
    .where('r.id', '=', requestId)
    .executeTakeFirst();
  if (!row) {
    throw new DomainError('refund-request-not-found');
  }
  return {
    id: row.id,
    orderId: row.order_id,
    orderCode: row.order_code,
    locale: row.locale === 'en' ? 'en' : 'vi',
    email: row.contact_email,
    paid: (await paidAmount(trx, row.order_id)) - (await refundedAmount(trx, row.order_id)),
    tickets: ticketsOf(row.tickets_json, row.due_amount),
  };
}

/** The conditional step itself: one winner, everyone else CONFLICT (the transaction rolls back). */
async function moveRequest(
  trx: Kysely<Database>,
  requestId: string,
  from: RefundRequestStatus,
  to: RefundRequestStatus,
  fields: {
    actor: Actor;
    note: string | null;
    amount?: number;
    method?: string;
    reference?: string;
  },
): Promise<void> {
  const result = await trx
    .updateTable('refund_requests')
    .set({
      status: to,
      decided_at: nowIso(),
      decided_by: fields.actor.id,
      ...(fields.note !== null ? { note: fields.note } : {}),
      ...(fields.amount !== undefined ? { amount: fields.amount } : {}),
      ...(fields.method !== undefined ? { method: fields.method } : {}),
      ...(fields.reference !== undefined ? { reference: fields.reference } : {}),
    })
    .where('id', '=', requestId)
    .where('status', '=', from)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) {
    throw new DomainError('refund-already-decided');
  }
}

async function decide(
  store: Store,
  actor: Actor,
  decision: RefundDecision,
  to: 'approved' | 'rejected',
): Promise<void> {
  await writeTransaction(store, async (trx) => {
    const facts = await requestFacts(trx, decision.requestId);
    await moveRequest(trx, facts.id, 'requested', to, { actor, note: decision.note });
    await recordOrderEvent(trx, {
      orderId: facts.orderId,
      actor: `staff:${actor.id}`,
      kind: to === 'approved' ? 'refund-approved' : 'refund-rejected',
      note: decision.note,
    });
    await recordAudit(trx, actor, {
      action: to === 'approved' ? 'refund.approve' : 'refund.reject',
      targetType: 'refund',
      targetId: facts.id,
      details: { orderCode: facts.orderCode, note: decision.note },
    });
    const kind: RefundMailKind = to === 'approved' ? 'refund-approved' : 'refund-rejected';
    await enqueueMail(trx, refundMail(kind, { ...facts, note: decision.note }));
  });
}

export function approveRefund(store: Store, actor: Actor, decision: RefundDecision) {
  return decide(store, actor, decision, 'approved');
}

export function rejectRefund(store: Store, actor: Actor, decision: RefundDecision) {
  return decide(store, actor, decision, 'rejected');
}

/**
 * Revokes the order's issued tickets, or only those of `codes` (each by a conditional update), and
 * frees their future seats. With `codes`, a ticket no longer valid (scanned meanwhile) refuses it all.
 */
async function revokeOrderTickets(
  trx: Kysely<Database>,
  orderId: string,
  today: string,
  codes: readonly string[] | null = null,
): Promise<string[]> {
  const tickets = await trx
    .selectFrom('tickets')
    .select(['id', 'code', 'ticket_type', 'visit_date', 'quantity'])
    .where('order_id', '=', orderId)
    .where('status', '=', 'issued')
    .$if(codes !== null, (q) => q.where('code', 'in', codes ?? []))
    .execute();
  const now = nowIso();
  const revoked: string[] = [];
  const seats: SeatItem[] = [];
  for (const ticket of tickets) {
    const result = await trx
      .updateTable('tickets')
      .set({ status: 'refunded', revoked_at: now })
      .where('id', '=', ticket.id)
      .where('status', '=', 'issued')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) continue;
    revoked.push(ticket.code);
  }
  if (codes !== null && revoked.length !== codes.length) {
    const gone = codes.filter((code) => !revoked.includes(code));
    throw new DomainError('refund-tickets-not-live', { codes: gone });
  }
  for (const ticket of tickets) {
    if (!revoked.includes(ticket.code)) continue;
    if (ticket.visit_date >= today) {
      seats.push({
        ticketType: ticket.ticket_type,
        visitDate: ticket.visit_date,
        quantity: Number(ticket.quantity),
      });
    }
  }
  await releaseSeats(trx, seats);
  return revoked;
}

/** Whether any ticket of the order can still be used (valid, or used already: the visit happened). */
async function hasLiveTickets(trx: Kysely<Database>, orderId: string): Promise<boolean> {
  const row = await trx
    .selectFrom('tickets')
    .select('id')
    .where('order_id', '=', orderId)
    .where('status', 'in', ['issued', 'used'])
    .executeTakeFirst();
  return row !== undefined;
}

export async function markRefunded(
  store: Store,
  actor: Actor,
  payout: RefundPayout,
  now: Date = new Date(),
): Promise<{ revokedCodes: string[] }> {
  if (!Number.isSafeInteger(payout.amount) || payout.amount < 1) {
    throw new RangeError('a refund is a whole positive number of đồng');
  }
  const result = await writeTransaction(store, async (trx) => {
    const facts = await requestFacts(trx, payout.requestId);
    // The step first: a second operator hears CONFLICT, not a limit this very refund used up.
    await moveRequest(trx, facts.id, 'approved', 'refunded', {
      actor,
      note: payout.note,
      amount: payout.amount,
      method: payout.method,
      reference: payout.reference,
    });
    const due =
      facts.tickets && facts.tickets.dueAmount < facts.paid ? facts.tickets.dueAmount : null;
    if (payout.amount > (due ?? facts.paid)) {
      throw due === null
        ? new DomainError('refund-amount-too-high', { paid: facts.paid })
        : new DomainError('refund-amount-above-due', { due });
    }
    const today = vietnamClock(now).date;
    const revokedCodes = await revokeOrderTickets(
      trx,
      facts.orderId,
      today,
      facts.tickets?.codes ?? null,
    );
    // Some tickets given back: the order stays paid while any other ticket of it is still valid.
    const whole = facts.tickets === null || !(await hasLiveTickets(trx, facts.orderId));
    if (whole) {
      const from = await changePaymentStatus(trx, {
        orderId: facts.orderId,
        from: 'paid',
        to: 'refunded',
        actor: `staff:${actor.id}`,
        note: `${payout.method} ${payout.reference}`,
      });
      if (from === null) {
        throw new DomainError('order-not-paid');
      }
      await changeOrderPaymentRows(trx, facts.orderId, 'paid', 'refunded');
    } else {
      const order = await trx
        .selectFrom('orders')
        .select('payment_status')
        .where('id', '=', facts.orderId)
        .executeTakeFirstOrThrow();
      if (order.payment_status !== 'paid') {
        throw new DomainError('order-not-paid');
      }
    }
    // The money out: in the books at the rates of what it gives back, and the original invoice
    // corrected by the same lines, shared the same way.
    const lines = await refundedLines(trx, {
      requestId: facts.id,
      orderId: facts.orderId,
      ticketCodes: facts.tickets === null ? null : revokedCodes,
    });
    await writeRefundEntries(trx, { refundRequestId: facts.id, amount: payout.amount, lines }, now);
    await enqueueRefundInvoice(
      trx,
      { orderId: facts.orderId, refundRequestId: facts.id, amount: payout.amount, lines, whole },
      now,
    );
    await recordOrderEvent(trx, {
      orderId: facts.orderId,
      actor: `staff:${actor.id}`,
      kind: whole ? 'refunded' : 'refunded-partly',
      note: revokedCodes.length > 0 ? `revoked ${revokedCodes.join(',')}` : null,
    });
    await recordAudit(trx, actor, {
      action: 'refund.refunded',
      targetType: 'refund',
      targetId: facts.id,
      details: {
        orderCode: facts.orderCode,
        amount: payout.amount,
        method: payout.method,
        reference: payout.reference,
        revokedCodes,
      },
    });
    await enqueueMail(
      trx,
      refundMail('refund-refunded', {
        ...facts,
        note: payout.note,
        refund: { amount: payout.amount, method: payout.method, reference: payout.reference },
        givenBack: whole ? null : revokedCodes,
      }),
    );
    return { revokedCodes };
  });
  await seatsChanged(store);
  await offerFreedSeatsSoon(store);
  return result;
}

/** One decision of the refund desk: approve or reject a request, or record its payout. */
export type RefundStep =
  | ({ step: 'approve' } & RefundDecision)
  | ({ step: 'reject' } & RefundDecision)
  | ({ step: 'refunded' } & RefundPayout);

/** The refund desk's one verb; only a payout revokes tickets, and says which. */
export async function decideRefund(
  store: Store,
  actor: Actor,
  decision: RefundStep,
  now: Date = new Date(),
): Promise<{ revokedCodes: string[] }> {
  if (decision.step === 'refunded') return markRefunded(store, actor, decision, now);
  await decide(store, actor, decision, decision.step === 'approve' ? 'approved' : 'rejected');
  return { revokedCodes: [] };
}
