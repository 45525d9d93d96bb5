// Checkout throughput on the default store (DESIGN.md §10; the budget: ≥ 200 orders/s on
// SQLite with 50 concurrent clients, 0 oversold). Run by scripts/bench/checkout.mjs in its own
// process (node --conditions=react-server --import tsx), on a fresh SQLite file.
//
// Guest carts of one unit each (three SKUs in turn) are written first, untimed; then 50 clients
// take carts in turn and call checkout.placeOrder's service (cash on delivery: the order
// transaction, then the payment start and the confirmation) until the duration is over. One SKU
// has little stock, so the run also sells it out under contention. The HTTP layer and the
// per-client rate limits are left out: they would refuse one client's 40 orders in 10 s.
// Prints one JSON line: orders/s, CONFLICTs, latency percentiles, and the oversold check
// (per SKU: left ≥ 0 and left + units in orders = starting stock).
import fs from 'node:fs';
import path from 'node:path';
import { percentile } from './open-loop.mjs';
import { prepareStore } from '../../src/server/db/setup';
import { openStore, type Store } from '../../src/server/db/store';
import { newId, nowIso } from '../../src/server/db/ids';
import { getCatalog } from '../../src/server/services/cart/catalog';
import { DomainError } from '../../src/server/services/errors';
import { setStockLevel } from '../../src/server/services/inventory/inventory';
import { placeGoodsOrder } from '../../src/server/services/orders';
import { checkoutFor, newGuestCartId } from '../../src/testing/shop';
import { checkoutInput } from '../../src/lib/validation/checkout';

interface Args {
  file: string;
  clients: number;
  durationSeconds: number;
}

const STOCK: Record<string, number> = {
  'NM-CARD-6': 1_000_000,
  'NM-KEY-YEL': 1_000_000,
  // Runs out during the run: the contended last units.
  'NM-CARD-12': 100,
};

async function soldPerSku(store: Store): Promise<Map<string, number>> {
  const rows = await store.db
    .selectFrom('order_lines')
    .innerJoin('orders', 'orders.id', 'order_lines.order_id')
    .select([
      'order_lines.sku',
      (eb) => eb.fn.sum<string | number>('order_lines.quantity').as('units'),
    ])
    .where('orders.status', '!=', 'cancelled')
    .groupBy('order_lines.sku')
    .execute();
  return new Map(rows.map((r) => [r.sku, Number(r.units)]));
}

async function main(): Promise<void> {
  const args = JSON.parse(process.argv[2] ?? '{}') as Args;
  fs.mkdirSync(path.dirname(args.file), { recursive: true });
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(args.file + suffix, { force: true });
  const store = openStore({ sqlitePath: args.file });
  await prepareStore(store, getCatalog());
  for (const [sku, left] of Object.entries(STOCK)) await setStockLevel(store, sku, left);
  const skus = Object.keys(STOCK);
  const catalog = getCatalog();

  // Enough carts for 2 000 orders/s; written in a few large transactions.
  const carts = Array.from({ length: args.durationSeconds * 2_000 }, (_, i) => ({
    cartId: newGuestCartId(),
    sku: skus[i % skus.length] ?? 'NM-CARD-6',
  }));
  const now = nowIso();
  for (let i = 0; i < carts.length; i += 500) {
    const chunk = carts.slice(i, i + 500);
    await store.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('carts')
        .values(
          chunk.map((c) => ({ id: c.cartId, user_id: null, created_at: now, updated_at: now })),
        )
        .execute();
      await trx
        .insertInto('cart_lines')
        .values(
          chunk.map((c) => ({
            id: newId(),
            cart_id: c.cartId,
            sku: c.sku,
            service_date: null,
            quantity: 1,
            added_at: now,
          })),
        )
        .execute();
    });
  }
  let next = 0;

  let placed = 0;
  let conflicts = 0;
  const failures: string[] = [];
  const latencies: number[] = [];
  const client = async (index: number) => {
    while (Date.now() < deadline) {
      const cart = carts[next];
      next += 1;
      if (!cart) break;
      const input = checkoutInput.parse(
        checkoutFor(cart.cartId, {
          contact: { email: `bench${index}@example.vn`, phone: '0912345678' },
        }),
      );
      const started = performance.now();
      try {
        await placeGoodsOrder(store, catalog, input, { userId: null });
        placed += 1;
      } catch (error) {
        if (error instanceof DomainError && error.kind === 'CONFLICT') conflicts += 1;
        else failures.push(error instanceof Error ? error.message : String(error));
      }
      latencies.push(performance.now() - started);
    }
  };
  const deadline = Date.now() + args.durationSeconds * 1_000;
  const began = performance.now();
  const cpuBefore = process.cpuUsage();
  await Promise.all(Array.from({ length: args.clients }, (_, index) => client(index)));
  const seconds = (performance.now() - began) / 1_000;
  const cpu = process.cpuUsage(cpuBefore);
  // On a shared machine wall time depends on the neighbours; CPU time per order does not.
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;

  const sold = await soldPerSku(store);
  const left = await store.db
    .selectFrom('stock')
    .select(['sku', 'left'])
    .where('sku', 'in', skus)
    .execute();
  let oversold = 0;
  const stock = left.map((row) => {
    const start = STOCK[row.sku] ?? 0;
    const units = sold.get(row.sku) ?? 0;
    // Oversold: units sold beyond the starting stock, or stock that does not add up.
    oversold +=
      Math.max(0, units - start) +
      Math.abs(start - units - Number(row.left)) +
      Math.max(0, -row.left);
    return { sku: row.sku, start, sold: units, left: Number(row.left) };
  });
  await store.close();
  latencies.sort((a, b) => a - b);
  console.log(
    JSON.stringify({
      clients: args.clients,
      durationSeconds: Number(seconds.toFixed(2)),
      orders: placed,
      ordersPerSecond: Number((placed / seconds).toFixed(1)),
      conflicts,
      cpuMsPerOrder: Number(((cpuSeconds * 1_000) / Math.max(1, placed + conflicts)).toFixed(2)),
      ordersPerCpuSecond: Number(((placed + conflicts) / cpuSeconds).toFixed(1)),
      failures: failures.slice(0, 5),
      failureCount: failures.length,
      placeOrderLatencyMs: {
        p50: Number((percentile(latencies, 50) ?? 0).toFixed(1)),
        p99: Number((percentile(latencies, 99) ?? 0).toFixed(1)),
      },
      stock,
      oversold,
    }),
  );
}

main().catch((error: unknown) => {
  console.error('checkout-load failed:', error);
  process.exitCode = 1;
});
