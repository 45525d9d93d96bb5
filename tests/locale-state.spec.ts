// The language switch keeps what the visitor chose: the booking page's day and
// quantities travel in its address, a product page's options too, and switching to English (or
// back) opens the same choice.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { vietnamDay } from './helpers/vietnam-day';

const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

async function showDay(page: Page, day: string, next: string) {
  const cell = page.locator(`[role="gridcell"][data-day="${day}"]`);
  for (let i = 0; i < 3 && !(await cell.isVisible()); i += 1) {
    await page.getByRole('button', { name: next }).click();
  }
  await expect(cell).toBeVisible();
  return cell;
}

test('the booking page keeps its day and quantities in the address and across languages', async ({
  page,
}) => {
  const day = vietnamDay(8);
  await page.goto('/vi/dat-ve');
  await page.getByRole('button', { name: 'Thêm một Vé người lớn' }).click();
  await page.getByRole('button', { name: 'Thêm một Vé người lớn' }).click();
  await page.getByRole('button', { name: 'Thêm một Vé trẻ em' }).click();
  await (await showDay(page, day, 'Tháng sau')).click();
  const chosen = { day, 've-nguoi-lon': '2', 've-tre-em': '1' };
  await expect.poll(() => query(page)).toEqual(chosen);

  await page.getByRole('link', { name: 'Switch to English' }).click();
  await expect(page).toHaveURL(/\/en\/order-ticket\?/);
  expect(query(page)).toEqual(chosen);
  await expect(page.getByLabel('Number of Adult ticket')).toHaveValue('2');
  await expect(page.getByLabel('Number of Child ticket')).toHaveValue('1');
  await expect(await showDay(page, day, 'Next month')).toHaveAttribute('aria-selected', 'true');
  await expectNoAxeViolations(page);

  // A reload keeps it too, and a change is written back.
  await page.getByRole('button', { name: 'One more Child ticket' }).click();
  await page.reload();
  await expect(page.getByLabel('Number of Child ticket')).toHaveValue('2');
  await page.getByRole('link', { name: 'Chuyển sang tiếng Việt' }).click();
  await expect(page.getByLabel('Số lượng Vé trẻ em')).toHaveValue('2');
  await expect(page.getByLabel('Số lượng Vé người lớn')).toHaveValue('2');
});

test('a product page keeps the chosen options across languages', async ({ page }) => {
  await page.goto('/vi/san-pham/ao-thun-bien-may');
  await page.getByText('Xanh than', { exact: true }).click();
  await page.getByText('L', { exact: true }).click();
  await expect(page).toHaveURL(/\/vi\/san-pham\/ao-thun-bien-may\?kich-co=l&mau=xanh-than$/);

  await page.getByRole('link', { name: 'Switch to English' }).click();
  await expect(page).toHaveURL(/\/en\/products\/sea-of-clouds-t-shirt\?kich-co=l&mau=xanh-than$/);
  await expect(page.getByRole('radio', { name: 'Navy' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'L', exact: true })).toBeChecked();
  await expectNoAxeViolations(page);
});

test('the ticket checkout keeps the typed buyer across languages, never in the address', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const day = vietnamDay(9);
  await page.goto(`/vi/dat-ve?day=${day}&ve-nguoi-lon=1`);
  await expect(page.getByLabel('Số lượng Vé người lớn')).toHaveValue('1');
  await page.getByRole('button', { name: 'Tiếp tục' }).click();
  await expect(page).toHaveURL(/\/vi\/checkout\/ticket$/);
  const phone = `09${String(Date.now()).slice(-8)}`;
  await page.getByLabel('Họ và tên').fill('Đỗ Minh Khang');
  await page.getByLabel('Số điện thoại').fill(phone);
  await page.getByLabel('Email', { exact: true }).fill('khang.do@example.vn');

  await page.getByRole('link', { name: 'Switch to English' }).click();
  await expect(page).toHaveURL(/\/en\/checkout\/ticket$/);
  await expect(page.getByLabel('Full name')).toHaveValue('Đỗ Minh Khang');
  await expect(page.getByLabel('Phone number')).toHaveValue(phone);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('khang.do@example.vn');
  expect(page.url()).not.toContain(phone);
  await expectNoAxeViolations(page);
});
