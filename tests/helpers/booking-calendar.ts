// The booking page's calendar as a visitor uses it: pages forward to the month of a day.
import { expect, type Page } from '@playwright/test';

/** Shows the month of `day` (YYYY-MM-DD) in the booking grid and returns its cell. */
export async function dayCell(page: Page, day: string) {
  const cell = page.locator(`[role="gridcell"][data-day="${day}"]`);
  for (let i = 0; i < 3 && !(await cell.isVisible()); i += 1) {
    await page.getByRole('button', { name: 'Tháng sau' }).click();
  }
  await expect(cell).toBeVisible({ timeout: 15_000 });
  return cell;
}
