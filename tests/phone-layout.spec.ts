// Phones and desktops: the ticket price cards and table, the product list
// (two columns, sorting, "more"), the compact sticky header, the menu button's label and state,
// the desktop links on one row, map markers that never cover each other, and what shoppers no
// longer see (SKUs, the daily capacity, a warranty on food), and the cart and checkouts that do not
// jump when there is nothing in them. Every page visited is checked by axe.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** The first price on each product card, in đồng ("Từ 135.000đ" → 135000). */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.locator('.product-grid .card-text').allTextContents();
  return texts
    .map((text) => /([\d.]+)đ/.exec(text)?.[1])
    .filter((n): n is string => Boolean(n))
    .map((n) => Number(n.replaceAll('.', '')));
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: phone });

  test('ticket prices are cards with whole prices and labelled discounts, no table to scroll', async ({
    page,
  }) => {
    await page.goto('/vi/bang-gia-ve');
    await expect(page.getByRole('table')).toBeHidden();
    const cards = page.getByRole('region', { name: 'Bảng giá vé cáp treo khứ hồi (VND)' });
    await expect(cards).toBeVisible();
    const adult = cards.getByRole('listitem').filter({ hasText: 'Vé người lớn' }).first();
    await expect(adult.getByText('Giá/vé')).toBeVisible();
    await expect(adult.getByText('Giảm giá theo số lượng')).toBeVisible();
    const price = adult.locator('dd').first();
    await expect(price).toHaveText(/^\d{1,3}(\.\d{3})+đ$/);
    const box = await price.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(phone.width);
    expect(await price.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });

  test('products sit two to a row, 12 at first, with "more" and sorting by price and name', async ({
    page,
  }) => {
    await page.goto('/vi/san-pham');
    const grid = page.locator('.product-grid');
    const cards = grid.locator('article');
    await expect(page.getByRole('status').filter({ hasText: 'Hiển thị' })).toHaveText(
      'Hiển thị 12/21 sản phẩm',
    );
    await expect(cards).toHaveCount(12);
    // Both boxes in one frame: read one at a time, a scroll or the font's swap between the two
    // reads moved the second (48 px once in CI).
    const [a, b] = await grid.evaluate((el) =>
      [...el.querySelectorAll('article')].slice(0, 2).map((card) => {
        const { x, y, width } = card.getBoundingClientRect();
        return { x, y, width };
      }),
    );
    expect(a && b && Math.abs(a.y - b.y)).toBeLessThan(2);
    expect(a && b && b.x > a.x + a.width - 1).toBe(true);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    // Two columns roughly halve the 11,900 px one-column list.
    expect(await grid.evaluate((el) => el.getBoundingClientRect().height)).toBeLessThan(4000);

    await page.getByRole('button', { name: 'Xem thêm 9 sản phẩm' }).click();
    await expect(cards).toHaveCount(21);
    await expect(grid.getByRole('link').nth(12)).toBeFocused();
    await expect(page.getByRole('button', { name: /Xem thêm/ })).toHaveCount(0);

    const sort = page.getByRole('combobox', { name: 'Sắp xếp' });
    await sort.selectOption('price-asc');
    await expect(cards).toHaveCount(12);
    const up = await cardPrices(page);
    expect(up).toEqual([...up].sort((x, y) => x - y));
    await sort.selectOption('price-desc');
    const down = await cardPrices(page);
    expect(down).toEqual([...down].sort((x, y) => y - x));
    await sort.selectOption('name');
    const names = await grid.locator('.card-title').allTextContents();
    expect(names).toEqual([...names].sort((x, y) => x.localeCompare(y, 'vi')));
    await expectNoAxeViolations(page);
  });

  test('search, cart and menu stay in reach while scrolling, in a compact bar', async ({
    page,
  }) => {
    await page.goto('/vi/san-pham');
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const header = page.locator('header').first();
    const headerBox = await header.boundingBox();
    expect(headerBox && headerBox.y + headerBox.height).toBeLessThanOrEqual(80);
    for (const target of [
      page.getByRole('searchbox'),
      page.getByRole('link', { name: 'Giỏ hàng' }),
      page.getByRole('navigation', { name: 'Điều hướng chính' }).locator('summary').first(),
    ]) {
      const box = await target.boundingBox();
      expect(box && box.y).toBeGreaterThanOrEqual(0);
      expect(box && box.y + box.height).toBeLessThanOrEqual(80);
    }
    await page.getByRole('searchbox').fill('mật ong');
    await expect(page.getByRole('searchbox')).toHaveValue('mật ong');
  });

  test('the menu button says "Đóng menu" and is expanded while the menu is open', async ({
    page,
  }) => {
    await page.goto('/vi');
    const nav = page.getByRole('navigation', { name: 'Điều hướng chính' });
    const summary = nav.locator('summary').first();
    await expect(summary).toHaveAccessibleName('Mở menu');
    await expect(nav.getByRole('link', { name: 'Bảng giá vé' })).toBeHidden();
    const cdp = await page.context().newCDPSession(page);
    const expandedOf = async (name: string) => {
      const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
        nodes: {
          name?: { value?: string };
          properties?: { name: string; value: { value: unknown } }[];
        }[];
      };
      const node = nodes.find((n) => n.name?.value === name);
      return node?.properties?.find((p) => p.name === 'expanded')?.value.value;
    };
    expect(await expandedOf('Mở menu')).toBe(false);

    await summary.click();
    await expect(summary).toHaveAccessibleName('Đóng menu');
    expect(await expandedOf('Đóng menu')).toBe(true);
    for (const name of ['Bảng giá vé', 'Sản phẩm', 'Đặt vé', 'Liên hệ', 'Tuyển dụng'])
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    await summary.click();
    await expect(summary).toHaveAccessibleName('Mở menu');
    await expect(nav.getByRole('link', { name: 'Bảng giá vé' })).toBeHidden();
  });

  test('every map marker is visible and takes its own taps', async ({ page }) => {
    await page.goto('/vi/map');
    const markers = page.locator('main a[href^="#diem-"]');
    await expect(markers).toHaveCount(10);
    const boxes: { x: number; y: number; width: number; height: number }[] = [];
    for (let i = 0; i < 10; i += 1) {
      const marker = markers.nth(i);
      await expect(marker).toBeVisible();
      const box = await marker.boundingBox();
      if (!box) throw new Error(`marker ${i + 1} has no box`);
      boxes.push(box);
      // The marker itself (not a neighbour drawn over it) is what a tap at its centre hits.
      const hit = await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('a')?.textContent,
        { x: box.x + box.width / 2, y: box.y + box.height / 2 },
      );
      expect(hit, `marker ${i + 1}`).toBe(String(i + 1));
    }
    boxes.forEach((a, i) =>
      boxes.slice(i + 1).forEach((b, j) => {
        const apart =
          a.x + a.width <= b.x ||
          b.x + b.width <= a.x ||
          a.y + a.height <= b.y ||
          b.y + b.height <= a.y;
        expect(apart, `markers ${i + 1} and ${i + j + 2} overlap`).toBe(true);
      }),
    );
    await page.getByRole('link', { name: '2. Ga đỉnh Núi Mây' }).click();
    await expect(page).toHaveURL(/#diem-ga-dinh$/);
    await expectNoAxeViolations(page);
  });
});

test.describe('on a 390 px phone with nothing chosen yet', () => {
  test.use({ viewport: phone });

  // The cart and checkouts keep room for their form while they start; with an empty cart or no
  // booking in this tab that room would collapse in view (layout shifts of 0.14-0.52 before).
  for (const path of ['/vi/cart', '/vi/checkout', '/vi/checkout/ticket', '/en/cart']) {
    test(`${path} shows its empty state without the page jumping`, async ({ page }) => {
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { shifts: number[] }).shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            shifts.push((entry as unknown as { value: number }).value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
      await expect(page.locator('main [aria-busy="false"]')).toBeVisible();
      const shifted = await page.evaluate(() =>
        (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
      );
      expect(shifted).toBeLessThan(0.05);
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('on a phone without JavaScript', () => {
  test.use({ viewport: phone, javaScriptEnabled: false });

  test('the product list is complete, in two columns, with no dead sort control', async ({
    page,
  }) => {
    await page.goto('/vi/san-pham');
    await expect(page.locator('.product-grid article')).toHaveCount(21);
    await expect(page.getByRole('combobox')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Xem thêm/ })).toHaveCount(0);
    // axe needs JavaScript to run: the same page is checked by the phone test above.
  });
});

test.describe('on a 1280 px desktop', () => {
  test.use({ viewport: desktop });

  test('ticket prices are a table, each row with its booking link', async ({ page }) => {
    await page.goto('/vi/bang-gia-ve');
    const table = page.getByRole('table', { name: 'Bảng giá vé cáp treo khứ hồi (VND)' });
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveText([
      'Loại vé',
      'Đối tượng',
      'Giá/vé',
      'Giảm giá theo số lượng',
      'Đặt vé',
    ]);
    await expect(table.getByRole('link', { name: 'Đặt vé: Vé gia đình' })).toHaveAttribute(
      'href',
      '/vi/dat-ve?type=ve-gia-dinh&qty=1',
    );
    await expect(
      page.getByRole('region', { name: 'Bảng giá vé cáp treo khứ hồi (VND)' }),
    ).toBeHidden();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });

  test('the header links fit one row, the rest under "Thêm"', async ({ page }) => {
    await page.goto('/vi');
    const nav = page.getByRole('navigation', { name: 'Điều hướng chính' });
    const row = nav.locator('.site-nav-list > li:visible');
    const tops = new Set<number>();
    for (const item of await row.all()) tops.add(Math.round((await item.boundingBox())?.y ?? -1));
    expect([...tops]).toHaveLength(1);
    await expect(nav.getByRole('link', { name: 'Tuyển dụng' })).toBeHidden();
    await nav.locator('.site-nav-more > summary').click();
    for (const name of ['Vé tham quan', 'Đặt vé', 'Danh mục sản phẩm', 'Tuyển dụng', 'Liên hệ'])
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('products sit three to a row', async ({ page }) => {
    await page.goto('/en/products');
    const cards = page.locator('.product-grid article');
    const tops = await Promise.all(
      [0, 1, 2, 3].map(async (i) => (await cards.nth(i).boundingBox())?.y),
    );
    expect(tops[0]).toBe(tops[2]);
    expect(tops[3]).toBeGreaterThan(tops[0] ?? 0);
  });
});

test('shoppers see no SKU, no daily capacity, and a warranty only where content grants it', async ({
  page,
}) => {
  await page.goto('/vi/san-pham/mat-ong-hoa-ban');
  const main = page.getByRole('main');
  await expect(main.getByRole('region', { name: 'Mua sắm an tâm' })).toBeVisible();
  await expect(main).not.toContainText('Bảo hành');
  await expect(main).not.toContainText(/NM-[A-Z]/);
  await expect(main).not.toContainText('SKU');
  await expectNoAxeViolations(page);

  await page.goto('/vi/san-pham/ca-phe-arabica-son-la');
  await expect(page.getByRole('main')).not.toContainText('Bảo hành');

  await page.goto('/vi/san-pham/binh-giu-nhiet-san-may');
  await expect(page.getByRole('main')).toContainText('Bảo hành 12 tháng');

  for (const path of ['/vi/tickets', '/vi/tickets/ve-nguoi-lon', '/en/tickets/adult-ticket']) {
    await page.goto(path);
    // innerText: what the page shows, not the JSON-LD (whose URLs carry the port 3000).
    const text = await page.getByRole('main').innerText();
    expect(text, path).not.toMatch(/Sức chứa|capacity|\b3\.?000 (khách|guests)/i);
  }
  await expectNoAxeViolations(page);
});
