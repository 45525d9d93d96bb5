// Closing a day (DESIGN.md §13) as an order step: the capacity calendar closes
// the day's seats, and every order holding issued tickets for it is mailed once and its history
// says why (the closed_days key makes closing happen once).
import type { TicketCatalog } from '@/content/projections';
import type { ClosedDayReason } from '../../../db/schema';
import { writeTransaction, type Store } from '../../../db/store';
import { assertNotPast } from '../../capacity/capacity-calendar';
import { closedDayMail } from '../../tickets/closed-day-mail';
import { DomainError } from '../../errors';
import { seatsChanged } from '../../inventory/seat-pages';
import { setSeatDayClosed } from '../../inventory/seat-capacity';
import { enqueueMail } from '../../mail/outbox';
import { recordAudit, type Actor } from '../../operators/audit-log';
import { recordOrderEvent } from '../transitions';

export async function closeDay(
  store: Store,
  catalog: TicketCatalog,
  actor: Actor,
  closure: { visitDate: string; reason: ClosedDayReason; note: string | null; siteUrl: string },
  now: Date = new Date(),
): Promise<{ ordersMailed: number }> {
  assertNotPast(closure.visitDate, now);
  const result = await writeTransaction(store, async (trx) => {
    const inserted = await trx
      .insertInto('closed_days')
      .values({
        visit_date: closure.visitDate,
        reason: closure.reason,
        note: closure.note,
        closed_by: actor.id,
        closed_at: now.toISOString(),
      })
      .onConflict((oc) => oc.column('visit_date').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) {
      throw new DomainError('day-already-closed');
    }
    await setSeatDayClosed(
      trx,
      closure.visitDate,
      catalog.types().map((t) => ({ ticketType: t.id, defaultCapacity: t.dailyCapacity })),
      true,
    );
    const orders = await trx
      .selectFrom('orders as o')
      .select(['o.id', 'o.order_code', 'o.locale', 'o.contact_email'])
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('tickets as t')
            .select('t.id')
            .whereRef('t.order_id', '=', 'o.id')
            .where('t.visit_date', '=', closure.visitDate)
            .where('t.status', '=', 'issued'),
        ),
      )
      .orderBy('o.order_code')
      .execute();
    for (const order of orders) {
      await enqueueMail(
        trx,
        closedDayMail({
          orderId: order.id,
          orderCode: order.order_code,
          locale: order.locale === 'en' ? 'en' : 'vi',
          email: order.contact_email,
          visitDate: closure.visitDate,
          reason: closure.reason,
          note: closure.note,
          siteUrl: closure.siteUrl,
        }),
      );
      await recordOrderEvent(trx, {
        orderId: order.id,
        actor: `staff:${actor.id}`,
        kind: 'day-closed',
        note: closure.visitDate,
      });
    }
    await recordAudit(trx, actor, {
      action: 'capacity.close',
      targetType: 'capacity',
      targetId: closure.visitDate,
      details: { reason: closure.reason, note: closure.note, ordersMailed: orders.length },
    });
    return { ordersMailed: orders.length };
  });
  await seatsChanged(store);
  return result;
}
