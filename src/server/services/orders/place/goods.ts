// A goods order's draft (DESIGN.md §12): the cart's lines (or a failed order's, placed again)
// re-priced from the catalogue, the shipping address checked, the method chosen, and what the
// order's transaction must claim: the cart's lines and each product's stock. placeDraft
// (draft.ts) writes it; a retry with the same key gets the first order back.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { Store } from '../../../db/store';
import type { Catalog } from '@/content/projections';
import { vietnamDate } from '@/lib/calendar';
import { cartKey, type CartOwner } from '../../cart/cart';
import { DomainError } from '../../errors';
import { resolveArea } from '../../geo/vn-units';
import type { PaymentMethod } from '../../payments/method';
import { priceCart } from '@/lib/pricing/pricing';
import type { CheckoutInput } from '@/lib/validation/checkout';
import { placeDraft, type DraftClaims, type OrderDraft, type PlacedOrder } from './draft';
import { paymentDeadlineOf, usableMethod } from './payment-start';

export interface PlaceOrderOptions {
  /** The methods to choose from (tests pass failing ones); default the registry's. */
  methods?: readonly PaymentMethod[];
  now?: Date;
}

export type { PlacedOrder };

/**
 * The shipping address as the order keeps it: the province and ward by code and name (the ward
 * checked to be the province's), the list's version, and `city`/`state` holding the ward's and
 * province's names for every reader of the older snapshot shape.
 */
export function shippingSnapshot(shipping: CheckoutInput['shipping']) {
  const area = resolveArea(shipping.provinceCode, shipping.wardCode);
  const { provinceCode: _p, wardCode: _w, ...rest } = shipping;
  void _p;
  void _w;
  return { ...rest, city: area.ward.name, state: area.province.name, ...area };
}

/** Checkout: the buyer's cart placed as an order, once per idempotency key. */
export async function placeGoodsOrder(
  store: Store,
  catalog: Catalog,
  input: CheckoutInput,
  buyer: { userId: string | null; ip?: string },
  options: PlaceOrderOptions = {},
): Promise<PlacedOrder> {
  const owner: CartOwner = buyer.userId
    ? { kind: 'user', userId: buyer.userId }
    : { kind: 'guest', cartId: input.cartId };
  const cart = cartKey(owner);
  const lines = await readCartLines(store.db, cart);
  const draft = await goodsDraft(store, catalog, input, lines, options, {
    // Keys are the client's: namespaced by cart, one client cannot reach another's order by key.
    key: `${cart}:${input.idempotencyKey}`,
    userId: buyer.userId,
    ip: buyer.ip,
    cartLines: { cartId: cart, lineIds: lines.map((l) => l.id) },
  });
  return placeDraft(store, draft);
}

/** A goods order without its cart: what a retried order (../pay/retry-payment.ts) repeats. */
export type GoodsOrderInput = Omit<CheckoutInput, 'cartId' | 'idempotencyKey'>;

/** One line to sell again: a SKU (a service's with its date) and how many. */
export interface RepeatedLine {
  sku: string;
  serviceDate: string | null;
  quantity: number;
}

/**
 * A failed goods order's lines placed again as a new order, under `key` (already namespaced by
 * the caller): re-priced from the catalogue and claimed from stock like a cart's.
 */
export async function placeGoodsAgain(
  store: Store,
  catalog: Catalog,
  input: GoodsOrderInput,
  lines: readonly RepeatedLine[],
  buyer: { userId: string | null; ip?: string; key: string },
  options: PlaceOrderOptions = {},
): Promise<PlacedOrder> {
  const taken = lines.map((line) => ({
    sku: line.sku,
    service_date: line.serviceDate,
    quantity: line.quantity,
  }));
  return placeDraft(store, await goodsDraft(store, catalog, input, taken, options, buyer));
}

/** A line as the order takes it, from the cart or from the order it repeats. */
interface TakenLine {
  sku: string;
  service_date: string | null;
  quantity: number | string;
}

/**
 * The cart's lines in the order they were added. An empty cart may be this very submit's, placed
 * a moment ago: placeDraft answers that order by its key before it refuses an empty one.
 */
async function readCartLines(db: Kysely<Database>, cart: string) {
  const rows = await db
    .selectFrom('cart_lines')
    .select(['id', 'sku', 'service_date', 'quantity', 'added_at'])
    .where('cart_id', '=', cart)
    .execute();
  return rows.sort((a, b) => a.added_at.localeCompare(b.added_at) || a.id.localeCompare(b.id));
}

/** Every rule that needs no transaction, checked before anything is claimed; then the draft. */
async function goodsDraft(
  store: Store,
  catalog: Catalog,
  input: GoodsOrderInput,
  taken: readonly TakenLine[],
  options: PlaceOrderOptions,
  source: {
    key: string;
    userId: string | null;
    ip?: string;
    /** The cart the lines were read from: its lines are taken with the order. */
    cartLines?: DraftClaims['cartLines'];
  },
): Promise<OrderDraft> {
  const now = options.now ?? new Date();
  // A ward of another province is refused before anything is claimed.
  const shipping = shippingSnapshot(input.shipping);
  const method = await usableMethod(store, options.methods, input.paymentMethod, 'goods');
  const today = vietnamDate(now);
  const lines = taken.map((row) => {
    const item = catalog.find(row.sku);
    if (!item) throw new DomainError('product-not-found');
    if (item.kind === 'service' && (!row.service_date || row.service_date < today)) {
      throw new DomainError('service-date-out-of-range');
    }
    return { row, item, quantity: Number(row.quantity) };
  });
  const { lines: amounts, totals } = priceCart(
    lines.map((l) => ({
      unitPrice: l.item.unitPrice,
      quantity: l.quantity,
      tiers: l.item.tiers,
      ships: l.item.kind === 'product',
    })),
    catalog.shipping,
  );
  return {
    kind: 'goods',
    key: source.key,
    userId: source.userId,
    locale: input.locale,
    buyer: {
      fullName: input.shipping.fullName,
      email: input.contact.email,
      phone: input.contact.phone,
    },
    clientIp: source.ip,
    shippingJson: JSON.stringify(shipping),
    billingJson:
      input.billingSameAsShipping || !input.billing ? null : JSON.stringify(input.billing),
    notes: input.notes ?? null,
    lines: lines.map((l, index) => ({
      sku: l.item.sku,
      nameVi: l.item.name.vi,
      nameEn: l.item.name.en,
      optionsLabel: l.item.optionsLabel[input.locale],
      serviceDate: l.row.service_date,
      unitPrice: l.item.unitPrice,
      vatCategory: l.item.vatCategory,
      quantity: l.quantity,
      amounts: amounts[index],
      mailName: l.item.name[input.locale],
      mailDetail: l.item.optionsLabel[input.locale],
    })),
    totals,
    voucherCode: input.voucherCode ?? null,
    invoice: input.invoice ?? null,
    method,
    expiresAt: method ? paymentDeadlineOf(method, now) : null,
    eventDetail: null,
    claims: {
      cartLines: source.cartLines,
      stock: lines
        .filter((l) => l.item.kind === 'product')
        .map((l) => ({ sku: l.item.sku, quantity: l.quantity })),
    },
    now,
  };
}
