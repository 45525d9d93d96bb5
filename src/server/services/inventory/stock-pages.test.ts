// Every committed stock change reaches the product pages by their tag, on both dialects: an order
// placed, an order cancelled, an operator's new level. Nothing is expired for a refused change.
import { placeTestOrder } from '@/testing/goods-orders';
import { describeEachDialect } from '@/testing/stores';
import { cancelOrder } from '../orders';
import { setStockLevel } from './inventory';
import { revalidatePagesWith } from '../site/page-tags';
import { STOCK_TAG } from './stock-pages';

describeEachDialect('stock on the product pages', ({ store }) => {
  const expired: string[] = [];
  beforeEach(() => {
    expired.length = 0;
    revalidatePagesWith((tag) => {
      expired.push(tag);
    });
  });
  afterEach(() => revalidatePagesWith(null));

  it('expires the stock tag when an order takes stock and when its cancel gives it back', async () => {
    const order = await placeTestOrder(store(), 'cod', 1);
    expect(expired).toEqual([STOCK_TAG]);
    const row = await store()
      .db.selectFrom('orders')
      .select('id')
      .where('order_code', '=', order.orderCode)
      .executeTakeFirstOrThrow();
    const cancel = () => cancelOrder(store(), { orderId: row.id, reason: 'test', actor: 'system' });
    expect(await cancel()).toEqual({ applied: true });
    expect(expired).toEqual([STOCK_TAG, STOCK_TAG]);
    // A second cancel changes nothing, so nothing is expired.
    expect(await cancel()).toEqual({ applied: false });
    expect(expired).toHaveLength(2);
  });

  it('expires it when an operator sets a level', async () => {
    await setStockLevel(store(), 'NM-KEY-GRN', 4);
    expect(expired).toEqual([STOCK_TAG]);
  });
});
