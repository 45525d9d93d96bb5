// The checkout's two-level address (since 1 July 2025): province, then ward, then the street.
import type { Page } from '@playwright/test';

export const SON_LA = { province: 'Tỉnh Sơn La', ward: 'Phường Tô Hiệu' };

/** Fills the shipping address's area and street in the Vietnamese checkout. */
export async function fillShippingArea(
  page: Page,
  street = '12 đường Lê Lợi',
  area: { province: string; ward: string } = SON_LA,
): Promise<void> {
  await page.getByLabel('Tỉnh/Thành phố', { exact: true }).selectOption({ label: area.province });
  await page.getByLabel('Phường/Xã', { exact: true }).selectOption({ label: area.ward });
  await page.getByLabel('Số nhà, tên đường', { exact: true }).fill(street);
}
