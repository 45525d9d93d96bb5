// Groups on the booking page: every group price the price page advertises can be
// booked online (up to 50 of a type, the largest tier), a quantity held at the maximum says why,
// and a larger group asks for a quote with the day and tickets already filled in.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { vietnamDay } from './helpers/vietnam-day';

test('50 adult tickets take the 15% tier; more is held at 50, says why, and offers a filled-in quote', async ({
  page,
}) => {
  const day = vietnamDay(5);
  await page.goto('/vi/dat-ve');
  const adults = page.getByLabel('Số lượng Vé người lớn');
  await adults.fill('50');
  await expect(page.getByText('Đã giảm 15%')).toBeVisible();
  await expect(page.getByText('Tối đa 50 vé mỗi loại cho một đơn đặt trực tuyến.')).toBeVisible();

  await adults.fill('80');
  await expect(adults).toHaveValue('50');
  await expect(page.getByRole('status').filter({ hasText: 'Tối đa 50 vé' })).toBeVisible();
  await page.getByRole('button', { name: 'Thêm một Vé trẻ em' }).click();

  const cell = page.locator(`[role="gridcell"][data-day="${day}"]`);
  for (let i = 0; i < 3 && !(await cell.isVisible()); i += 1)
    await page.getByRole('button', { name: 'Tháng sau' }).click();
  await cell.click();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Đoàn trên 50 người? Yêu cầu báo giá' }).click();
  const dialog = page.getByRole('dialog', { name: 'Yêu cầu báo giá' });
  await expect(dialog.getByLabel('Ngày khởi hành')).toHaveValue(day);
  await expect(dialog.getByLabel(/^Lời nhắn/)).toHaveValue(
    'Vé đoàn: Vé người lớn × 50, Vé trẻ em × 1.',
  );
  await expectNoAxeViolations(page);
});
