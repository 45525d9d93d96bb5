// Placing an order (DESIGN.md §12), in one write transaction: claim the client's idempotency key
// (the order row, UNIQUE key), take the cart's lines (deleting them: a second submit for the same
// cart finds it empty), re-price them from the catalogue, claim stock per SKU by conditional
// update, write lines, the payment row and the history. Anything short of that rolls back whole.
// After commit the payment method starts (and the buyer's first mail is queued); if it fails the
// order is cancelled (stock back) and the caller hears the checkout error.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Store } from '../../db/store';
import type { Catalog, Sellable } from '../cart/catalog';
import { cartKey, vietnamDate, type CartOwner } from '../cart/cart';
import { DomainError } from '../errors';
import { resolveArea } from '../geo/vn-units';
import { claimStock } from '../inventory/inventory';
import { recordInvoiceRequest } from '../invoices/requests';
import { stockChanged } from '../inventory/stock-pages';
import type { PaymentMethod } from '../payments/method';
import { priceCart } from '@/lib/pricing/pricing';
import { redeemVoucher } from '../vouchers/vouchers';
import {
  insertOrderRow,
  paymentDeadlineOf,
  placeOnce,
  recordedMethod,
  startOrderPayment,
  usableMethod,
  writeOrderBody,
  type CommittedOrder,
  type PlacedOrder,
} from './write-placed-order';
import type { CheckoutInput } from '@/lib/validation/checkout';

export interface PlaceOrderOptions {
  /** The methods to choose from (tests pass failing ones); default the registry's. */
  methods?: readonly PaymentMethod[];
  now?: Date;
}

export type { PlacedOrder };

function lineName(item: Sellable, locale: 'vi' | 'en'): string {
  return item.optionsLabel[locale]
    ? `${item.name[locale]} (${item.optionsLabel[locale]})`
    : item.name[locale];
}

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

export async function placeOrder(
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
  // Keys are the client's: namespaced by cart, one client cannot reach another's order by key.
  const key = `${cart}:${input.idempotencyKey}`;
  return placeGoods(
    store,
    catalog,
    input,
    { key, userId: buyer.userId, ip: buyer.ip, takeLines: (trx) => takeCartLines(trx, cart) },
    options,
  );
}

/** A goods order without its cart: what a retried order (lifecycle/retry-payment.ts) repeats. */
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
export function placeGoodsAgain(
  store: Store,
  catalog: Catalog,
  input: GoodsOrderInput,
  lines: readonly RepeatedLine[],
  buyer: { userId: string | null; ip?: string; key: string },
  options: PlaceOrderOptions = {},
): Promise<PlacedOrder> {
  return placeGoods(
    store,
    catalog,
    input,
    {
      key: buyer.key,
      userId: buyer.userId,
      ip: buyer.ip,
      takeLines: () =>
        Promise.resolve(
          lines.map((line) => ({
            sku: line.sku,
            service_date: line.serviceDate,
            quantity: line.quantity,
          })),
        ),
    },
    options,
  );
}

/** A line as the order takes it, from the cart or from the order it repeats. */
interface TakenLine {
  sku: string;
  service_date: string | null;
  quantity: number | string;
}

/** Taking the lines empties the cart; a concurrent order for the same cart finds nothing. */
async function takeCartLines(trx: Kysely<Database>, cart: string): Promise<TakenLine[]> {
  const taken = await trx
    .deleteFrom('cart_lines')
    .where('cart_id', '=', cart)
    .returning(['id', 'sku', 'service_date', 'quantity', 'added_at'])
    .execute();
  return taken.sort((a, b) => a.added_at.localeCompare(b.added_at) || a.id.localeCompare(b.id));
}

interface GoodsSource {
  key: string;
  userId: string | null;
  ip?: string;
  takeLines: (trx: Kysely<Database>) => Promise<TakenLine[]>;
}

async function placeGoods(
  store: Store,
  catalog: Catalog,
  input: GoodsOrderInput,
  source: GoodsSource,
  options: PlaceOrderOptions,
): Promise<PlacedOrder> {
  const now = options.now ?? new Date();
  // A ward of another province is refused before anything is claimed.
  shippingSnapshot(input.shipping);
  const method = await usableMethod(store, options.methods, input.paymentMethod, 'goods');
  const placed = await placeOnce(
    store,
    source.key,
    (trx) => insertOrder(trx, catalog, input, source, method, now),
    (committed) =>
      startOrderPayment(store, method, committed, {
        kind: 'goods',
        locale: input.locale,
        buyer: {
          name: input.shipping.fullName,
          email: input.contact.email,
          phone: input.contact.phone,
        },
        clientIp: source.ip,
      }),
  );
  // Its claim took units off the shelf: a variant may have sold out on its product page.
  if (placed.created) await stockChanged(store);
  return placed;
}

/** The transaction, once the key is known to be new. */
async function insertOrder(
  trx: Kysely<Database>,
  catalog: Catalog,
  input: GoodsOrderInput,
  source: GoodsSource,
  method: PaymentMethod | null,
  now: Date,
): Promise<CommittedOrder> {
  const { userId, key } = source;
  // The key is claimed first (priced below, once the stock is claimed): a concurrent twin
  // blocks here until this commits or rolls back.
  const head = await insertOrderRow(trx, {
    kind: 'goods',
    userId,
    locale: input.locale,
    idempotencyKey: key,
    email: input.contact.email,
    phone: input.contact.phone,
    shippingJson: JSON.stringify(shippingSnapshot(input.shipping)),
    billingJson:
      input.billingSameAsShipping || !input.billing ? null : JSON.stringify(input.billing),
    notes: input.notes,
    totals: { subtotal: 0, discount: 0, shippingFee: 0, total: 0 },
    expiresAt: method ? paymentDeadlineOf(method, now) : null,
  });
  if (input.invoice) await recordInvoiceRequest(trx, head.orderId, input.invoice, now);

  const taken = await source.takeLines(trx);
  if (taken.length === 0) throw new DomainError('cart-empty');

  const today = vietnamDate(now);
  const lines = taken.map((row) => {
    const item = catalog.find(row.sku);
    if (!item) throw new DomainError('product-not-found');
    if (item.kind === 'service' && (!row.service_date || row.service_date < today)) {
      throw new DomainError('service-date-out-of-range');
    }
    return { row, item, quantity: Number(row.quantity) };
  });

  const shortfalls = await claimStock(
    trx,
    lines
      .filter((l) => l.item.kind === 'product')
      .map((l) => ({ sku: l.item.sku, quantity: l.quantity })),
  );
  if (shortfalls.length > 0) {
    throw new DomainError('not-enough-stock', {
      lines: shortfalls.map((s) => {
        const item = catalog.find(s.sku);
        return { sku: s.sku, name: item ? lineName(item, input.locale) : s.sku, left: s.left };
      }),
    });
  }

  const { lines: amounts, totals: tierTotals } = priceCart(
    lines.map((l) => ({
      unitPrice: l.item.unitPrice,
      quantity: l.quantity,
      tiers: l.item.tiers,
      ships: l.item.kind === 'product',
    })),
    catalog.shipping,
  );
  await trx
    .updateTable('orders')
    .set({
      subtotal: tierTotals.subtotal,
      discount: tierTotals.discount,
      shipping_fee: tierTotals.shippingFee,
      total_amount: tierTotals.total,
    })
    .where('id', '=', head.orderId)
    .execute();
  // After the tier discounts; a refused code throws and the whole order rolls back.
  const totals = input.voucherCode
    ? await redeemVoucher(trx, {
        code: input.voucherCode,
        kind: 'goods',
        orderId: head.orderId,
        contact: input.contact.email,
        totals: tierTotals,
        now,
      })
    : tierTotals;
  const methodId = recordedMethod(method, totals.total);
  return writeOrderBody(trx, {
    ...head,
    kind: 'goods',
    userId,
    locale: input.locale,
    methodId,
    eventNote: methodId,
    email: input.contact.email,
    fullName: input.shipping.fullName,
    totals,
    voucherCode: input.voucherCode ?? null,
    lines: lines.map((l, index) => ({
      sku: l.item.sku,
      nameVi: l.item.name.vi,
      nameEn: l.item.name.en,
      optionsLabel: l.item.optionsLabel[input.locale],
      serviceDate: l.row.service_date,
      unitPrice: l.item.unitPrice,
      quantity: l.quantity,
      amounts: amounts[index],
      mailName: l.item.name[input.locale],
      mailDetail: l.item.optionsLabel[input.locale],
    })),
  });
}
