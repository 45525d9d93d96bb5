// Axe on the page as it stands, for every e2e spec (accessibility is part of done).
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

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
 * a page cannot run, so the same HTML is opened in a scripted page of its own with the scripts
 * taken out, the `<noscript>` parts unwrapped and what `noscript:hidden` hides hidden.
 */
export async function expectNoAxeViolationsWithoutScripts(page: Page): Promise<void> {
  const url = page.url();
  const browser = page.context().browser();
  if (!browser) throw new Error('axe without scripts needs a launched browser');
  const html = (await (await page.request.get(url)).text())
    .replace(/<script\b[\s\S]*?<\/script>/g, '')
    .replace(/<(\/?)noscript>/g, '<$1div>')
    .replace('</head>', '<style>.noscript\\:hidden{display:none!important}</style></head>');
  // Said outright: the test's `use` options (scripts off) apply to every context it opens.
  const context = await browser.newContext({ javaScriptEnabled: true, locale: 'vi-VN' });
  try {
    const scripted = await context.newPage();
    await scripted.route(url, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
    );
    await scripted.goto(url);
    await expectNoAxeViolations(scripted);
  } finally {
    await context.close();
  }
}
