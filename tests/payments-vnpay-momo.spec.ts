// VNPay and MoMo in the browser, through the local sandboxes the e2e server runs with
// (PAYMENT_SANDBOX=1): paid and cancelled at each provider's test page, in Vietnamese and English,
// the order settled by the provider's signed IPN (the return page only shows it); and the
// console's "Thanh toán" screen switching a method off for goods.
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { SON_LA } from './helpers/address';
import { expectNoAxeViolations } from './helpers/axe';
import { queryRow } from './helpers/e2e-store';
import { createAdminWithCli, signIn } from './helpers/operator';

const expect = baseExpect.configure({ timeout: 15_000 });
// A product no other spec file buys, so its stock moves only with this file's orders.
const SKU = 'NM-POLE-1';
const PRODUCT = { vi: '/vi/san-pham/gay-leo-nui', en: '/en/products/trekking-pole' };

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const stockLeft = () =>
  queryRow<{ units: number }>('SELECT "left" AS units FROM stock WHERE sku = ?', SKU)?.units;

function orderRow(code: string) {
  return queryRow<{ status: string; payment_status: string; method: string }>(
    `SELECT o.status, o.payment_status, p.method FROM orders o
     JOIN payments p ON p.order_id = o.id WHERE o.order_code = ?`,
    code,
  );
}

const TEXT = {
  vi: {
    option: /^1 chiếc$/,
    add: 'Thêm vào giỏ hàng',
    cart: 'Giỏ hàng, 1 sản phẩm',
    place: 'Đặt hàng',
    email: 'Email',
    phone: 'Số điện thoại',
    name: 'Họ và tên người nhận',
    recipientPhone: 'Số điện thoại người nhận',
    street: 'Số nhà, tên đường',
    province: 'Tỉnh/Thành phố',
    ward: 'Phường/Xã',
    vnpay: 'VNPay (VNPay-QR, thẻ ATM, thẻ quốc tế)',
    momo: 'Ví MoMo',
    paid: 'Đã thanh toán',
    failed: 'Thanh toán thất bại',
  },
  en: {
    option: /^Single$/,
    add: 'Add to cart',
    cart: 'Cart, 1 item',
    place: 'Place order',
    email: 'Email',
    phone: 'Phone number',
    name: "Recipient's full name",
    recipientPhone: "Recipient's phone number",
    street: 'House number and street',
    province: 'Province/City',
    ward: 'Ward/Commune',
    vnpay: 'VNPay (VNPay-QR, ATM or international card)',
    momo: 'MoMo e-wallet',
    paid: 'Paid',
    failed: 'Payment failed',
  },
} as const;

type Locale = keyof typeof TEXT;

async function addPole(page: Page, locale: Locale) {
  const text = TEXT[locale];
  await page.goto(PRODUCT[locale]);
  const add = page.getByRole('button', { name: text.add });
  await expect(add).toBeEnabled();
  await page.locator('label').filter({ hasText: text.option }).click();
  await add.click();
  await expect(page.getByRole('link', { name: text.cart })).toBeVisible();
}

async function orderPole(page: Page, locale: Locale, method: 'vnpay' | 'momo') {
  const text = TEXT[locale];
  await addPole(page, locale);
  const phone = `09${String(Date.now()).slice(-8)}`;
  await page.goto(`/${locale}/checkout`);
  await expect(page.getByRole('button', { name: text.place })).toBeEnabled();
  await page.getByLabel(text.email).fill('vi.dien.tu@example.vn');
  await page.getByLabel(text.phone, { exact: true }).fill(phone);
  await page.getByLabel(text.name).fill('Trần Văn Núi');
  await page.getByLabel(text.recipientPhone).fill(phone);
  await page.getByLabel(text.province, { exact: true }).selectOption({ label: SON_LA.province });
  await page.getByLabel(text.ward, { exact: true }).selectOption({ label: SON_LA.ward });
  await page.getByLabel(text.street, { exact: true }).fill('5 đường Trần Phú');
  await page.getByRole('radio', { name: text[method] }).check();
  await page.getByRole('button', { name: text.place }).click();
}

/** The order code of the return page the provider sent the browser back to. */
async function returnedOrder(page: Page, locale: Locale): Promise<string> {
  await expect(page).toHaveURL(new RegExp(`/${locale}/checkout/success\\?order=NM-[0-9A-Z]{8}&`));
  const code = new URL(page.url()).searchParams.get('order') ?? '';
  await expect(page.getByTestId('order-code')).toHaveText(code);
  return code;
}

test('VNPay paid at the sandbox (vi): the IPN confirms the order, stock taken once', async ({
  page,
}) => {
  const before = stockLeft() ?? 0;
  await orderPole(page, 'vi', 'vnpay');
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\/vnpay\/paymentv2\/vpcpay\.html\?vnp_/);
  const request = new URL(page.url()).searchParams;
  expect(request.get('vnp_Locale')).toBe('vn');
  expect(request.get('vnp_SecureHash')).toMatch(/^[0-9a-f]{128}$/);
  await expect(page.getByText('Thanh toán thử nghiệm — không trừ tiền')).toBeVisible();
  await expectNoAxeViolations(page);
  expect(stockLeft()).toBe(before - 1);
  await page.getByRole('button', { name: 'Thanh toán bằng VNPay' }).click();

  const code = await returnedOrder(page, 'vi');
  expect(new URL(page.url()).searchParams.get('vnp_ResponseCode')).toBe('00');
  await expect(page.getByText(`${TEXT.vi.vnpay} · ${TEXT.vi.paid}`)).toBeVisible();
  expect(orderRow(code)).toEqual({ status: 'confirmed', payment_status: 'paid', method: 'vnpay' });
  expect(stockLeft()).toBe(before - 1);
  await expectNoAxeViolations(page);
});

test('VNPay cancelled at the sandbox (en): the order is cancelled, stock back', async ({
  page,
}) => {
  const before = stockLeft() ?? 0;
  await orderPole(page, 'en', 'vnpay');
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\/vnpay\/paymentv2\/vpcpay\.html\?vnp_/);
  expect(new URL(page.url()).searchParams.get('vnp_Locale')).toBe('en');
  expect(stockLeft()).toBe(before - 1);
  await page.getByRole('button', { name: 'Hủy thanh toán' }).click();

  const code = await returnedOrder(page, 'en');
  expect(new URL(page.url()).searchParams.get('vnp_ResponseCode')).toBe('24');
  await expect(page.getByText(`${TEXT.en.vnpay} · ${TEXT.en.failed}`)).toBeVisible();
  expect(orderRow(code)).toEqual({
    status: 'cancelled',
    payment_status: 'failed',
    method: 'vnpay',
  });
  expect(stockLeft()).toBe(before);
});

test('MoMo paid at the sandbox (en): the IPN confirms the order', async ({ page }) => {
  const before = stockLeft() ?? 0;
  await orderPole(page, 'en', 'momo');
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\/momo\/pay\?t=/);
  await expect(page.getByText('Thanh toán thử nghiệm — không trừ tiền')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Thanh toán bằng MoMo' }).click();

  const code = await returnedOrder(page, 'en');
  expect(new URL(page.url()).searchParams.get('resultCode')).toBe('0');
  await expect(page.getByText(`${TEXT.en.momo} · ${TEXT.en.paid}`)).toBeVisible();
  expect(orderRow(code)).toEqual({ status: 'confirmed', payment_status: 'paid', method: 'momo' });
  expect(stockLeft()).toBe(before - 1);
  // Back to MoMo's page and Pay again: a second IPN, applied once.
  await page.goBack();
  await page.getByRole('button', { name: 'Thanh toán bằng MoMo' }).click();
  await returnedOrder(page, 'en');
  expect(orderRow(code)?.payment_status).toBe('paid');
  expect(
    queryRow<{ n: number }>(
      `SELECT count(*) AS n FROM mail_outbox m JOIN orders o ON o.id = m.related_order_id
       WHERE o.order_code = ? AND m.kind = 'order-confirmation'`,
      code,
    )?.n,
  ).toBe(1);
});

test('MoMo declined at the sandbox (vi): the order is cancelled, stock back', async ({ page }) => {
  const before = stockLeft() ?? 0;
  await orderPole(page, 'vi', 'momo');
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\/momo\/pay\?t=/);
  await page.getByRole('button', { name: 'Hủy thanh toán' }).click();
  const code = await returnedOrder(page, 'vi');
  expect(new URL(page.url()).searchParams.get('resultCode')).toBe('1006');
  await expect(page.getByText(`${TEXT.vi.momo} · ${TEXT.vi.failed}`)).toBeVisible();
  expect(orderRow(code)).toEqual({ status: 'cancelled', payment_status: 'failed', method: 'momo' });
  expect(stockLeft()).toBe(before);
});

test('the console switches MoMo off for goods: checkout stops offering it', async ({ page }) => {
  const admin = createAdminWithCli('payments-admin');
  await signIn(page, admin);
  await page.goto('/vi/admin/payments');
  await expect(page.getByRole('heading', { name: 'Phương thức thanh toán' })).toBeVisible();
  const goods = page.getByRole('group', { name: 'Đơn hàng hóa' });
  const momo = goods.getByRole('checkbox', { name: 'MoMo' });
  await expect(momo).toBeChecked();
  await page.getByLabel('Ngân hàng').selectOption('970436');
  await page.getByLabel('Số tài khoản').fill('0011 004');
  await page.getByLabel('Tên chủ tài khoản').fill('Công ty Cáp treo Núi Mây');
  await page.getByRole('button', { name: 'Lưu cài đặt thanh toán' }).click();
  await expect(page.getByLabel('Số tài khoản')).toHaveAccessibleDescription(
    'Số tài khoản gồm 6–19 chữ số (hoặc chữ cái), không có dấu cách.',
  );
  await expect(page.getByLabel('Số tài khoản')).toBeFocused();
  await page.getByLabel('Số tài khoản').fill('0011004455667');
  await momo.uncheck();
  await page.getByRole('button', { name: 'Lưu cài đặt thanh toán' }).click();
  await expect(page.getByText('Đã lưu cài đặt thanh toán.')).toHaveRole('status');
  await expect(page.getByLabel('Tên chủ tài khoản')).toHaveValue('CONG TY CAP TREO NUI MAY');
  await expectNoAxeViolations(page);
  try {
    await addPole(page, 'vi');
    await page.goto('/vi/checkout');
    await expect(page.getByRole('radio', { name: TEXT.vi.vnpay })).toBeVisible();
    await expect(page.getByRole('radio', { name: TEXT.vi.momo })).toHaveCount(0);
  } finally {
    await page.goto('/vi/admin/payments');
    await page
      .getByRole('group', { name: 'Đơn hàng hóa' })
      .getByRole('checkbox', { name: 'MoMo' })
      .check();
    await page.getByRole('button', { name: 'Lưu cài đặt thanh toán' }).click();
    await expect(page.getByText('Đã lưu cài đặt thanh toán.')).toHaveRole('status');
  }
});
