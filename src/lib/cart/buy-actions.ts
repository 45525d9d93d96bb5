// What the product and service pages' add-to-cart leaves do over the network. Loaded on demand
// (after hydration), so the static pages ship none of the tRPC client up front.
import { analytics, type AnalyticsItem } from '@/lib/analytics/events';
import { FeatureFlags, isAddToCartEnabled, PublicSettings } from '@/lib/flags/flags';
import { getTrpcClient } from '@/lib/trpc/client';
import { currentCartId, noteCart, pageLocale } from './runtime';
import { refusalOf } from '@/lib/errors/refusal';

export interface BuyState {
  enabled: boolean;
  /** Units left per SKU now; null when the stock could not be read (content's stock stands). */
  left: Record<string, number> | null;
}

export async function loadBuyState(skus: readonly string[]): Promise<BuyState> {
  const client = getTrpcClient();
  const [enabled, left] = await Promise.all([
    isAddToCartEnabled(new FeatureFlags(client), new PublicSettings(client)),
    skus.length
      ? client.cart.getStock
          .query({ skus: [...skus] })
          .then((rows) => Object.fromEntries(rows.map((row) => [row.sku, row.left])))
          .catch((error: unknown) => {
            console.warn('[cart] reading stock failed', error);
            return null;
          })
      : Promise.resolve(null),
  ]);
  return { enabled, left };
}

export type AddResult =
  | { ok: true; quantity: number }
  | { ok: false; reason: 'disabled' | 'not-found' | 'conflict' | 'error'; left?: number };

export async function addToCart(
  item: { sku: string; quantity: number; serviceDate?: string },
  analyticsItem: Omit<AnalyticsItem, 'quantity'>,
): Promise<AddResult> {
  try {
    const cart = await getTrpcClient().cart.addItem.mutate({
      cartId: currentCartId(),
      locale: pageLocale(),
      ...item,
    });
    noteCart(cart);
    analytics.addToCart(analyticsItem);
    const line = cart.lines.find(
      (l) => l.sku === item.sku && (l.serviceDate ?? undefined) === item.serviceDate,
    );
    return { ok: true, quantity: line?.quantity ?? item.quantity };
  } catch (error) {
    const code = refusalOf(error).code;
    if (code === 'FORBIDDEN') return { ok: false, reason: 'disabled' };
    if (code === 'NOT_FOUND') return { ok: false, reason: 'not-found' };
    if (code === 'CONFLICT') return { ok: false, reason: 'conflict' };
    console.error('[cart] addItem failed', error);
    return { ok: false, reason: 'error' };
  }
}
