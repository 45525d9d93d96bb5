// A product page says and marks up the store's stock, never the content's starting figure: a
// variant sold out in the store is out of stock in the table, the picker and every JSON-LD offer.
import { getProduct } from '@/content/catalog';
import { getSite } from '@/content/venue';
import { productLd } from '@/components/seo/structured-data';
import { skusOf, withStoreStock } from './store-stock';

const product = getProduct('vi', 'moc-khoa-cabin');
if (!product) throw new Error('the keychain is content');

type Offered = { sku: string; offers: { availability: string } };

it('takes each variant’s stock from the store, an unknown level as none', () => {
  expect(product.variants.find((v) => v.sku === 'NM-KEY-YEL')?.stock).toBeGreaterThan(0);
  const stocked = withStoreStock(product, { 'NM-KEY-YEL': 0, 'NM-KEY-GRN': 3 });
  expect(Object.fromEntries(stocked.variants.map((v) => [v.sku, v.stock]))).toEqual({
    'NM-KEY-YEL': 0,
    'NM-KEY-GRN': 3,
    'NM-KEY-RED': 0,
  });
  expect(stocked.stock).toBe(3);
  expect(withStoreStock(product, null).stock).toBe(0);
  expect(skusOf([product]).sort()).toEqual(['NM-KEY-GRN', 'NM-KEY-RED', 'NM-KEY-YEL']);
});

it('marks a variant sold out in the store OutOfStock in its own offer', () => {
  const stocked = withStoreStock(product, { 'NM-KEY-YEL': 0, 'NM-KEY-GRN': 3, 'NM-KEY-RED': 7 });
  const ld = productLd(stocked, getSite('vi'), 'vi') as { hasVariant: Offered[] };
  const availability = Object.fromEntries(ld.hasVariant.map((v) => [v.sku, v.offers.availability]));
  expect(availability).toEqual({
    'NM-KEY-YEL': 'https://schema.org/OutOfStock',
    'NM-KEY-GRN': 'https://schema.org/InStock',
    'NM-KEY-RED': 'https://schema.org/InStock',
  });
});
