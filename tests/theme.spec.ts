// The active theme from the store reaches public pages as CSS variables and favicons.
import { expect, test } from '@playwright/test';
import Database from 'better-sqlite3';
import path from 'node:path';

const storePath = path.resolve(
  process.env.SQLITE_PATH ?? process.env.E2E_SQLITE_PATH ?? '.data/e2e/store.sqlite',
);

type Scheme = Record<'primary' | 'secondary' | 'tertiary' | 'yellow', Record<string, string>>;

function readStore() {
  const db = new Database(storePath, { readonly: true, fileMustExist: true });
  try {
    const theme = db
      .prepare('SELECT colors FROM themes WHERE is_active = 1 ORDER BY updated_at DESC LIMIT 1')
      .get() as { colors: string };
    const favicon = db
      .prepare(
        "SELECT light_mode_url, dark_mode_url FROM logos WHERE type = 'favicon' AND is_active = 1 ORDER BY updated_at DESC LIMIT 1",
      )
      .get() as { light_mode_url: string; dark_mode_url: string };
    return { colors: JSON.parse(theme.colors) as { light: Scheme; dark: Scheme }, favicon };
  } finally {
    db.close();
  }
}

function rgb(hex: string): string {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

test.describe('theme', () => {
  test('the seeded theme colours the page in light mode', async ({ page }) => {
    const { colors } = readStore();
    await page.goto('/vi');
    // The seeded theme is the built-in palette of globals.css: no per-page style is needed.
    await expect(page.locator('style#theme-colors')).toHaveCount(0);
    const dot = page.locator('header .bg-primary-500').first();
    await expect(dot).toHaveCSS('background-color', rgb(colors.light.primary['500'] ?? ''));
    const primary800 = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--primary-800').trim(),
    );
    expect(primary800.toLowerCase()).toBe(colors.light.primary['800']?.toLowerCase());
  });

  test('the dark palette applies in dark mode', async ({ page }) => {
    const { colors } = readStore();
    await page.addInitScript(() => localStorage.setItem('vueuse-color-scheme', 'dark'));
    await page.goto('/en');
    await expect(page.locator('html')).toHaveClass(/dark/);
    const dot = page.locator('header .bg-primary-500').first();
    await expect(dot).toHaveCSS('background-color', rgb(colors.dark.primary['500'] ?? ''));
    const secondary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--secondary-600').trim(),
    );
    expect(secondary.toLowerCase()).toBe(colors.dark.secondary['600']?.toLowerCase());
  });

  test('the favicon comes from the active logo, light and dark by media query', async ({
    page,
  }) => {
    const { favicon } = readStore();
    await page.goto('/vi');
    const light = page.locator('link[rel="icon"][media="(prefers-color-scheme: light)"]');
    const dark = page.locator('link[rel="icon"][media="(prefers-color-scheme: dark)"]');
    await expect(light).toHaveAttribute('href', favicon.light_mode_url);
    await expect(dark).toHaveAttribute('href', favicon.dark_mode_url);
    const response = await page.request.get(favicon.light_mode_url);
    expect(response.ok()).toBe(true);
  });
});
