// The capacity calendar (DESIGN.md §13): per ticket type and month, each day's
// capacity, seats sold and left, and whether it is closed (and why); an operator changes a day's
// capacity (never below sold) or closes and reopens a day. Seat rows are written only through the
// inventory module; every change carries its audit entry in the same transaction. Closing a day,
import { addDays, monthRange, vietnamClock } from '@/lib/calendar';
import type { TicketCatalog, TicketTypeInfo } from '@/content/projections';
// which tells every order holding tickets for it, is the order lifecycle's (orders/change/close-day).
import type { ClosedDayReason } from '../../db/schema';
import { writeTransaction, type Store } from '../../db/store';
import { DomainError } from '../errors';
import { seatRows } from '../inventory/inventory';
import { changeSeatCapacity, setSeatDayClosed } from '../inventory/seat-capacity';
import { recordAudit, type Actor } from '../operators/audit-log';
import { seatsChanged } from '../inventory/seat-pages';
import { offerFreedSeatsSoon } from '../waitlist/waitlist';

export interface CalendarDay {
  date: string;
  capacity: number;
  sold: number;
  left: number;
  closed: boolean;
  closedReason: ClosedDayReason | null;
  closedNote: string | null;
}

function typeOf(catalog: TicketCatalog, ticketType: string): TicketTypeInfo {
  const type = catalog.find(ticketType);
  if (!type) {
    throw new DomainError('type-not-found');
  }
  return type;
}

/** Refuses a change to a day already past in Vietnam. */
export function assertNotPast(visitDate: string, now: Date): void {
  if (visitDate < vietnamClock(now).date) {
    throw new DomainError('date-past');
  }
}

/** Every day of `month` (`YYYY-MM`) for one type; days without a row show the content default. */
export async function capacityCalendar(
  store: Store,
  catalog: TicketCatalog,
  query: { ticketType: string; month: string },
): Promise<CalendarDay[]> {
  const type = typeOf(catalog, query.ticketType);
  const { first, last } = monthRange(query.month);
  const [rows, closures] = await Promise.all([
    seatRows(store.db, first, last),
    store.db
      .selectFrom('closed_days')
      .select(['visit_date', 'reason', 'note'])
      .where('visit_date', '>=', first)
      .where('visit_date', '<=', last)
      .execute(),
  ]);
  const byDate = new Map(
    rows.filter((row) => row.ticketType === type.id).map((row) => [row.visitDate, row]),
  );
  const closedBy = new Map(closures.map((c) => [c.visit_date, c]));
  const days: CalendarDay[] = [];
  for (let date = first; date <= last; date = addDays(date, 1)) {
    const row = byDate.get(date);
    const capacity = row ? row.capacity : type.dailyCapacity;
    const sold = row?.sold ?? 0;
    const closure = closedBy.get(date);
    const closed = (row?.closed ?? false) || closure !== undefined;
    days.push({
      date,
      capacity,
      sold,
      left: closed ? 0 : Math.max(0, capacity - sold),
      closed,
      closedReason: closure?.reason ?? null,
      closedNote: closure?.note ?? null,
    });
  }
  return days;
}

export async function setCapacity(
  store: Store,
  catalog: TicketCatalog,
  actor: Actor,
  change: { ticketType: string; visitDate: string; capacity: number },
  now: Date = new Date(),
): Promise<{ capacity: number; sold: number }> {
  const type = typeOf(catalog, change.ticketType);
  assertNotPast(change.visitDate, now);
  const result = await writeTransaction(store, async (trx) => {
    const applied = await changeSeatCapacity(
      trx,
      change.visitDate,
      { ticketType: type.id, defaultCapacity: type.dailyCapacity },
      change.capacity,
    );
    if (!applied.applied) {
      throw new DomainError('capacity-below-sold', { sold: applied.sold });
    }
    await recordAudit(trx, actor, {
      action: 'capacity.set',
      targetType: 'capacity',
      targetId: `${type.id}_${change.visitDate}`,
      details: { before: applied.before, after: change.capacity, sold: applied.sold },
    });
    return { capacity: change.capacity, sold: applied.sold };
  });
  await seatsChanged(store);
  // A raised capacity serves the waiting list first.
  await offerFreedSeatsSoon(store);
  return result;
}

export async function reopenDay(
  store: Store,
  catalog: TicketCatalog,
  actor: Actor,
  visitDate: string,
  now: Date = new Date(),
): Promise<void> {
  assertNotPast(visitDate, now);
  await writeTransaction(store, async (trx) => {
    const removed = await trx
      .deleteFrom('closed_days')
      .where('visit_date', '=', visitDate)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) !== 1) {
      throw new DomainError('day-not-closed');
    }
    await setSeatDayClosed(
      trx,
      visitDate,
      catalog.types().map((t) => ({ ticketType: t.id, defaultCapacity: t.dailyCapacity })),
      false,
    );
    await recordAudit(trx, actor, {
      action: 'capacity.reopen',
      targetType: 'capacity',
      targetId: visitDate,
    });
  });
  await seatsChanged(store);
  await offerFreedSeatsSoon(store);
}
