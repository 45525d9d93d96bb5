// Stock is state seeded from content (DESIGN.md §12): every start inserts the SKUs that have no
// row yet, from content's `stock`, and leaves existing rows (sales, operators' counts) alone.
import { seedStock } from '../../db/seed';
import { prepareStore } from '../../db/setup';
import { leftOf } from '@/testing/shop';
import { describeEachDialect } from '@/testing/stores';
import { getCatalog } from '../cart/catalog';
import { setStockLevel, stockLeft, sumPerSku } from './inventory';

describe('sumPerSku', () => {
  it('adds the lines of one SKU and orders SKUs for a fixed lock order', () => {
    expect(
      sumPerSku([
        { sku: 'B', quantity: 2 },
        { sku: 'A', quantity: 1 },
        { sku: 'B', quantity: 3 },
        { sku: 'C', quantity: 0 },
      ]),
    ).toEqual([
      { sku: 'A', quantity: 1 },
      { sku: 'B', quantity: 5 },
    ]);
    expect(() => sumPerSku([{ sku: 'A', quantity: -1 }])).toThrow(RangeError);
  });
});

describeEachDialect('stock seeding', ({ store }) => {
  it('gives every SKU of content its starting stock on the first start', async () => {
    const products = getCatalog().products();
    const left = await stockLeft(
      store().db,
      products.map((p) => p.sku),
    );
    expect(left.size).toBe(products.length);
    for (const product of products) expect(left.get(product.sku)).toBe(product.initialStock);
  });

  it('adds a SKU added to content later and keeps existing rows on the next start', async () => {
    await setStockLevel(store(), 'NM-CARD-6', 3);
    await seedStock(store(), [
      { sku: 'NM-CARD-6', initialStock: 120 },
      { sku: 'NM-NEW-1', initialStock: 9 },
    ]);
    expect(await leftOf(store(), 'NM-CARD-6')).toBe(3);
    expect(await leftOf(store(), 'NM-NEW-1')).toBe(9);
    await prepareStore(store(), getCatalog());
    expect(await leftOf(store(), 'NM-CARD-6')).toBe(3);
  });
});
