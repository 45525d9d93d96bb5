// 200 concurrent bookings for the last 10 seats of a day never sell more than capacity: on
// PostgreSQL through a pool, on SQLite from two processes on one file (as two servers would).
import { addDays, vietnamClock } from '@/lib/calendar';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { prepareStore } from '../../db/setup';
import { getCatalog } from '../cart/catalog';
import { openStore, type Store } from '../../db/store';
import { openTestStore } from '@/testing/stores';
import { DomainError } from '../errors';
import { setDayCapacity } from '../inventory/inventory';
import { testMethods } from '@/testing/payment-methods';
import { placeTicketOrder } from '../orders';
import { getTicketCatalog } from './ticket-catalog';

jest.setTimeout(180_000);

const ROOT = path.join(__dirname, '../../../..');
const CLI = path.join(__dirname, '../../../testing/ticket-burst-cli.ts');
const TYPE = 've-nguoi-cao-tuoi';
const CAPACITY = 800;
const visitDate = addDays(vietnamClock(new Date()).date, 8);

/** Sells all but the last 10 seats, the way earlier buyers would have. */
async function leaveTenSeats(store: Store): Promise<void> {
  await setDayCapacity(store, { ticketType: TYPE, visitDate, capacity: CAPACITY }, CAPACITY);
  await store.db
    .updateTable('ticket_capacity')
    .set({ sold: CAPACITY - 10 })
    .where('ticket_type', '=', TYPE)
    .where('visit_date', '=', visitDate)
    .execute();
}

async function soldOf(store: Store): Promise<number> {
  const row = await store.db
    .selectFrom('ticket_capacity')
    .select('sold')
    .where('ticket_type', '=', TYPE)
    .where('visit_date', '=', visitDate)
    .executeTakeFirstOrThrow();
  return Number(row.sold);
}

async function ticketOrders(store: Store): Promise<number> {
  const row = await store.db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('kind', '=', 'tickets')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const postgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

postgres('200 bookings for the last 10 seats [postgres, pool of 10]', () => {
  it('sells exactly 10 and refuses 190 with CONFLICT', async () => {
    const opened = await openTestStore('postgres');
    try {
      const store = opened.store;
      await leaveTenSeats(store);
      const methods = testMethods(store);
      const results = await Promise.allSettled(
        Array.from({ length: 200 }, (_, i) =>
          placeTicketOrder(
            store,
            getTicketCatalog(),
            {
              idempotencyKey: `race-key-${String(i).padStart(8, '0')}`,
              visitDate,
              lines: [{ ticketType: TYPE, quantity: 1 }],
              buyer: { fullName: 'Khách Thử', email: `k${i}@example.vn`, phone: '0912345678' },
              paymentMethod: 'vietqr',
              locale: 'vi',
            },
            { userId: null },
            { methods },
          ),
        ),
      );
      const won = results.filter((r) => r.status === 'fulfilled');
      const lost = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
      expect(won).toHaveLength(10);
      expect(lost.every((e) => e instanceof DomainError && e.kind === 'CONFLICT')).toBe(true);
      expect(await soldOf(store)).toBe(CAPACITY);
      expect(await ticketOrders(store)).toBe(10);
    } finally {
      await opened.dispose();
    }
  });
});

describe('200 bookings for the last 10 seats [sqlite, two processes on one file]', () => {
  let dir: string;
  let file: string;
  let store: Store;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seat-race-'));
    file = path.join(dir, 'store.sqlite');
    store = openStore({ sqlitePath: file });
    await prepareStore(store, getCatalog());
  });
  afterAll(async () => {
    await store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('sells exactly 10 across both processes and refuses the rest with CONFLICT', async () => {
    await leaveTenSeats(store);
    const startAt = Date.now() + 3_000;
    const run = () =>
      promisify(execFile)(
        process.execPath,
        [
          '--conditions=react-server',
          '--import',
          'tsx',
          CLI,
          JSON.stringify({ file, count: 100, ticketType: TYPE, visitDate, startAt }),
        ],
        { cwd: ROOT, maxBuffer: 10 * 1024 * 1024 },
      ).then(
        ({ stdout }) =>
          JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as {
            placed: string[];
            conflicts: number;
            errors: string[];
          },
      );
    const [a, b] = await Promise.all([run(), run()]);
    expect([...a.errors, ...b.errors]).toEqual([]);
    expect(a.placed.length + b.placed.length).toBe(10);
    expect(a.conflicts + b.conflicts).toBe(190);
    expect(await soldOf(store)).toBe(CAPACITY);
    expect(await ticketOrders(store)).toBe(10);
  });
});
