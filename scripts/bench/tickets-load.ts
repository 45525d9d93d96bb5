// Ticket office figures against their budgets (scripts/bench/tickets.mjs names them), run by scripts/bench/tickets.mjs in its own process
// (node --conditions=react-server --import tsx) on a fresh SQLite file:
//  1. ticket.placeOrder's service with 50 concurrent clients for the duration: bookings/s and the
//     oversold check (per type and day: sold ≤ capacity, and sold = tickets in live orders). One
//     day of one type has only 300 seats, so the run also sells it out under contention. VietQR
//     transfer (no network); the HTTP layer and the per-client limits are left out, as in the
//     checkout bench.
//  2. ticket.getAvailability for 60 days through the app router (input parsing included) at a
//     fixed offered rate of 100 requests/s, open loop (latency from each request's scheduled
//     time), twice: with the read cache as in production while bookings keep invalidating it,
//     and with the cache dropped before every request (every call queries the store).
// Prints one JSON line.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { openLoop, percentile } from './open-loop.mjs';
import { prepareStore } from '../../src/server/db/setup';
import { getCatalog } from '../../src/server/services/cart/catalog';
import { openStore, type Store } from '../../src/server/db/store';
import { createCaller } from '../../src/server/root';
import { DomainError } from '../../src/server/services/errors';
import { setDayCapacity } from '../../src/server/services/inventory/inventory';
import { SEATS_CACHE_PREFIX } from '../../src/server/services/inventory/seat-pages';
import { testMethods } from '../../src/testing/payment-methods';
import { placeTicketOrder } from '../../src/server/services/orders';
import { getTicketCatalog } from '../../src/server/services/tickets/ticket-catalog';
import { addDays, vietnamClock } from '../../src/lib/calendar';
import { createContext } from '../../src/server/trpc';

interface Args {
  file: string;
  clients: number;
  durationSeconds: number;
  availabilitySeconds: number;
}

const CONTENDED = { ticketType: 've-nguoi-cao-tuoi', day: 7, capacity: 300 };

async function bookings(store: Store, args: Args, today: string) {
  const catalog = getTicketCatalog();
  const methods = testMethods(store);
  const types = catalog.types().map((t) => t.id);
  let placed = 0;
  let conflicts = 0;
  const failures: string[] = [];
  const latencies: number[] = [];
  let n = 0;
  const deadline = Date.now() + args.durationSeconds * 1_000;
  const client = async (index: number) => {
    while (Date.now() < deadline) {
      n += 1;
      // Every fourth booking goes for the contended day; the rest spread over types and days.
      const contended = n % 4 === 0;
      const ticketType = contended
        ? CONTENDED.ticketType
        : (types[n % types.length] ?? 've-nguoi-lon');
      const visitDate = addDays(today, contended ? CONTENDED.day : n % 60);
      const started = performance.now();
      try {
        await placeTicketOrder(
          store,
          catalog,
          {
            idempotencyKey: randomBytes(18).toString('base64url'),
            visitDate,
            lines: [{ ticketType, quantity: 1 + (n % 3) }],
            buyer: {
              fullName: 'Khách Thử',
              email: `bench${index}@example.vn`,
              phone: '0912345678',
            },
            paymentMethod: 'vietqr',
            locale: 'vi',
          },
          { userId: null },
          { methods },
        );
        placed += 1;
      } catch (error) {
        if (error instanceof DomainError && error.kind === 'CONFLICT') conflicts += 1;
        else failures.push(error instanceof Error ? error.message : String(error));
      }
      latencies.push(performance.now() - started);
    }
  };
  const began = performance.now();
  const cpuBefore = process.cpuUsage();
  await Promise.all(Array.from({ length: args.clients }, (_, i) => client(i)));
  const seconds = (performance.now() - began) / 1_000;
  const cpu = process.cpuUsage(cpuBefore);
  latencies.sort((a, b) => a - b);
  return {
    clients: args.clients,
    durationSeconds: Number(seconds.toFixed(2)),
    bookings: placed,
    bookingsPerSecond: Number((placed / seconds).toFixed(1)),
    conflicts,
    cpuMsPerBooking: Number(
      ((cpu.user + cpu.system) / 1e3 / Math.max(1, placed + conflicts)).toFixed(2),
    ),
    failures: failures.slice(0, 5),
    failureCount: failures.length,
    latencyMs: {
      p50: Number((percentile(latencies, 50) ?? 0).toFixed(1)),
      p99: Number((percentile(latencies, 99) ?? 0).toFixed(1)),
    },
  };
}

/** Seats sold beyond capacity, plus any day whose count differs from the live orders' tickets. */
async function oversold(store: Store): Promise<{ oversold: number; contendedSold: number }> {
  const days = await store.db
    .selectFrom('ticket_capacity')
    .select(['ticket_type', 'visit_date', 'capacity', 'sold'])
    .execute();
  const lines = await store.db
    .selectFrom('order_lines')
    .innerJoin('orders', 'orders.id', 'order_lines.order_id')
    .select([
      'order_lines.sku',
      'order_lines.service_date',
      (eb) => eb.fn.sum<string | number>('order_lines.quantity').as('units'),
    ])
    .where('orders.kind', '=', 'tickets')
    .where('orders.status', '!=', 'cancelled')
    .groupBy(['order_lines.sku', 'order_lines.service_date'])
    .execute();
  const units = new Map(lines.map((l) => [`${l.sku}|${l.service_date}`, Number(l.units)]));
  let total = 0;
  let contendedSold = 0;
  for (const day of days) {
    const sold = Number(day.sold);
    total += Math.max(0, sold - Number(day.capacity));
    total += Math.abs(sold - (units.get(`${day.ticket_type}|${day.visit_date}`) ?? 0));
    if (day.ticket_type === CONTENDED.ticketType && Number(day.capacity) === CONTENDED.capacity) {
      contendedSold = sold;
    }
  }
  return { oversold: total, contendedSold };
}

async function availability(
  store: Store,
  today: string,
  seconds: number,
  mode: 'cached-with-bookings' | 'uncached',
) {
  const caller = createCaller(await createContext({ store, headers: new Headers() }));
  const input = { from: today, to: addDays(today, 59) };
  const rate = 100;
  let failures = 0;
  let stopWriter = false;
  // While measuring the cached path, bookings keep invalidating the cache (10 per second).
  const writer = async () => {
    const catalog = getTicketCatalog();
    const methods = testMethods(store);
    while (!stopWriter) {
      await placeTicketOrder(
        store,
        catalog,
        {
          idempotencyKey: randomBytes(18).toString('base64url'),
          visitDate: addDays(today, 3),
          lines: [{ ticketType: 've-nguoi-lon', quantity: 1 }],
          buyer: { fullName: 'Khách Thử', email: 'writer@example.vn', phone: '0912345678' },
          paymentMethod: 'vietqr',
          locale: 'vi',
        },
        { userId: null },
        { methods },
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const writing = mode === 'cached-with-bookings' ? writer() : Promise.resolve();
  const { latencies, total } = await openLoop({ rate, durationSeconds: seconds }, async () => {
    if (mode === 'uncached') store.cache.invalidate(SEATS_CACHE_PREFIX);
    try {
      const days = await caller.ticket.getAvailability(input);
      if (days.length !== 60) failures += 1;
    } catch (error) {
      failures += 1;
      console.error('[bench] availability failed', error);
    }
  });
  stopWriter = true;
  await writing;
  return {
    mode,
    offeredRate: rate,
    requests: total,
    failures,
    p50: Number((percentile(latencies, 50) ?? 0).toFixed(2)),
    p99: Number((percentile(latencies, 99) ?? 0).toFixed(2)),
    max: Number((latencies[latencies.length - 1] ?? 0).toFixed(2)),
  };
}

async function main(): Promise<void> {
  const args = JSON.parse(process.argv[2] ?? '{}') as Args;
  fs.mkdirSync(path.dirname(args.file), { recursive: true });
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(args.file + suffix, { force: true });
  const store = openStore({ sqlitePath: args.file });
  await prepareStore(store, getCatalog());
  // After closing time "today" is not bookable: the run books from tomorrow in Việt Nam.
  const today = addDays(vietnamClock(new Date()).date, 1);
  await setDayCapacity(
    store,
    {
      ticketType: CONTENDED.ticketType,
      visitDate: addDays(today, CONTENDED.day),
      capacity: CONTENDED.capacity,
    },
    CONTENDED.capacity,
  );
  const placeOrder = await bookings(store, args, today);
  const check = await oversold(store);
  const availabilityToday = vietnamClock(new Date()).date;
  const cached = await availability(
    store,
    availabilityToday,
    args.availabilitySeconds,
    'cached-with-bookings',
  );
  const uncached = await availability(
    store,
    availabilityToday,
    args.availabilitySeconds,
    'uncached',
  );
  await store.close();
  console.log(
    JSON.stringify({
      placeOrder: { ...placeOrder, ...check, contendedCapacity: CONTENDED.capacity },
      availability: { cached, uncached },
    }),
  );
}

main().catch((error: unknown) => {
  console.error('tickets-load failed:', error);
  process.exitCode = 1;
});
