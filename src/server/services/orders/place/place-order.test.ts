// Reliability of placing orders: never oversold under 100 concurrent checkouts (a
// PostgreSQL pool; two server processes on one SQLite file), carts of several units summed per
// SKU, one order per idempotency key under 20 parallel submits, a failed payment start rolled back
// into a cancel, and a kill -9 in the middle of a burst losing nothing a client was told.
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { prepareStore } from '../../../db/setup';
import { openStore, writeTransaction, type Store } from '../../../db/store';
import { checkoutFor, leftOf, newGuestCartId, newIdempotencyKey } from '@/testing/shop';
import { countRows, describeEachDialect } from '@/testing/stores';
import { getCatalog } from '../../cart/catalog';
import { addItem } from '../../cart/cart';
import { DomainError } from '../../errors';
import { claimStock, setStockLevel } from '../../inventory/inventory';
import type { PaymentMethod } from '../../payments/method';
import { placeGoodsOrder } from './goods';
import { checkoutInput } from '@/lib/validation/checkout';

const ROOT = path.join(__dirname, '../../../../..');
const CLI = path.join(__dirname, '../../../../testing/checkout-burst-cli.ts');
const SKU = 'NM-CARD-12';
const CRASH_SKU = 'NM-CARD-6';

async function cartsWith(store: Store, count: number, quantity: number): Promise<string[]> {
  const carts = Array.from({ length: count }, () => newGuestCartId());
  for (const cartId of carts) {
    await addItem(store, getCatalog(), { kind: 'guest', cartId }, { sku: SKU, quantity });
  }
  return carts;
}

function order(store: Store, cartId: string, key = newIdempotencyKey()) {
  return placeGoodsOrder(
    store,
    getCatalog(),
    checkoutInput.parse(checkoutFor(cartId, { idempotencyKey: key })),
    {
      userId: null,
    },
  );
}

async function settle(calls: Promise<{ order: { orderCode: string } }>[]) {
  const results = await Promise.allSettled(calls);
  const placed = results.flatMap((r) =>
    r.status === 'fulfilled' ? [r.value.order.orderCode] : [],
  );
  const refusals = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
  return { placed, refusals };
}

async function unitsSold(store: Store, sku: string): Promise<number> {
  const row = await store.db
    .selectFrom('order_lines')
    .innerJoin('orders', 'orders.id', 'order_lines.order_id')
    .select((eb) => eb.fn.sum<string | number>('order_lines.quantity').as('units'))
    .where('order_lines.sku', '=', sku)
    .where('orders.status', '!=', 'cancelled')
    .executeTakeFirstOrThrow();
  return Number(row.units ?? 0);
}

// On PostgreSQL these run on the suite's pool (openStore's default: 10 connections).
describeEachDialect('placing orders under load', ({ store }) => {
  it('sells the last 5 units to exactly 5 of 100 concurrent checkouts', async () => {
    await setStockLevel(store(), SKU, 100);
    const carts = await cartsWith(store(), 100, 1);
    await setStockLevel(store(), SKU, 5);
    const ordersBefore = await countRows(store(), 'orders');
    const { placed, refusals } = await settle(carts.map((cartId) => order(store(), cartId)));
    expect(placed).toHaveLength(5);
    expect(refusals).toHaveLength(95);
    for (const refusal of refusals) {
      expect(refusal).toBeInstanceOf(DomainError);
      expect((refusal as DomainError).kind).toBe('CONFLICT');
      expect((refusal as DomainError).details?.lines).toEqual([
        expect.objectContaining({ sku: SKU, left: 0 }),
      ]);
    }
    expect(await leftOf(store(), SKU)).toBe(0);
    expect(await countRows(store(), 'orders')).toBe(ordersBefore + 5);
    expect(await unitsSold(store(), SKU)).toBe(5);
  }, 60_000);

  it('sums a cart’s units per SKU: 100 carts of 2 units for 5 left → 2 orders, 1 left', async () => {
    await setStockLevel(store(), SKU, 200);
    const carts = await cartsWith(store(), 100, 2);
    await setStockLevel(store(), SKU, 5);
    const { placed } = await settle(carts.map((cartId) => order(store(), cartId)));
    expect(placed).toHaveLength(2);
    expect(await leftOf(store(), SKU)).toBe(1);
  }, 60_000);

  it('claims lines of the same SKU as one sum, never below zero under concurrency', async () => {
    await setStockLevel(store(), SKU, 10);
    const attempts = Array.from({ length: 40 }, () =>
      writeTransaction(store(), async (trx) => {
        const shortfalls = await claimStock(trx, [
          { sku: SKU, quantity: 1 },
          { sku: SKU, quantity: 1 },
        ]);
        if (shortfalls.length > 0) throw new DomainError('not-enough-stock');
      }).then(
        () => true,
        () => false,
      ),
    );
    const won = (await Promise.all(attempts)).filter(Boolean).length;
    expect(won).toBe(5);
    expect(await leftOf(store(), SKU)).toBe(0);
    // 3 + 3 > 5 is refused as a whole, naming the sum.
    await setStockLevel(store(), SKU, 5);
    await expect(
      writeTransaction(store(), async (trx) => {
        const shortfalls = await claimStock(trx, [
          { sku: SKU, quantity: 3 },
          { sku: SKU, quantity: 3 },
        ]);
        expect(shortfalls).toEqual([{ sku: SKU, requested: 6, left: 5 }]);
        throw new DomainError('not-enough-stock');
      }),
    ).rejects.toThrow(DomainError);
    expect(await leftOf(store(), SKU)).toBe(5);
  }, 60_000);

  it('places one order for one key sent 20 times in parallel', async () => {
    await setStockLevel(store(), SKU, 50);
    const [cartId = ''] = await cartsWith(store(), 1, 3);
    const key = newIdempotencyKey();
    const ordersBefore = await countRows(store(), 'orders');
    const { placed, refusals } = await settle(
      Array.from({ length: 20 }, () => order(store(), cartId, key)),
    );
    expect(refusals).toEqual([]);
    expect(new Set(placed).size).toBe(1);
    expect(await countRows(store(), 'orders')).toBe(ordersBefore + 1);
    expect(await leftOf(store(), SKU)).toBe(47);
  }, 60_000);

  it('cancels the order and returns the stock when the payment method fails to start', async () => {
    await setStockLevel(store(), SKU, 10);
    const [cartId = ''] = await cartsWith(store(), 1, 4);
    const failing: PaymentMethod = {
      id: 'cod',
      kinds: ['goods'],
      isAvailable: () => Promise.resolve(true),
      start: () => Promise.reject(new Error('provider down')),
    };
    const input = checkoutInput.parse(checkoutFor(cartId));
    const error = await placeGoodsOrder(
      store(),
      getCatalog(),
      input,
      { userId: null },
      { methods: [failing] },
    ).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).kind).toBe('BAD_GATEWAY');
    expect(await leftOf(store(), SKU)).toBe(10);
    const row = await store()
      .db.selectFrom('orders')
      .select(['status', 'payment_status'])
      .where('idempotency_key', 'like', `%${input.idempotencyKey}`)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'cancelled', payment_status: 'failed' });
  });
});

describe('placing orders from two processes on one SQLite file', () => {
  let dir = '';
  let file = '';
  let store: Store;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'checkout-procs-'));
    file = path.join(dir, 'store.sqlite');
    store = openStore({ sqlitePath: file });
    await prepareStore(store, getCatalog());
  });
  afterAll(async () => {
    await store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const runChild = async (args: object) => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--conditions=react-server', '--import', 'tsx', CLI, 'orders', JSON.stringify(args)],
      { cwd: ROOT, maxBuffer: 10 * 1024 * 1024 },
    );
    return JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as {
      placed: string[];
      conflicts: number;
      errors: string[];
    };
  };

  it('sells the last 5 units to exactly 5 of 100 checkouts split over two servers', async () => {
    await setStockLevel(store, SKU, 100);
    const carts = await cartsWith(store, 100, 1);
    await setStockLevel(store, SKU, 5);
    // Both children fire at the same instant, after their (slow) start-up.
    const startAt = Date.now() + 4_000;
    const [a, b] = await Promise.all([
      runChild({ file, carts: carts.slice(0, 50), startAt }),
      runChild({ file, carts: carts.slice(50), startAt }),
    ]);
    expect([...(a?.errors ?? []), ...(b?.errors ?? [])]).toEqual([]);
    expect((a?.placed.length ?? 0) + (b?.placed.length ?? 0)).toBe(5);
    expect((a?.conflicts ?? 0) + (b?.conflicts ?? 0)).toBe(95);
    expect(await leftOf(store, SKU)).toBe(0);
    expect(await unitsSold(store, SKU)).toBe(5);
  }, 120_000);

  it('places one order for one key sent 20 times from two servers', async () => {
    await setStockLevel(store, SKU, 10);
    const [cartId = ''] = await cartsWith(store, 1, 2);
    const key = newIdempotencyKey();
    const startAt = Date.now() + 4_000;
    const [a, b] = await Promise.all([
      runChild({ file, carts: Array(10).fill(cartId), key, startAt }),
      runChild({ file, carts: Array(10).fill(cartId), key, startAt }),
    ]);
    const codes = new Set([...(a?.placed ?? []), ...(b?.placed ?? [])]);
    expect([...(a?.errors ?? []), ...(b?.errors ?? [])]).toEqual([]);
    expect((a?.placed.length ?? 0) + (b?.placed.length ?? 0)).toBe(20);
    expect(codes.size).toBe(1);
    expect(await leftOf(store, SKU)).toBe(8);
  }, 120_000);

  it('loses no order a client was told about when the server is killed mid-burst', async () => {
    const START = 5_000;
    await setStockLevel(store, CRASH_SKU, START);
    const child = spawn(
      process.execPath,
      [
        '--conditions=react-server',
        '--import',
        'tsx',
        CLI,
        'crash',
        JSON.stringify({ file, sku: CRASH_SKU, concurrency: 8 }),
      ],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const told: string[] = [];
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    await new Promise<void>((resolve, reject) => {
      let buffer = '';
      child.stdout.on('data', (chunk: Buffer) => {
        buffer += chunk.toString();
        const lines = buffer.split('\n');
        buffer = lines.pop() ?? '';
        for (const line of lines) {
          const code = /^ORDER (NM-\w{8}) 1$/.exec(line)?.[1];
          if (code) told.push(code);
        }
        if (told.length >= 40) {
          child.kill('SIGKILL');
          resolve();
        }
      });
      child.on('exit', (exitCode) =>
        told.length >= 40 ? resolve() : reject(new Error(`child exited ${exitCode}: ${stderr}`)),
      );
    });
    await new Promise((resolve) => child.once('close', resolve));
    expect(child.signalCode).toBe('SIGKILL');

    // Reopen the file as a restarted server would.
    const reopened = openStore({ sqlitePath: file });
    try {
      const found = await reopened.db
        .selectFrom('orders')
        .select('order_code')
        .where('order_code', 'in', told)
        .execute();
      expect(found).toHaveLength(told.length);
      // Nothing else in this file sells CRASH_SKU: every unit is either left or in an order.
      expect((await leftOf(reopened, CRASH_SKU)) + (await unitsSold(reopened, CRASH_SKU))).toBe(
        START,
      );
      expect(await unitsSold(reopened, CRASH_SKU)).toBeGreaterThanOrEqual(told.length);
    } finally {
      await reopened.close();
    }
  }, 120_000);
});
