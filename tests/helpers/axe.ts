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
