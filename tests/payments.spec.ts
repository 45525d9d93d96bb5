// Payments in the browser, through the local PayOS sandbox the e2e server runs with
// (PAYMENT_SANDBOX=1): PayOS paid and cancelled at the sandbox's hosted page, a VietQR transfer
// whose QR payload decodes to the order, cash on delivery confirmed at once; and no payment
// secret in the client bundle.
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { QRPay } from 'vietnam-qr-pay';
import { configureVietQr, queryRow } from './helpers/e2e-store';
import { expectNoAxeViolations } from './helpers/axe';
import { fillShippingArea } from './helpers/address';

const expect = baseExpect.configure({ timeout: 15_000 });
// A product no other spec file buys, so its stock moves only with this file's orders.
const MUG = '/vi/san-pham/coc-su-nui-may';
const SKU = 'NM-MUG-WHT';
// The development keys .env.example writes out: what the e2e server runs with.
const SANDBOX_KEYS = [
  'sandbox-dev-client-id',
  'sandbox-dev-api-key',
  '5a4e6f1b2c3d4e5f60718293a4b5c6d7e8f90112233445566778899aabbccdd0',
];

// Orders take stock of one SKU: the tests of this file take turns.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const stockLeft = () =>
  queryRow<{ units: number }>('SELECT "left" AS units FROM stock WHERE sku = ?', SKU)?.units;

function orderRow(code: string) {
  return queryRow<{ status: string; payment_status: string; total_amount: number }>(
    'SELECT status, payment_status, total_amount FROM orders WHERE order_code = ?',
    code,
  );
}

async function addMug(page: Page) {
  await page.goto(MUG);
  const add = page.getByRole('button', { name: 'Thêm vào giỏ hàng' });
  await expect(add).toBeEnabled();
  await page
    .locator('label')
    .filter({ hasText: /^Trắng men rạn$/ })
    .click();
  await add.click();
  await expect(page.getByRole('link', { name: 'Giỏ hàng, 1 sản phẩm' })).toBeVisible();
}

async function checkout(page: Page, method: RegExp) {
  const phone = `09${String(Date.now()).slice(-8)}`;
  await page.goto('/vi/checkout');
  await expect(page.getByRole('button', { name: 'Đặt hàng' })).toBeEnabled();
  await page.getByLabel('Email').fill('thanh.toan@example.vn');
  await page.getByLabel('Số điện thoại', { exact: true }).fill(phone);
  await page.getByLabel('Họ và tên người nhận').fill('Nguyễn Thị Mây');
  await page.getByLabel('Số điện thoại người nhận').fill(phone);
  await fillShippingArea(page);
  await page.getByRole('radio', { name: method }).check();
  await page.getByRole('button', { name: 'Đặt hàng' }).click();
}

test('goods paid with PayOS at the sandbox: the success page shows paid, stock taken once', async ({
  page,
}) => {
  const before = stockLeft() ?? 0;
  await addMug(page);
  // The note is in the server's HTML: there before (and without) any script.
  const html = await (await page.request.get('/vi/checkout')).text();
  expect(html).toContain('data-testid="sandbox-banner"');
  await page.goto('/vi/checkout');
  await expect(page.getByTestId('sandbox-banner')).toHaveText(
    'Thanh toán thử nghiệm — không trừ tiền',
  );
  await checkout(page, /Thanh toán trực tuyến qua PayOS/);

  await expect(page).toHaveURL(/\/api\/payments\/sandbox\/pay\/[0-9a-f]{32}$/);
  await expect(page.getByText('Thanh toán thử nghiệm — không trừ tiền')).toBeVisible();
  await expectNoAxeViolations(page);
  expect(stockLeft()).toBe(before - 1);
  await page.getByRole('button', { name: 'Thanh toán', exact: true }).click();

  await expect(page).toHaveURL(
    /\/vi\/checkout\/success\?order=NM-[0-9A-Z]{8}&code=00&id=[0-9a-f]{32}&cancel=false&status=PAID&orderCode=\d+$/,
  );
  const code = new URL(page.url()).searchParams.get('order') ?? '';
  await expect(page.getByTestId('order-code')).toHaveText(code);
  await expect(page.getByText('Thanh toán trực tuyến qua PayOS · Đã thanh toán')).toBeVisible();
  expect(orderRow(code)).toMatchObject({ status: 'confirmed', payment_status: 'paid' });
  expect(stockLeft()).toBe(before - 1);

  // Back to the hosted page (the back button): it says paid and pays nothing twice.
  await page.goBack();
  await expect(page.getByRole('status')).toHaveText('Đã thanh toán');
  expect(stockLeft()).toBe(before - 1);
});

test('PayOS cancelled at the sandbox page: the order is cancelled, stock back', async ({
  page,
}) => {
  const before = stockLeft() ?? 0;
  await addMug(page);
  await checkout(page, /Thanh toán trực tuyến qua PayOS/);
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\/pay\/[0-9a-f]{32}$/);
  expect(stockLeft()).toBe(before - 1);
  await page.getByRole('button', { name: 'Hủy thanh toán' }).click();

  await expect(page).toHaveURL(
    /\/vi\/checkout\/cancel\?order=NM-[0-9A-Z]{8}&.*cancel=true&status=CANCELLED/,
  );
  const code = new URL(page.url()).searchParams.get('order') ?? '';
  await expect(page.getByTestId('cancel-attempt-result')).toHaveText(
    `Đã hủy đơn hàng ${code}. Hàng đã được trả lại kho.`,
  );
  await expect(page.getByText('Bạn đã rời trang thanh toán.')).toBeVisible();
  expect(orderRow(code)).toMatchObject({ status: 'cancelled', payment_status: 'failed' });
  expect(stockLeft()).toBe(before);
  // A reload cancels nothing twice.
  await page.reload();
  await expect(page.getByTestId('cancel-attempt-result')).toHaveText(
    `Đã hủy đơn hàng ${code}. Hàng đã được trả lại kho.`,
  );
  expect(stockLeft()).toBe(before);
  await expectNoAxeViolations(page);
});

test('a VietQR order shows a QR whose payload decodes to the amount and the order code', async ({
  page,
}) => {
  configureVietQr();
  await addMug(page);
  await checkout(page, /Chuyển khoản ngân hàng \(VietQR\)/);
  await expect(page).toHaveURL(/\/vi\/checkout\/success\?order=NM-[0-9A-Z]{8}$/);
  const code = new URL(page.url()).searchParams.get('order') ?? '';
  await expect(page.getByRole('img', { name: 'Mã QR chuyển khoản' }).locator('svg')).toBeVisible();
  await expect(page.getByText('Vietcombank')).toBeVisible();
  await expect(page.getByText('0011004455667')).toBeVisible();
  await expect(page.getByText('CONG TY CAP TREO NUI MAY')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sao chép Nội dung chuyển khoản' })).toBeVisible();

  const order = orderRow(code);
  expect(order).toMatchObject({ status: 'pending', payment_status: 'pending' });
  const payment = queryRow<{ qr_payload: string }>(
    'SELECT qr_payload FROM payments p JOIN orders o ON o.id = p.order_id WHERE o.order_code = ?',
    code,
  );
  const qr = new QRPay(payment?.qr_payload ?? '');
  expect(qr.isValid).toBe(true);
  expect(Number(qr.amount)).toBe(order?.total_amount);
  expect(qr.additionalData.purpose).toBe(code);
  expect(qr.consumer).toMatchObject({ bankBin: '970436', bankNumber: '0011004455667' });
  await expectNoAxeViolations(page);
});

test('cash on delivery is confirmed at once, payment pending', async ({ page }) => {
  await addMug(page);
  await checkout(page, /Thanh toán khi nhận hàng/);
  await expect(page).toHaveURL(/\/vi\/checkout\/success\?order=NM-[0-9A-Z]{8}$/);
  const code = new URL(page.url()).searchParams.get('order') ?? '';
  await expect(page.getByTestId('order-code')).toHaveText(code);
  expect(orderRow(code)).toMatchObject({ status: 'confirmed', payment_status: 'pending' });
});

test('no payment secret in the client bundle', () => {
  const staticDir = path.resolve(process.env.NEXT_DIST_DIR ?? '.next', 'static');
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else files.push(full);
    }
  };
  walk(staticDir);
  expect(files.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(10);
  const secrets = [
    ...SANDBOX_KEYS,
    ...[process.env.PAYOS_API_KEY, process.env.PAYOS_CHECKSUM_KEY].filter(
      (value): value is string => Boolean(value),
    ),
  ];
  const leaks = files.flatMap((file) => {
    const text = readFileSync(file, 'latin1');
    return secrets
      .filter((secret) => text.includes(secret))
      .map((secret) => `${file}: ${secret.slice(0, 6)}…`);
  });
  expect(leaks).toEqual([]);
});
