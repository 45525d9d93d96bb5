// The header on phones, tablets and desktops: at every width from 320 to
// 1280 px, in both locales, signed in and out, light and dark, no two controls overlap, each is at
// least 24×24 px and takes its own taps, the search field is at least 160 px wide, the logo goes
// home; the menu closes when a link is followed and on Escape.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { accessTokenOf, createAdminWithCli } from './helpers/operator';

const widths = [320, 360, 390, 412, 768, 1024, 1280];

interface Box {
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** Whether a tap at the box's centre lands on this control (not on one drawn over it). */
  ownsCentre: boolean;
}

/** Every control of the header a visitor can see: links, buttons, fields, disclosure toggles. */
async function headerControls(page: Page): Promise<Box[]> {
  return page
    .locator('header')
    .first()
    .evaluate((header) =>
      [...header.querySelectorAll<HTMLElement>('a[href], button, input, summary')]
        .filter((el) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
        .map((el) => {
          const r = el.getBoundingClientRect();
          const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
          return {
            name:
              el.getAttribute('aria-label') ||
              el.textContent?.trim() ||
              el.getAttribute('placeholder') ||
              el.tagName,
            x: r.x,
            y: r.y,
            width: r.width,
            height: r.height,
            ownsCentre: Boolean(hit && (hit === el || el.contains(hit))),
          };
        })
        // The skip link is a 1 px box until it takes focus.
        .filter((box) => box.width > 1 && box.height > 1),
    );
}

function overlap(a: Box, b: Box): boolean {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0.5 && h > 0.5;
}

async function checkHeaderAt(page: Page, width: number, home: string, account: string) {
  await page.setViewportSize({ width, height: 800 });
  const where = `${page.url()} at ${width} px`;
  const boxes = await headerControls(page);
  const names = boxes.map((b) => b.name);
  // Language, account, search, cart and the way home are on screen at every width.
  for (const expected of [account, 'Giỏ hàng|Cart', 'Tìm|Search']) {
    expect(
      names.some((n) => new RegExp(`^(${expected})`).test(n)),
      `${where}: ${expected} in ${names.join(' · ')}`,
    ).toBe(true);
  }
  for (const box of boxes) {
    expect(box.width, `${where}: "${box.name}" width`).toBeGreaterThanOrEqual(24);
    expect(box.height, `${where}: "${box.name}" height`).toBeGreaterThanOrEqual(24);
    expect(box.x, `${where}: "${box.name}" starts on screen`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${where}: "${box.name}" ends on screen`).toBeLessThanOrEqual(width);
    expect(box.ownsCentre, `${where}: a tap on "${box.name}" reaches it`).toBe(true);
  }
  boxes.forEach((a, i) =>
    boxes.slice(i + 1).forEach((b) => {
      expect(overlap(a, b), `${where}: "${a.name}" and "${b.name}" overlap`).toBe(false);
    }),
  );
  const field = page.locator('header').getByRole('searchbox');
  expect((await field.boundingBox())?.width ?? 0, `${where}: search field`).toBeGreaterThanOrEqual(
    160,
  );
  const logo = page.locator('header').getByRole('link', { name: /trang chủ|home page/ });
  await expect(logo).toHaveAttribute('href', home);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    `${where}: no sideways scroll`,
  ).toBeLessThanOrEqual(0);
}

let token = '';

test.beforeAll(async ({ request }) => {
  token = await accessTokenOf(request, createAdminWithCli('header'));
});

for (const locale of ['vi', 'en'] as const) {
  for (const signedIn of [false, true]) {
    for (const mode of ['light', 'dark'] as const) {
      test(`${locale}, ${signedIn ? 'signed in' : 'signed out'}, ${mode}: the header's controls fit from 320 to 1280 px`, async ({
        page,
      }) => {
        await page.addInitScript(
          ({ mode, token }) => {
            localStorage.setItem('vueuse-color-scheme', mode);
            if (token) localStorage.setItem('accessToken', token);
          },
          { mode, token: signedIn ? token : '' },
        );
        await page.setViewportSize({ width: 320, height: 800 });
        await page.goto(`/${locale}`);
        await expect(page.locator('html')).toHaveClass(
          mode === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/,
        );
        // Measured in the site's font, which takes over from the fallback once the page loaded.
        await expect(page.locator('html')).toHaveClass(/\bfonts-ready\b/);
        const account = signedIn
          ? locale === 'vi'
            ? 'Tài khoản của tôi'
            : 'My account'
          : locale === 'vi'
            ? 'Tài khoản'
            : 'Account';
        await expect(
          page.locator('header').getByRole('link', { name: account, exact: true }),
        ).toHaveCount(1);
        for (const width of widths) await checkHeaderAt(page, width, `/${locale}`, account);
      });
    }
  }
}

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the menu closes when one of its links is followed', async ({ page }) => {
    await page.goto('/vi', { waitUntil: 'networkidle' });
    // The header outlives a client-side navigation: the bug only shows without a document load.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const nav = page.getByRole('navigation', { name: 'Điều hướng chính' });
    const toggle = nav.locator('summary').first();
    await toggle.click();
    await expect(toggle).toHaveAccessibleName('Đóng menu');
    await nav.getByRole('link', { name: 'Bảng giá vé', exact: true }).click();
    await expect(page).toHaveURL(/\/vi\/bang-gia-ve$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bảng giá vé');
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    await expect(toggle).toHaveAccessibleName('Mở menu');
    await expect(nav.getByRole('link', { name: 'Sản phẩm', exact: true })).toBeHidden();
  });

  test('Escape closes the menu and gives focus back to its button', async ({ page }) => {
    await page.goto('/en');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const toggle = nav.locator('summary').first();
    await toggle.click();
    await expect(nav.getByRole('link', { name: 'Ticket prices' })).toBeVisible();
    await nav.getByRole('link', { name: 'Products', exact: true }).focus();
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('link', { name: 'Ticket prices' })).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAccessibleName('Open menu');
  });

  test('the colour mode sits in the open menu, and the header passes axe', async ({ page }) => {
    await page.goto('/vi');
    const nav = page.getByRole('navigation', { name: 'Điều hướng chính' });
    await nav.locator('summary').first().click();
    await nav.getByRole('button', { name: 'Tối' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expectNoAxeViolations(page);
  });
});

test.describe('on a 1280 px desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('"More" closes on Escape and when one of its links is followed', async ({ page }) => {
    await page.goto('/vi');
    const nav = page.getByRole('navigation', { name: 'Điều hướng chính' });
    const more = nav.locator('.site-nav-more > summary');
    await more.click();
    await expect(nav.getByRole('link', { name: 'Tuyển dụng' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('link', { name: 'Tuyển dụng' })).toBeHidden();
    await expect(more).toBeFocused();
    await more.click();
    await nav.getByRole('link', { name: 'Giới thiệu' }).click();
    await expect(page).toHaveURL(/\/vi\/gioi-thieu$/);
    await expect(nav.getByRole('link', { name: 'Tuyển dụng' })).toBeHidden();
  });
});
