// Child process of the checkout reliability tests (src/server/services/orders/place-order.test.ts),
// run with --conditions=react-server as a server bundle is (server-only resolves to nothing).
// Opens the SQLite file given on the command line as a second server would, and
//   orders <json {file, carts, key?, startAt?}>: at `startAt` (epoch ms), places one order per
//     cart, all at once, and prints a JSON summary (codes placed, CONFLICTs, other errors);
//   crash <json {file, sku, concurrency}>: adds and orders one unit at a time, forever, printing
//     `ORDER <code> <quantity>` only after placeOrder returned, until the test kills it (-9).
import { openStore } from '@/server/db/store';
import { getCatalog } from '@/server/services/cart/catalog';
import { addItem } from '@/server/services/cart/cart';
import { DomainError } from '@/server/services/errors';
import { placeGoodsOrder } from '@/server/services/orders';
import { checkoutFor, newGuestCartId } from './shop';
import { checkoutInput } from '@/lib/validation/checkout';

interface OrdersArgs {
  file: string;
  carts: string[];
  key?: string;
  startAt?: number;
}

interface CrashArgs {
  file: string;
  sku: string;
  concurrency: number;
}

async function orders(args: OrdersArgs): Promise<void> {
  const store = openStore({ sqlitePath: args.file });
  const placed: string[] = [];
  let conflicts = 0;
  const errors: string[] = [];
  await new Promise((resolve) =>
    setTimeout(resolve, Math.max(0, (args.startAt ?? 0) - Date.now())),
  );
  await Promise.all(
    args.carts.map(async (cartId) => {
      const input = checkoutInput.parse(
        checkoutFor(cartId, args.key ? { idempotencyKey: args.key } : {}),
      );
      try {
        placed.push(
          (await placeGoodsOrder(store, getCatalog(), input, { userId: null })).order.orderCode,
        );
      } catch (error) {
        if (error instanceof DomainError && error.kind === 'CONFLICT') conflicts += 1;
        else errors.push(error instanceof Error ? error.message : String(error));
      }
    }),
  );
  await store.close();
  console.log(JSON.stringify({ placed, conflicts, errors }));
}

async function crash(args: CrashArgs): Promise<void> {
  const store = openStore({ sqlitePath: args.file });
  const catalog = getCatalog();
  const worker = async (): Promise<never> => {
    for (;;) {
      const cartId = newGuestCartId();
      await addItem(store, catalog, { kind: 'guest', cartId }, { sku: args.sku, quantity: 1 });
      const { order } = await placeGoodsOrder(
        store,
        catalog,
        checkoutInput.parse(checkoutFor(cartId)),
        {
          userId: null,
        },
      );
      // Only now is the client "told" about the order.
      process.stdout.write(`ORDER ${order.orderCode} 1\n`);
    }
  };
  await Promise.all(Array.from({ length: args.concurrency }, worker));
}

const [mode, json] = process.argv.slice(2);
const run =
  mode === 'orders'
    ? orders(JSON.parse(json ?? '{}') as OrdersArgs)
    : mode === 'crash'
      ? crash(JSON.parse(json ?? '{}') as CrashArgs)
      : Promise.reject(new Error('usage: checkout-burst-cli orders|crash <json>'));
run.catch((error: unknown) => {
  console.error('checkout-burst-cli failed:', error);
  process.exitCode = 1;
});
