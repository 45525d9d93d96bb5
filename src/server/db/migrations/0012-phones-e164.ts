// Phones in E.164: numbers were stored as typed (`0912345678`, `+84912345678`); from now
// on every form stores E.164, so the rows written before are rewritten the same way. Lookups
// compare in E.164 either way (src/lib/validation/phone.ts); this makes the operator's search and
// exports agree too. A value that does not parse as a phone is left as it was.
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are typed against Kysely<any> */
import type { Kysely } from 'kysely';
import { toE164 } from '@/lib/validation/phone';

const PHONE_COLUMNS = [
  { table: 'orders', column: 'contact_phone' },
  { table: 'refund_requests', column: 'contact_phone' },
  { table: 'users', column: 'phone' },
  { table: 'leads', column: 'phone' },
] as const;

const BATCH = 500;

export async function up(db: Kysely<any>): Promise<void> {
  for (const { table, column } of PHONE_COLUMNS) {
    let after = '';
    for (;;) {
      const rows: { id: string; phone: string | null }[] = await db
        .selectFrom(table)
        .select(['id', `${column} as phone`])
        .where('id', '>', after)
        .where(column, 'is not', null)
        .where(column, 'not like', '+%')
        .orderBy('id')
        .limit(BATCH)
        .execute();
      for (const row of rows) {
        const e164 = row.phone === null ? null : toE164(row.phone);
        if (e164 === null || e164 === row.phone) continue;
        await db
          .updateTable(table)
          .set({ [column]: e164 })
          .where('id', '=', row.id)
          .execute();
      }
      const last = rows.at(-1);
      if (!last || rows.length < BATCH) break;
      after = last.id;
    }
  }
}

/** E.164 is what the forms accept and compare with: nothing to undo. */
export async function down(): Promise<void> {}
