// The crash test's child process (src/server/services/orders/crash.test.ts): places orders on the
// store it is given and dies by SIGKILL, from its parent, after each order's transaction committed
// and before its payment started. Run with `node --conditions=react-server --import tsx`.
import { randomBytes } from 'node:crypto';
import { addItem } from '@/server/services/cart/cart';
import { getCatalog } from '@/server/services/cart/catalog';
import { overrideMailSettings } from '@/server/services/mail/outbox';
import { placeGoodsOrder, placeTicketOrder } from '@/server/services/orders';
import { testCheckoutInput } from './goods-orders';
import { cashOnDelivery } from '@/server/services/payments/cod';
import type { PaymentMethod } from '@/server/services/payments/method';
import { PAYOS_LINK_TTL_MS } from '@/server/services/payments/payos/payos';
import { getTicketCatalog } from '@/server/services/tickets/ticket-catalog';
import { openStore } from '@/server/db/store';

interface Job {
  kind: 'goods' | 'tickets';
  key: string;
  cartId?: string;
  visitDate?: string;
  quantity: number;
  /** Goods only: PayOS (default) or cash on delivery. */
  method?: 'payos' | 'cod';
}

/** A start that never returns: the parent kills the process while it waits. */
const hang: PaymentMethod['start'] = (_store, order) => {
  process.stdout.write(`started ${order.orderCode}\n`);
  return new Promise(() => undefined);
};

/** PayOS whose start hangs. */
const hanging: PaymentMethod = {
  id: 'payos',
  kinds: ['goods', 'tickets'],
  ttlMs: PAYOS_LINK_TTL_MS,
  isAvailable: () => Promise.resolve(true),
  start: hang,
};

/** Cash on delivery whose confirmation hangs. */
const hangingCash: PaymentMethod = { ...cashOnDelivery, start: hang };

async function main(): Promise<void> {
  const [databaseUrl, where, outboxDir, jobsJson] = process.argv.slice(2);
  if (!where || !outboxDir || !jobsJson)
    throw new Error('usage: crash-child url|- place outbox jobs');
  overrideMailSettings({ from: 'test@example.com', outboxDir, smtpUrl: undefined });
  const store =
    databaseUrl && databaseUrl !== '-'
      ? openStore({ databaseUrl, pgSchema: where })
      : openStore({ sqlitePath: where });
  const jobs = JSON.parse(jobsJson) as Job[];
  const buyer = { fullName: 'Nguyễn Văn A', email: 'crash@example.com', phone: '0912345678' };
  await Promise.all(
    jobs.map(async (job) => {
      if (job.kind === 'tickets') {
        return placeTicketOrder(
          store,
          getTicketCatalog(),
          {
            idempotencyKey: job.key,
            visitDate: job.visitDate ?? '',
            lines: [{ ticketType: 've-nguoi-lon', quantity: job.quantity }],
            buyer,
            paymentMethod: 'payos',
            locale: 'vi',
          },
          { userId: null },
          { methods: [hanging] },
        );
      }
      const cartId = job.cartId ?? `guest_x_${randomBytes(18).toString('base64url')}`;
      await addItem(
        store,
        getCatalog(),
        { kind: 'guest', cartId },
        { sku: 'NM-KEY-YEL', quantity: job.quantity },
      );
      return placeGoodsOrder(
        store,
        getCatalog(),
        testCheckoutInput({
          cartId,
          idempotencyKey: job.key,
          buyer,
          paymentMethod: job.method ?? 'payos',
        }),
        { userId: null },
        { methods: [hanging, hangingCash] },
      );
    }),
  );
}

main().catch((error: unknown) => {
  console.error('[crash-child] failed', error);
  process.exit(1);
});
