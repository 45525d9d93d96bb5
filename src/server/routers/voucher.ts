// voucher.preview: the price with a voucher before placing. A query, limited per client
// address in the store (a guessing loop over codes meets the limit on every instance).
import { getCatalog } from '../services/cart/catalog';
import { takeRateLimit } from '../services/rate-limit/rate-limit';
import { getTicketCatalog } from '../services/tickets/ticket-catalog';
import { previewVoucherFor } from '../services/orders';
import { publicProcedure, router } from '../trpc';
import { voucherPreviewInput } from '@/lib/vouchers/voucher-schemas';

export const VOUCHER_PREVIEW_RATE_LIMIT = { limit: 30, windowMs: 10 * 60_000 };

export const voucherRouter = router({
  preview: publicProcedure.input(voucherPreviewInput).query(async ({ ctx, input }) => {
    await takeRateLimit(
      ctx.store,
      `voucher-preview:ip:${ctx.ip}`,
      VOUCHER_PREVIEW_RATE_LIMIT,
      new Date(),
    );
    return previewVoucherFor(
      ctx.store,
      { goods: getCatalog(), tickets: getTicketCatalog() },
      input,
      { userId: ctx.user?.id ?? null },
    );
  }),
});
