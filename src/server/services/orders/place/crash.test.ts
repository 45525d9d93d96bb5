// A process killed (SIGKILL) between an order's commit and its payment start, then a restart,
// on the real SQLite file and a real PostgreSQL: every order is payable (a retry with the same key
// resumes the start; a cash order's confirms it) or expired by the sweep, and stock and seats are
// conserved.
import { addDays, vietnamClock } from '@/lib/calendar';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { prepareStore } from '../../../db/setup';
import { openStore, type Store } from '../../../db/store';
import { setUpTempOutbox } from '@/testing/mail-outbox';
import { testCheckoutInput } from '@/testing/goods-orders';
import { newGuestCartId } from '@/testing/shop';
import { getCatalog } from '../../cart/catalog';
import { setStockLevel, stockLeft } from '../../inventory/inventory';
import { expireUnpaid } from '../pay/expire-unpaid';
import { handlePayosWebhook } from '../../../http/payment-notices';
import { actOnHostedPage, findSandboxPayment } from '../../../sandboxes/payments/payos';
import { SANDBOX_CHECKSUM_KEY } from '@/payment-sandbox-keys';
import { sandboxSdk, testMethods, testSandboxConfig } from '@/testing/payment-methods';
import { placeTicketOrder } from './tickets';
import { getTicketCatalog } from '../../tickets/ticket-catalog';
import { getOrderView } from '../views/order-view';
import { placeGoodsOrder } from './goods';

const outbox = setUpTempOutbox('crash-');
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
const SKU = 'NM-KEY-YEL';
const ADULT = 've-nguoi-lon';
const BUYER = { fullName: 'Nguyễn Văn A', email: 'crash@example.com', phone: '0912345678' };

interface Opened {
  store: Store;
  /** What the child needs to open the same store: a URL (or '-') and a file or a schema. */
  args: [string, string];
  dispose(): Promise<void>;
}

async function openShared(dialect: 'sqlite' | 'postgres'): Promise<Opened> {
  if (dialect === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-store-'));
    const file = path.join(dir, 'store.sqlite');
    const store = openStore({ sqlitePath: file });
    await prepareStore(store, getCatalog());
    return {
      store,
      args: ['-', file],
      async dispose() {
        await store.close();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const url = TEST_DATABASE_URL ?? '';
  const schema = `crash_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const store = openStore({ databaseUrl: url, pgSchema: schema });
  await prepareStore(store, getCatalog());
  return {
    store,
    args: [url, schema],
    async dispose() {
      await store.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop schema ${schema} cascade`);
      await cleanup.end();
    },
  };
}

/** Runs the child until every job's payment start is reached, then kills it with SIGKILL. */
function placeAndKill(args: [string, string], jobs: unknown[]): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '--conditions=react-server',
        '--import',
        'tsx',
        'src/testing/crash-child.ts',
        ...args,
        outbox,
        JSON.stringify(jobs),
      ],
      { cwd: process.cwd(), stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const started: string[] = [];
    let errors = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      for (const line of chunk.split('\n')) {
        const code = /^started (NM-\w+)$/.exec(line.trim())?.[1];
        if (code) started.push(code);
      }
      if (started.length === jobs.length) child.kill('SIGKILL');
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      errors += chunk;
    });
    child.on('exit', (_code, signal) => {
      if (signal === 'SIGKILL') resolve(started);
      else reject(new Error(`child ended without the kill: ${errors}`));
    });
  });
}

async function seatsSold(store: Store, visitDate: string): Promise<number> {
  const row = await store.db
    .selectFrom('ticket_capacity')
    .select('sold')
    .where('ticket_type', '=', ADULT)
    .where('visit_date', '=', visitDate)
    .executeTakeFirst();
  return Number(row?.sold ?? 0);
}

/** The buyer's second submit of a goods order with the same idempotency key. */
function retryGoods(store: Store, cartId: string, idempotencyKey: string, method: 'payos' | 'cod') {
  return placeGoodsOrder(
    store,
    getCatalog(),
    testCheckoutInput({
      cartId,
      idempotencyKey,
      buyer: BUYER,
      paymentMethod: method,
    }),
    { userId: null },
    { methods: testMethods(store) },
  );
}

const dialects = TEST_DATABASE_URL ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const);

describe.each(dialects)('a crash between commit and payment start [%s]', (dialect) => {
  let opened: Opened | undefined;
  beforeAll(async () => {
    opened = await openShared(dialect);
  });
  afterAll(() => opened?.dispose());

  it('leaves every order payable or expired, with stock and seats conserved', async () => {
    if (!opened) throw new Error('no store');
    const { store } = opened;
    const visitDate = addDays(vietnamClock(new Date()).date, 5);
    await setStockLevel(store, SKU, 10);
    const carts = [newGuestCartId(), newGuestCartId(), newGuestCartId(), newGuestCartId()];
    const jobs = [
      { kind: 'goods', key: 'goods-1', cartId: carts[0], quantity: 2 },
      { kind: 'goods', key: 'goods-2', cartId: carts[1], quantity: 1 },
      { kind: 'goods', key: 'cash-1', cartId: carts[2], quantity: 1, method: 'cod' },
      { kind: 'goods', key: 'cash-2', cartId: carts[3], quantity: 1, method: 'cod' },
      { kind: 'tickets', key: 'tickets-1', visitDate, quantity: 3 },
      { kind: 'tickets', key: 'tickets-2', visitDate, quantity: 2 },
    ];
    const codes = await placeAndKill(opened.args, jobs);
    expect(codes).toHaveLength(6);

    // After the restart: committed, holding stock and seats, unpaid (the cash order unconfirmed),
    // and each with a deadline.
    expect((await stockLeft(store.db, [SKU])).get(SKU)).toBe(5);
    expect(await seatsSold(store, visitDate)).toBe(5);
    for (const code of codes) {
      const row = await store.db
        .selectFrom('orders')
        .select(['status', 'payment_status', 'expires_at'])
        .where('order_code', '=', code)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'pending', payment_status: 'pending' });
      expect(row.expires_at).not.toBeNull();
      expect((await getOrderView(store, code))?.payment?.checkoutUrl).toBeNull();
    }

    // The buyer's retry with the same key resumes the start and gets a payable link.
    const retried = await retryGoods(store, carts[0] ?? '', 'goods-1', 'payos');
    expect(retried.created).toBe(false);
    expect(retried.order.payment?.checkoutUrl).toMatch(/\/api\/payments\/sandbox\/pay\//);
    // The cash order's retry confirms it, and a confirmed order has no deadline left.
    const cash = await retryGoods(store, carts[2] ?? '', 'cash-1', 'cod');
    expect(cash).toMatchObject({ created: false, order: { status: 'confirmed' } });
    const cashRow = await store.db
      .selectFrom('orders')
      .select('expires_at')
      .where('order_code', '=', cash.order.orderCode)
      .executeTakeFirstOrThrow();
    expect(cashRow.expires_at).toBeNull();
    const ticketRetry = await placeTicketOrder(
      store,
      getTicketCatalog(),
      {
        idempotencyKey: 'tickets-1',
        visitDate,
        lines: [{ ticketType: ADULT, quantity: 3 }],
        buyer: BUYER,
        paymentMethod: 'payos',
        locale: 'vi',
      },
      { userId: null },
      { methods: testMethods(store) },
    );
    expect(ticketRetry.created).toBe(false);
    const link = await sandboxSdk(store).paymentRequests.get(
      ticketRetry.order.payment?.providerOrderCode ?? 0,
    );
    expect(link).toMatchObject({ status: 'PENDING', amount: ticketRetry.order.totalAmount });
    // A second retry finds the start done: the same link, no second attempt.
    const again = await placeTicketOrder(
      store,
      getTicketCatalog(),
      {
        idempotencyKey: 'tickets-1',
        visitDate,
        lines: [{ ticketType: ADULT, quantity: 3 }],
        buyer: BUYER,
        paymentMethod: 'payos',
        locale: 'vi',
      },
      { userId: null },
      { methods: testMethods(store) },
    );
    expect(again.order.payment?.providerOrderCode).toBe(
      ticketRetry.order.payment?.providerOrderCode,
    );

    // The goods order is paid; the rest lapse at the sweep, stock and seats back exactly once.
    const attempt = await findSandboxPayment(
      store,
      String(retried.order.payment?.providerOrderCode ?? 0),
    );
    if (!attempt) throw new Error('no sandbox attempt');
    const paid = await actOnHostedPage(
      store,
      testSandboxConfig,
      attempt.id,
      'pay',
      attempt.form_token,
    );
    if (paid.kind !== 'redirect' || !paid.webhookBody) throw new Error('sandbox did not pay');
    await handlePayosWebhook(store, SANDBOX_CHECKSUM_KEY, paid.webhookBody);
    const late = new Date(Date.now() + 16 * 60_000);
    await Promise.all([expireUnpaid(store, late), expireUnpaid(store, late)]);
    for (const code of codes) {
      const view = await getOrderView(store, code);
      if (code === retried.order.orderCode) {
        expect(view).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
      } else if (code === cash.order.orderCode) {
        expect(view).toMatchObject({ status: 'confirmed', paymentStatus: 'pending' });
      } else {
        expect(view).toMatchObject({ status: 'cancelled', paymentStatus: 'failed' });
      }
    }
    expect((await stockLeft(store.db, [SKU])).get(SKU)).toBe(7);
    expect(await seatsSold(store, visitDate)).toBe(0);
  }, 120_000);
});
