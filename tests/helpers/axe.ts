// Axe on the page as it stands, for every e2e spec (accessibility is part of done).
import AxeBuilder from '@axe-core/playwright';
import { chromium, expect, type Page } from '@playwright/test';

/**
 * No axe violation on `page`. Soft: the flow goes on, and every page's findings are reported
 * together, each with its rule, its help text and the elements it found.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect
    .soft(
      violations.map(
        (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
      ),
      `axe on ${page.url()}`,
    )
    .toEqual([]);
}

/**
 * Axe on what a browser without JavaScript shows at `page`'s address. Axe is a script, which such
 * a page cannot run, so the same HTML is opened in a scripted page with the scripts taken out, the
 * `<noscript>` parts unwrapped and what `noscript:hidden` hides hidden. That page runs in a browser
 * of its own: beside the test's unscripted page, axe's run never settled.
 */
export async function expectNoAxeViolationsWithoutScripts(page: Page): Promise<void> {
  const url = page.url();
  const html = (await (await page.request.get(url)).text())
    .replace(/<script\b[\s\S]*?<\/script>/g, '')
    .replace(/<(\/?)noscript>/g, '<$1div>')
    .replace('</head>', '<style>.noscript\\:hidden{display:none!important}</style></head>');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking'],
  });
  try {
    const scripted = await browser.newPage({ locale: 'vi-VN' });
    await scripted.route(url, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
    );
    await scripted.goto(url);
    await expectNoAxeViolations(scripted);
  } finally {
    await browser.close();
  }
}
