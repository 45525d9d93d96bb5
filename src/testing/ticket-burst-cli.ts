// Child process of the seat race tests (src/server/services/tickets/seat-race.test.ts) and the
// ticket benchmark: opens the SQLite file given on the command line as a second server would and,
// at `startAt` (epoch ms), places `count` one-ticket bookings at once (VietQR transfer, no network),
// printing a JSON summary (codes placed, CONFLICTs, other errors, elapsed ms). With `voucherCode`
// every booking uses that code (the voucher race), and refusals are counted by reason.
import { randomBytes } from 'node:crypto';
import { openStore } from '@/server/db/store';
import { DomainError } from '@/server/services/errors';
import { testMethods } from './payment-methods';
import { placeTicketOrder } from '@/server/services/orders';
import { getTicketCatalog } from '@/server/services/tickets/ticket-catalog';

interface BurstArgs {
  file: string;
  count: number;
  ticketType: string;
  visitDate: string;
  startAt?: number;
  voucherCode?: string;
}

async function burst(args: BurstArgs): Promise<void> {
  const store = openStore({ sqlitePath: args.file });
  const methods = testMethods(store);
  const catalog = getTicketCatalog();
  const placed: string[] = [];
  let conflicts = 0;
  const refusals: Record<string, number> = {};
  const errors: string[] = [];
  await new Promise((resolve) =>
    setTimeout(resolve, Math.max(0, (args.startAt ?? 0) - Date.now())),
  );
  const started = performance.now();
  await Promise.all(
    Array.from({ length: args.count }, async (_, i) => {
      try {
        const { order } = await placeTicketOrder(
          store,
          catalog,
          {
            idempotencyKey: randomBytes(18).toString('base64url'),
            visitDate: args.visitDate,
            lines: [{ ticketType: args.ticketType, quantity: 1 }],
            buyer: { fullName: 'Khách Thử', email: `burst${i}@example.vn`, phone: '0912345678' },
            paymentMethod: 'vietqr',
            locale: 'vi',
            voucherCode: args.voucherCode,
          },
          { userId: null },
          { methods },
        );
        placed.push(order.orderCode);
      } catch (error) {
        const reason = error instanceof DomainError ? error.reason : undefined;
        if (reason?.startsWith('voucher-')) refusals[reason] = (refusals[reason] ?? 0) + 1;
        else if (error instanceof DomainError && error.kind === 'CONFLICT') conflicts += 1;
        else errors.push(error instanceof Error ? error.message : String(error));
      }
    }),
  );
  const elapsedMs = performance.now() - started;
  await store.close();
  console.log(JSON.stringify({ placed, conflicts, refusals, errors, elapsedMs }));
}

const [json] = process.argv.slice(2);
burst(JSON.parse(json ?? '{}') as BurstArgs).catch((error: unknown) => {
  console.error('ticket-burst-cli failed:', error);
  process.exitCode = 1;
});
