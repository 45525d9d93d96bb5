// Operators' changes to seat rows (DESIGN.md §13), inside the caller's
// transaction: part of the inventory module, the only writer of `ticket_capacity`. A day's row is
// created lazily from the content default, as a claim does, then changed by a conditional update.
import type { Kysely } from 'kysely';
import { nowIso } from '../../db/ids';
import type { Database } from '../../db/schema';

export interface SeatDayType {
  ticketType: string;
  /** The content's `dailyCapacity`, used when the day has no row yet. */
  defaultCapacity: number;
}

async function ensureSeatRow(
  trx: Kysely<Database>,
  visitDate: string,
  type: SeatDayType,
  now: string,
): Promise<void> {
  await trx
    .insertInto('ticket_capacity')
    .values({
      ticket_type: type.ticketType,
      visit_date: visitDate,
      capacity: type.defaultCapacity,
      sold: 0,
      closed: 0,
      updated_at: now,
    })
    .onConflict((oc) => oc.columns(['ticket_type', 'visit_date']).doNothing())
    .execute();
}

export type CapacityChange =
  { applied: true; before: number; sold: number } | { applied: false; sold: number };

/**
 * Sets one type's capacity for a day: `capacity = n WHERE sold <= n`, so it never drops below the
 * seats sold, even when a booking claims seats at the same moment.
 */
export async function changeSeatCapacity(
  trx: Kysely<Database>,
  visitDate: string,
  type: SeatDayType,
  capacity: number,
): Promise<CapacityChange> {
  if (!Number.isSafeInteger(capacity) || capacity < 0) throw new RangeError('capacity must be ≥ 0');
  const now = nowIso();
  await ensureSeatRow(trx, visitDate, type, now);
  const row = await trx
    .selectFrom('ticket_capacity')
    .select(['capacity', 'sold'])
    .where('ticket_type', '=', type.ticketType)
    .where('visit_date', '=', visitDate)
    .executeTakeFirstOrThrow();
  const result = await trx
    .updateTable('ticket_capacity')
    .set({ capacity, updated_at: now })
    .where('ticket_type', '=', type.ticketType)
    .where('visit_date', '=', visitDate)
    .where('sold', '<=', capacity)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) {
    const current = await trx
      .selectFrom('ticket_capacity')
      .select('sold')
      .where('ticket_type', '=', type.ticketType)
      .where('visit_date', '=', visitDate)
      .executeTakeFirstOrThrow();
    return { applied: false, sold: Number(current.sold) };
  }
  return { applied: true, before: Number(row.capacity), sold: Number(row.sold) };
}

/** Closes (or reopens) a day for every given type: no claim succeeds on a closed row. */
export async function setSeatDayClosed(
  trx: Kysely<Database>,
  visitDate: string,
  types: readonly SeatDayType[],
  closed: boolean,
): Promise<void> {
  const now = nowIso();
  for (const type of [...types].sort((a, b) => (a.ticketType < b.ticketType ? -1 : 1))) {
    await ensureSeatRow(trx, visitDate, type, now);
  }
  await trx
    .updateTable('ticket_capacity')
    .set({ closed: closed ? 1 : 0, updated_at: now })
    .where('visit_date', '=', visitDate)
    .execute();
}
