// What a crawler reads in the served HTML (before any script runs): the JSON-LD of the home, a
// product, a ticket and a post about an event, and the Open Graph tags every page carries.
// src/components/seo/structured-data.test.ts checks every page type's properties in depth.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';

type Ld = Record<string, unknown>;

interface Served {
  ld: Ld[];
  /** Open Graph properties → their values, in order. */
  og: Map<string, string[]>;
}

function decode(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** Opens a page, checks it with axe, and reads the JSON-LD and og tags of its served HTML. */
async function visit(page: Page, path: string): Promise<Served> {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  const html = (await response?.text()) ?? '';
  const ld = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? '{}') as Ld,
  );
  const og = new Map<string, string[]>();
  for (const tag of html.matchAll(/<meta\s[^>]*>/g)) {
    const property = /property="(og:[^"]+)"/.exec(tag[0])?.[1];
    const content = /content="([^"]*)"/.exec(tag[0])?.[1];
    if (property && content !== undefined)
      og.set(property, [...(og.get(property) ?? []), decode(content)]);
  }
  await expectNoAxeViolations(page);
  return { ld, og };
}

const ofType = (served: Served, type: string) => served.ld.find((item) => item['@type'] === type);

function expectOpenGraph(served: Served, siteName: string, alternate: string) {
  expect(served.og.get('og:site_name')).toEqual([siteName]);
  expect(served.og.get('og:locale:alternate')).toEqual([alternate]);
  expect(served.og.get('og:image:alt')?.[0]?.length).toBeGreaterThan(0);
}

test('the home names the organisation and its profiles elsewhere', async ({ page }) => {
  const served = await visit(page, '/vi');
  const organization = ofType(served, 'Organization');
  expect(organization).toMatchObject({
    name: 'Cáp Treo Núi Mây',
    sameAs: expect.arrayContaining([expect.stringMatching(/^https:\/\/www\.facebook\.com\//)]),
    hasMerchantReturnPolicy: { merchantReturnDays: 7 },
  });
  expectOpenGraph(served, 'Cáp Treo Núi Mây', 'en_US');
  expect(served.og.get('og:image:alt')).toEqual([
    'Cabin cáp treo Núi Mây trên biển mây giữa các đỉnh núi Tà Xùa, Sơn La',
  ]);
});

test('a product in variants is a ProductGroup whose offers ship and take returns', async ({
  page,
}) => {
  const served = await visit(page, '/en/products/son-la-arabica-coffee');
  const group = ofType(served, 'ProductGroup');
  expect(group).toMatchObject({
    name: 'Son La Arabica coffee',
    productGroupID: 'ca-phe-arabica-son-la',
    variesBy: ['https://schema.org/size'],
  });
  const variants = group?.hasVariant as Ld[];
  expect(variants).toHaveLength(4);
  expect(variants[0]).toMatchObject({
    '@type': 'Product',
    sku: 'NM-COFFEE-M-250',
    size: '250 g',
    offers: {
      price: 135000,
      priceCurrency: 'VND',
      priceValidUntil: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      // Below the 500,000₫ free-shipping threshold: the flat fee.
      shippingDetails: {
        shippingRate: { value: 30000, currency: 'VND' },
        shippingDestination: { addressCountry: 'VN' },
      },
      hasMerchantReturnPolicy: {
        applicableCountry: 'VN',
        merchantReturnDays: 7,
      },
    },
  });
  expect(ofType(served, 'BreadcrumbList')).toBeDefined();
  expectOpenGraph(served, 'Nui May Cable Car', 'vi_VN');
  expect(served.og.get('og:image:alt')).toEqual(['Son La Arabica coffee']);
});

test('a ticket is a Product with an offer', async ({ page }) => {
  const served = await visit(page, '/vi/tickets/ve-combo-buffet');
  const ticket = ofType(served, 'Product');
  expect(ticket).toMatchObject({
    name: 'Vé combo cáp treo + buffet',
    offers: { '@type': 'Offer', priceCurrency: 'VND', availability: 'https://schema.org/InStock' },
  });
  expect(ofType(served, 'Offer')).toBeUndefined();
  expectOpenGraph(served, 'Cáp Treo Núi Mây', 'en_US');
});

test('a post about a festival is an Article with a zoned time and an Event', async ({ page }) => {
  const served = await visit(page, '/vi/bai-viet/le-hoi-hoa-tam-giac-mach');
  expect(ofType(served, 'Article')).toMatchObject({
    datePublished: '2026-10-20T08:30:00+07:00',
    author: { name: 'Lò Thị Hoa', url: expect.stringMatching(/\/vi\/gioi-thieu$/) },
  });
  expect(ofType(served, 'Event')).toMatchObject({
    startDate: '2026-10-25T07:00:00+07:00',
    endDate: '2026-11-10T17:30:00+07:00',
    location: { '@type': 'Place', address: { addressCountry: 'VN' } },
    offers: { price: 350000, priceCurrency: 'VND' },
  });
  // The Event's price is one a reader sees on the page, not only in the markup.
  await expect(page.getByRole('main').getByText(/350[.,]000/)).toBeVisible();
  expectOpenGraph(served, 'Cáp Treo Núi Mây', 'en_US');
});
