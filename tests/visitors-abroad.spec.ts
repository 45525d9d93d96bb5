// Visitors from abroad: an English visitor with a UK number ("+44 7700 900123") orders
// goods (shipped within Vietnam, as the form says) and books tickets; the number is stored in
// E.164, opens the order again however it is written, and reads back in the international form.
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { queryRow } from './helpers/e2e-store';
import { expectNoAxeViolations } from './helpers/axe';
import { vietnamDay } from './helpers/vietnam-day';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 150_000 });

const UK_PHONE = '+44 7700 900123';

const storedPhone = (code: string) =>
  queryRow<{ phone: string }>(
    'SELECT contact_phone AS phone FROM orders WHERE order_code = ?',
    code,
  )?.phone;

async function lookUp(page: Page, orderCode: string, phone: string) {
  const input = encodeURIComponent(JSON.stringify({ orderCode, contact: { phone } }));
  return page.request.get(`/api/trpc/order.get?input=${input}`);
}

test('an English checkout with a UK phone: shipped within Vietnam, stored in E.164', async ({
  page,
}) => {
  await page.goto('/en/products/bauhinia-flower-honey');
  const add = page.getByRole('button', { name: 'Add to cart' });
  await expect(add).toBeEnabled();
  await page
    .locator('label')
    .filter({ hasText: /^250 ml jar$/ })
    .click();
  await add.click();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

  await page.goto('/en/checkout');
  const place = page.getByRole('button', { name: 'Place order' });
  await expect(place).toBeEnabled();
  // The form says where goods go, and how to write a number from abroad.
  const country = page.getByLabel('Country');
  await expect(country).toHaveValue('Vietnam');
  await expect(country).toHaveAccessibleDescription('We ship within Vietnam only.');
  await expect(page.getByLabel('Phone number', { exact: true })).toHaveAccessibleDescription(
    /Include the country code/,
  );
  await page.getByLabel('Email').fill('jane.abroad@example.co.uk');
  await page.getByLabel('Phone number', { exact: true }).fill(UK_PHONE);
  await page.getByLabel("Recipient's full name").fill('Jane Abroad');
  await page.getByLabel("Recipient's phone number").fill(UK_PHONE);
  await page.getByLabel('Province/City', { exact: true }).selectOption({ label: 'Tỉnh Sơn La' });
  await page.getByLabel('Ward/Commune', { exact: true }).selectOption({ label: 'Xã Tà Xùa' });
  await page.getByLabel('House number and street').fill('Homestay Tà Xùa, Bản Bẹ');
  await page.getByRole('radio', { name: /Cash on delivery/ }).check();
  await expectNoAxeViolations(page);
  await place.click();

  await expect(page).toHaveURL(/\/en\/checkout\/success\?order=NM-[0-9A-Z]{8}/);
  const code = new URL(page.url()).searchParams.get('order') ?? '';
  await expect(page.getByTestId('order-code')).toHaveText(code);
  expect(storedPhone(code)).toBe('+447700900123');
  // The recipient's number reads back in the international form.
  await expect(page.getByText(`Jane Abroad · ${UK_PHONE}`)).toBeVisible();
  for (const phone of [UK_PHONE, '+447700900123', '0044 7700 900123']) {
    expect((await lookUp(page, code, phone)).status()).toBe(200);
  }
  // Without the country code it is a Vietnamese number: another phone, so no order.
  expect((await lookUp(page, code, '07700 900123')).status()).toBe(404);
});

test('an English booking with a UK phone pays and reaches the e-tickets', async ({ page }) => {
  const visitDay = vietnamDay(6);
  await page.goto('/en/order-ticket');
  const cell = page.locator(`[role="gridcell"][data-day="${visitDay}"]`);
  for (let i = 0; i < 3 && !(await cell.isVisible()); i += 1) {
    await page.getByRole('button', { name: 'Next month' }).click();
  }
  await page.getByRole('button', { name: 'One more Adult ticket' }).click();
  await cell.click();
  await expect(cell).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/en\/checkout\/ticket$/);
  const pay = page.getByRole('button', { name: /^Pay / });
  await expect(pay).toBeEnabled();
  await page.getByLabel('Full name').fill('Jane Abroad');
  await page.getByLabel('Phone number').fill('+44 7700');
  await page.getByLabel('Email').fill('jane.tickets@example.co.uk');
  await page.getByRole('radio', { name: /Pay online with PayOS/ }).check();
  await pay.click();
  // Too short for a UK number: the spec's message, in English.
  await expect(page.getByLabel('Phone number')).toHaveAccessibleDescription(/Invalid phone number/);
  await page.getByLabel('Phone number').fill(UK_PHONE);
  await expectNoAxeViolations(page);
  await pay.click();

  await expect(page).toHaveURL(/\/api\/payments\/sandbox\/pay\/[0-9a-f]{32}$/);
  await page.getByRole('button', { name: 'Thanh toán', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/checkout\/success\?order=NM-/);
  const code = new URL(page.url()).searchParams.get('order') ?? '';
  await expect(page.getByRole('heading', { name: 'Your e-tickets' })).toBeVisible();
  await expect(page.locator('article.e-ticket')).toHaveCount(1);
  expect(storedPhone(code)).toBe('+447700900123');
  expect((await lookUp(page, code, UK_PHONE)).status()).toBe(200);
});
