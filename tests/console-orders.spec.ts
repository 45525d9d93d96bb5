// The console's orders and payments in the browser: an admin made by the CLI
// finds a buyer's VietQR ticket order by its code, marks the transfer received, and the buyer's
// order is paid with its e-ticket issued; a cash-on-delivery goods order goes processing → shipped
// → delivered and its cash is recorded; cancelling asks first. Axe on every console page.
import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { createAdminWithCli, signIn } from './helpers/operator';
import { expectNoAxeViolations } from './helpers/axe';
import { vietnamDay } from './helpers/vietnam-day';
import { configureVietQr } from './helpers/e2e-store';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 180_000 });

const ORDERS = '/vi/quan-tri/don-hang';

interface PlacedOrder {
  orderCode: string;
  status: string;
  paymentStatus: string;
  totalAmount: number;
  tickets: { code: string; accessKey: string; status: string }[];
}

/** A tRPC call from the buyer's own page, as the site's client makes it (same origin, JSON). */
async function callFromPage<T>(
  page: Page,
  path: string,
  input: unknown,
  method: 'GET' | 'POST' = 'POST',
): Promise<T> {
  const result = await page.evaluate(
    async ({ path, input, method }) => {
      const url =
        method === 'GET'
          ? `/api/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`
          : `/api/trpc/${path}`;
      const response = await fetch(url, {
        method,
        headers: { 'content-type': 'application/json' },
        body: method === 'POST' ? JSON.stringify(input) : undefined,
      });
      return { status: response.status, body: (await response.json()) as unknown };
    },
    { path, input, method },
  );
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return (result.body as { result: { data: T } }).result.data;
}

/** A buyer (own browser context) books adult tickets paying by VietQR transfer. */
async function buyerBooksTickets(browser: Browser, phone: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/vi/dat-ve');
  const order = await callFromPage<PlacedOrder>(page, 'ticket.placeOrder', {
    idempotencyKey: randomBytes(18).toString('base64url'),
    visitDate: vietnamDay(6),
    lines: [{ ticketType: 've-nguoi-lon', quantity: 2 }],
    buyer: { fullName: 'Lê Thị Hoa', email: `hoa-${phone}@example.vn`, phone },
    paymentMethod: 'vietqr',
    locale: 'vi',
  });
  return { context, page, order };
}

/** A buyer's goods order of one cap (a SKU no other spec file buys), cash on delivery. */
async function buyerOrdersGoods(browser: Browser, phone: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/vi');
  const cartId = `guest_${Date.now().toString(36)}_${randomBytes(18).toString('base64url')}`;
  await callFromPage(page, 'cart.addItem', { cartId, sku: 'NM-CAP-CRM', quantity: 1 });
  const order = await callFromPage<PlacedOrder>(page, 'checkout.placeOrder', {
    cartId,
    idempotencyKey: randomBytes(18).toString('base64url'),
    contact: { email: `may-${phone}@example.vn`, phone },
    shipping: {
      fullName: 'Nguyễn Thị Mây',
      phone,
      address: '12 đường Lê Lợi',
      // Phường Tô Hiệu, Tỉnh Sơn La (the two-level list since 1 July 2025).
      provinceCode: '14',
      wardCode: '03646',
      country: 'VN',
      postalCode: null,
    },
    billingSameAsShipping: true,
    notes: null,
    paymentMethod: 'cod',
    locale: 'vi',
  });
  await context.close();
  return order;
}

const newPhone = () => `09${String(Date.now()).slice(-8)}`;

test('an operator finds a VietQR ticket order by its code, marks the transfer received: paid, e-tickets issued', async ({
  page,
  browser,
}) => {
  configureVietQr();
  const phone = newPhone();
  const buyer = await buyerBooksTickets(browser, phone);
  expect(buyer.order).toMatchObject({ status: 'pending', paymentStatus: 'pending', tickets: [] });
  const code = buyer.order.orderCode;

  const admin = createAdminWithCli('orders-transfer');
  await signIn(page, admin);
  await page.goto(ORDERS);
  await expect(page.getByRole('heading', { level: 1, name: 'Đơn hàng' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Kết quả' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Tìm theo mã đơn, số điện thoại hoặc email').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Lọc', exact: true }).click();
  const cards = page.locator('li[data-order-code]');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Chuyển khoản VietQR');
  await expect(cards.first()).toContainText('Chờ thanh toán');
  await page.getByRole('button', { name: `Xem đơn ${code}` }).click();

  await expect(page).toHaveURL(new RegExp(`\\?code=${code}$`));
  const heading = page.getByRole('heading', { name: `Đơn hàng ${code}` });
  await expect(heading).toBeFocused();
  await expect(page.getByTestId('payment-status')).toHaveText('Chờ thanh toán');
  await expect(page.getByRole('button', { name: 'Đã nhận chuyển khoản' })).toBeVisible();
  // A ticket order is never processed or shipped: those buttons are not offered.
  await expect(page.getByRole('button', { name: 'Bắt đầu xử lý' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Đã nhận chuyển khoản' }).click();
  const amount = page.getByLabel('Số tiền đã nhận (đồng)');
  // A wrong amount is refused, nothing changes.
  await amount.fill(String(buyer.order.totalAmount - 1000));
  await page.getByRole('button', { name: 'Xác nhận đã nhận tiền' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Số tiền không khớp' })).toBeVisible();
  await expect(page.getByTestId('payment-status')).toHaveText('Chờ thanh toán');
  await amount.fill(String(buyer.order.totalAmount));
  await page.getByLabel('Mã giao dịch ngân hàng (không bắt buộc)').fill('FT26330123');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Xác nhận đã nhận tiền' }).click();

  await expect(
    page.getByRole('status').filter({ hasText: `Đã ghi nhận chuyển khoản cho đơn ${code}` }),
  ).toBeVisible();
  await expect(page.getByTestId('payment-status')).toHaveText('Đã thanh toán');
  await expect(page.getByTestId('order-status')).toHaveText('Đã xác nhận');
  await expect(page.getByRole('heading', { name: 'Vé đã phát hành' })).toBeVisible();
  // One ticket per person: two adults, two tickets.
  await expect(page.getByText(/^VE-[0-9A-Z]{10}: 1 người, ngày/)).toHaveCount(2);
  await expect(page.getByText('Mã giao dịch: FT26330123')).toBeVisible();
  await expect(page.getByText(`${admin.email}: ghi nhận đã nhận chuyển khoản`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Đã nhận chuyển khoản' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The buyer's side: the order is paid and its e-ticket opens.
  const seen = await callFromPage<PlacedOrder>(
    buyer.page,
    'order.get',
    { orderCode: code, contact: { phone } },
    'GET',
  );
  expect(seen).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
  expect(seen.tickets).toHaveLength(2);
  const [ticket] = seen.tickets;
  await buyer.page.goto(`/vi/ve-dien-tu/${ticket?.accessKey ?? ''}`);
  await expect(buyer.page.getByText(ticket?.code ?? 'no ticket')).toBeVisible();
  await buyer.context.close();
});

test('a cash-on-delivery order goes processing → shipped → delivered and its cash is recorded; cancelling asks first', async ({
  page,
  browser,
}) => {
  const order = await buyerOrdersGoods(browser, newPhone());
  const other = await buyerOrdersGoods(browser, newPhone());
  // Cash on delivery is confirmed at once.
  expect(order).toMatchObject({ status: 'confirmed', paymentStatus: 'pending' });

  const admin = createAdminWithCli('orders-cod');
  await signIn(page, admin);
  await page.goto(`${ORDERS}?code=${order.orderCode}`);
  await expect(page.getByRole('heading', { name: `Đơn hàng ${order.orderCode}` })).toBeVisible();
  await expect(page.getByText('Nguyễn Thị Mây').first()).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('Đã xác nhận');
  await expect(page.getByRole('button', { name: 'Xác nhận đơn' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Đã giao hàng' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  const steps = [
    ['Bắt đầu xử lý', 'Đang xử lý', 'đang được xử lý'],
    ['Đã giao cho vận chuyển', 'Đang giao hàng', 'đã giao cho vận chuyển'],
    ['Đã giao hàng', 'Đã giao hàng', 'đã giao xong'],
  ] as const;
  for (const [button, status, said] of steps) {
    await page.getByRole('button', { name: button, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: said })).toBeVisible();
    await expect(page.getByTestId('order-status')).toHaveText(status);
  }
  await expect(page.getByRole('button', { name: 'Hủy đơn hàng' })).toHaveCount(0);
  // Irreversible: it asks for the amount collected, which must be the total.
  await page.getByRole('button', { name: 'Đã thu tiền mặt' }).click();
  const cash = page.getByLabel('Số tiền mặt đã thu (đồng)');
  await cash.fill(String(order.totalAmount - 1000));
  await page.getByRole('button', { name: 'Xác nhận đã thu tiền mặt' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Số tiền không khớp với tổng đơn hàng.' }),
  ).toBeVisible();
  await expect(page.getByTestId('payment-status')).toHaveText('Chờ thanh toán');
  await cash.fill(String(order.totalAmount));
  await page.getByRole('button', { name: 'Xác nhận đã thu tiền mặt' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Đã ghi nhận tiền mặt' })).toBeVisible();
  await expect(page.getByTestId('payment-status')).toHaveText('Đã thanh toán');
  await expect(page.getByText('Không còn thao tác nào cho đơn này.')).toBeVisible();
  await expectNoAxeViolations(page);

  // Back to the list, filtered to delivered cash orders: this one is there.
  await page.getByRole('button', { name: 'Quay lại danh sách' }).click();
  await page.getByLabel('Trạng thái đơn').selectOption('delivered');
  await page.getByLabel('Phương thức thanh toán').selectOption('cod');
  await page.getByRole('button', { name: 'Lọc', exact: true }).click();
  await expect(page.locator(`li[data-order-code="${order.orderCode}"]`)).toBeVisible();
  await expect(page.locator(`li[data-order-code="${other.orderCode}"]`)).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Cancelling the other order asks first; "keep" changes nothing.
  await page.goto(`${ORDERS}?code=${other.orderCode}`);
  await page.getByRole('button', { name: 'Hủy đơn hàng' }).click();
  await expect(page.getByText(`Hủy đơn ${other.orderCode}?`)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Không hủy' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Đã xác nhận');
  await page.getByRole('button', { name: 'Hủy đơn hàng' }).click();
  await page.getByLabel('Lý do hủy (không bắt buộc)').fill('Khách gọi hủy');
  await page.getByRole('button', { name: 'Xác nhận hủy đơn' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Đã hủy đơn ${other.orderCode}` }),
  ).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('Đã hủy');
  await expect(page.getByText(/Khách gọi hủy/).first()).toBeVisible();
});

/** Nothing is wider than the screen: the page never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll, 'the page scrolls sideways').toBeLessThanOrEqual(client);
}

test('a refused amount is said by its button; a refund-due order is marked in the list at 768 px with its refund action', async ({
  page,
  browser,
}, testInfo) => {
  configureVietQr();
  await page.setViewportSize({ width: 768, height: 1024 });
  const phone = newPhone();
  const buyer = await buyerBooksTickets(browser, phone);
  await buyer.context.close();
  const code = buyer.order.orderCode;
  const admin = createAdminWithCli('orders-refund-due');
  await signIn(page, admin);
  await page.goto(`${ORDERS}?code=${code}`);
  await expect(page.getByRole('heading', { name: `Đơn hàng ${code}` })).toBeVisible();

  // A wrong amount: the reason appears under the button that was pressed, in view.
  await page.getByRole('button', { name: 'Đã nhận chuyển khoản' }).click();
  await page.getByLabel('Số tiền đã nhận (đồng)').fill(String(buyer.order.totalAmount - 1000));
  const submit = page.getByRole('button', { name: 'Xác nhận đã nhận tiền' });
  await submit.click();
  const form = page.locator('form').filter({ has: submit });
  const refusal = form.getByRole('alert');
  await expect(refusal).toContainText('Số tiền không khớp');
  await expect(refusal).toBeInViewport();
  const header = await page.locator('header').first().boundingBox();
  const said = await refusal.boundingBox();
  // Not hidden under the sticky site header.
  expect(said?.y ?? 0).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
  await expectNoAxeViolations(page);

  // Paid, then cancelled by the operator: the money is owed back.
  await page.getByLabel('Số tiền đã nhận (đồng)').fill(String(buyer.order.totalAmount));
  await submit.click();
  await expect(page.getByTestId('payment-status')).toHaveText('Đã thanh toán');
  await page.getByRole('button', { name: 'Hủy đơn hàng' }).click();
  await page.getByRole('button', { name: 'Xác nhận hủy đơn' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Đã hủy');
  const top = page.getByTestId('refund-due');
  await expect(top).toContainText('Cần hoàn tiền: khách đã trả tiền cho đơn hàng đã hủy');
  await expect(top.getByRole('link', { name: `Hoàn tiền cho đơn ${code}` })).toBeVisible();
  await expectNoAxeViolations(page);

  // The list, at tablet width: marked, with its action, nothing wider than the screen.
  await page.getByRole('button', { name: 'Quay lại danh sách' }).click();
  await page.getByLabel('Tìm theo mã đơn, số điện thoại hoặc email').fill(code);
  await page.getByRole('button', { name: 'Lọc', exact: true }).click();
  const card = page.locator(`li[data-order-code="${code}"]`);
  await expect(card.getByTestId('refund-due')).toBeVisible();
  const action = card.getByRole('link', { name: `Hoàn tiền cho đơn ${code}` });
  await expect(action).toBeVisible();
  for (const width of [768, 360, 1280]) {
    await page.setViewportSize({ width, height: 1024 });
    await expect(action).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: testInfo.outputPath(`orders-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 768, height: 1024 });
  await expectNoAxeViolations(page);

  // The action opens the desk's request, its form offering the order's own way back first.
  await action.click();
  await expect(page.getByRole('heading', { name: `Yêu cầu hoàn tiền đơn ${code}` })).toBeVisible();
  const method = page.getByLabel('Hình thức hoàn tiền');
  await expect(method).toHaveValue('bank-transfer');
  await expect(method.locator('option')).toHaveText([
    'Chuyển khoản ngân hàng',
    'PayOS',
    'VNPay',
    'MoMo',
    'Tiền mặt',
  ]);
});

test('the "Đối soát" page runs a provider\'s day on demand and lists what differs', async ({
  page,
}) => {
  const admin = createAdminWithCli('orders-reconcile');
  await signIn(page, admin);
  await page.goto('/vi/quan-tri/doi-soat');
  await expect(page.getByRole('heading', { level: 1, name: 'Đối soát' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Đối soát', exact: true })).toBeVisible();
  await page.getByLabel('Cổng thanh toán', { exact: true }).selectOption('vnpay');
  await page.getByRole('button', { name: 'Xem', exact: true }).click();
  await page.getByRole('button', { name: 'Đối soát lại' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Đã đối soát xong.' })).toBeVisible();
  await expect(page.getByText(/Đối soát lúc .*: đã hỏi \d+ giao dịch/)).toBeVisible();
  await expectNoAxeViolations(page);
});
