// cart.* (DESIGN.md §17): a guest's cart by the id its browser keeps, a signed-in user's by the
// token (the guest id is then only the source of cart.merge). Every write is limited per client.
import { z } from 'zod';
import { getCatalog } from '../services/cart/catalog';
import {
  addItem,
  getCart,
  getStockLevels,
  MAX_LINE_QUANTITY,
  mergeCarts,
  removeItem,
  updateItem,
  type CartOwner,
} from '../services/cart/cart';
import { takeSharedWindow } from '../cache/shared-limits.mjs';
import { SharedRateLimiter } from '../services/rate-limit/rate-limit';
import { protectedProcedure, publicProcedure, router, type Context } from '../trpc';
import { guestCartIdSchema } from '@/lib/validation/checkout';
import { reasonText } from '@/lib/errors/reasons';

const locale = z.enum(['vi', 'en']).default('vi');
const quantity = z
  .number()
  .int({ message: 'Số lượng phải là số nguyên' })
  .min(1, { message: 'Số lượng tối thiểu là 1' })
  .max(MAX_LINE_QUANTITY, { message: reasonText('cart-max-quantity', { max: MAX_LINE_QUANTITY }) });
const lineId = z.string().min(1).max(64);
/** A variant's SKU (NM-CARD-6) or a service's id or slug (cabin-rieng-vip). */
const sku = z
  .string()
  .min(1)
  .max(80)
  .regex(/^[A-Za-z0-9-]+$/, { message: reasonText('product-not-found') });
const serviceDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Ngày không hợp lệ' });

/** Cart writes per client address per minute: a person clicking steppers never gets near it. */
export const CART_WRITE_RATE_LIMIT = { limit: 120, windowMs: 60_000 };
/** Shared by every instance (Redis) when there are several. */
const writeLimiter = new SharedRateLimiter('cart-write', CART_WRITE_RATE_LIMIT, takeSharedWindow);

const cartWrite = publicProcedure.use(async ({ ctx, next }) => {
  await writeLimiter.take(ctx.ip, new Date());
  return next();
});

function ownerOf(ctx: Context, cartId: string): CartOwner {
  return ctx.user ? { kind: 'user', userId: ctx.user.id } : { kind: 'guest', cartId };
}

export const cartRouter = router({
  get: publicProcedure
    .input(z.object({ cartId: guestCartIdSchema, locale }))
    .query(({ ctx, input }) =>
      getCart(ctx.store, getCatalog(), ownerOf(ctx, input.cartId), input.locale),
    ),

  /** Units left per SKU, for the product page's client leaf (the page itself stays static). */
  getStock: publicProcedure
    .input(z.object({ skus: z.array(sku).min(1).max(50) }))
    .query(({ ctx, input }) => getStockLevels(ctx.store, getCatalog(), input.skus)),

  addItem: cartWrite
    .input(
      z.object({
        cartId: guestCartIdSchema,
        sku,
        quantity,
        serviceDate: serviceDate.optional(),
        locale,
      }),
    )
    .mutation(({ ctx, input }) =>
      addItem(
        ctx.store,
        getCatalog(),
        ownerOf(ctx, input.cartId),
        { sku: input.sku, quantity: input.quantity, serviceDate: input.serviceDate },
        input.locale,
      ),
    ),

  updateItem: cartWrite
    .input(z.object({ cartId: guestCartIdSchema, lineId, quantity, locale }))
    .mutation(({ ctx, input }) =>
      updateItem(
        ctx.store,
        getCatalog(),
        ownerOf(ctx, input.cartId),
        { lineId: input.lineId, quantity: input.quantity },
        input.locale,
      ),
    ),

  removeItem: cartWrite
    .input(z.object({ cartId: guestCartIdSchema, lineId, locale }))
    .mutation(({ ctx, input }) =>
      removeItem(
        ctx.store,
        getCatalog(),
        ownerOf(ctx, input.cartId),
        { lineId: input.lineId },
        input.locale,
      ),
    ),

  /** On login: the guest cart `cartId` moves into the signed-in user's cart. */
  merge: protectedProcedure
    .use(async ({ ctx, next }) => {
      await writeLimiter.take(ctx.ip, new Date());
      return next();
    })
    .input(z.object({ cartId: guestCartIdSchema, locale }))
    .mutation(({ ctx, input }) =>
      mergeCarts(ctx.store, getCatalog(), input.cartId, ctx.user.id, input.locale),
    ),
});
