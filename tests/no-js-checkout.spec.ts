// The same checkout without JavaScript: a ticket order with a voucher and a company invoice,
// paid at the sandbox, then a success page that shows the order, its payment state and the
// e-ticket links; a refused voucher comes back with its reason and the typed fields; on the goods
// checkout "Xem phường/xã" lists the wards without losing what was typed, and never puts the
// buyer's contact in the address.
import { expect as baseExpect, test } from '@playwright/test';
import { expectNoAxeViolationsWithoutScripts } from './helpers/axe';
import { changeStore, queryRow } from './helpers/e2e-store';
import { vietnamDay } from './helpers/vietnam-day';

const expect = baseExpect.configure({ timeout: 15_000 });
test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 120_000 });

const suffix = () => Date.now().toString(36).toUpperCase();
const phoneNumber = () => `09${String(Date.now()).slice(-8)}`;

test('a ticket order with a voucher and an invoice, paid, shows its order and e-tickets', async ({
  page,
  browser,
}) => {
  const code = `NOJS-${suffix()}`;
  changeStore((db) =>
    db
      .prepare(
        `INSERT INTO vouchers (code, amount_off, applies_to, created_by, created_at)
         VALUES (?, 50000, 'tickets', 'e2e', ?)`,
      )
      .run(code, new Date().toISOString()),
  );
  // A day of this spec's own (no-js.spec books days 3 and 4).
  const day = vietnamDay(17);
  await page.goto(`/vi/checkout/ticket?day=${day}&ve-nguoi-lon=2`);

  // An unknown code first: refused by its reason, in Vietnamese, with the fields kept.
  const email = `no-js-voucher-${suffix().toLowerCase()}@example.vn`;
  const phone = phoneNumber();
  await page.getByRole('textbox', { name: 'Họ và tên' }).fill('Phạm Thu Hà');
  await page.getByRole('textbox', { name: 'Số điện thoại' }).fill(phone);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: /^Mã giảm giá/ }).fill('KHONG-CO-MA');
  await page.getByRole('radio', { name: /Thanh toán trực tuyến qua PayOS/ }).check();
  await page.getByRole('button', { name: /^Thanh toán / }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Chưa đặt được đơn: Mã giảm giá không tồn tại. Bạn có thể bỏ mã và đặt lại.',
  );
  expect(page.url()).not.toContain(encodeURIComponent(email));
  expect(page.url()).not.toContain(phone);
  await expect(page.getByRole('textbox', { name: 'Họ và tên' })).toHaveValue('Phạm Thu Hà');
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(email);

  // The real code and a company invoice (its fields open by CSS when the box is ticked).
  await page.getByRole('textbox', { name: /^Mã giảm giá/ }).fill(code);
  const companyName = page.getByRole('textbox', { name: 'Tên công ty' });
  await expect(companyName).toBeHidden();
  await page.getByRole('checkbox', { name: 'Xuất hóa đơn công ty' }).check();
  await expect(companyName).toBeVisible();
  await companyName.fill('Công ty TNHH Mây Trắng');
  await page.getByRole('textbox', { name: 'Mã số thuế' }).fill('0100109106');
  await page.getByRole('textbox', { name: 'Email nhận hóa đơn' }).fill(`ke-toan.${email}`);
  await page.getByRole('textbox', { name: 'Địa chỉ công ty' }).fill('12 Đường Mây, Sơn La');
  await expectNoAxeViolationsWithoutScripts(page);
  await page.getByRole('button', { name: /^Thanh toán / }).click();

  await expect(page).toHaveURL(/\/api\/payments\/sandbox\/pay\/[0-9a-f]{32}$/);
  await page.getByRole('button', { name: 'Thanh toán', exact: true }).click();
  await expect(page).toHaveURL(/\/vi\/checkout\/success\?order=NM-[0-9A-Z]{8}(&|$)/);
  const orderCode = new URL(page.url()).searchParams.get('order') ?? '';

  // The order as the server holds it: paid, the voucher taken off, one link per e-ticket.
  await expect(page.getByRole('heading', { name: 'Thanh toán thành công' })).toBeVisible();
  await expect(page.getByText(/^Trạng thái thanh toán: .*Đã thanh toán$/)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: orderCode })).toBeVisible();
  const links = page.getByRole('link', { name: /^Mở vé điện tử VE-/ });
  // One per ticket (a line of two adults may be one ticket admitting two).
  await expect(links.first()).toBeVisible();
  await expectNoAxeViolationsWithoutScripts(page);

  const order = queryRow<{ voucher_code: string; kind: string; company_name: string }>(
    `SELECT o.voucher_code, i.kind, i.company_name FROM orders o
     JOIN order_invoices i ON i.order_id = o.id WHERE o.order_code = ?`,
    orderCode,
  );
  expect(order).toEqual({
    voucher_code: code,
    kind: 'company',
    company_name: 'Công ty TNHH Mây Trắng',
  });

  // Another browser with the same address sees no order: the proof stays with the buyer's.
  const stranger = await browser.newContext({ javaScriptEnabled: false });
  const strangerPage = await stranger.newPage();
  await strangerPage.goto(page.url());
  await expect(strangerPage.getByText(/^Để xem đơn hàng, hãy tra cứu bằng mã đơn/)).toBeVisible();
  await expect(strangerPage.getByText(/^Trạng thái thanh toán/)).toHaveCount(0);
  await expect(strangerPage.getByRole('link', { name: /^Mở vé điện tử/ })).toHaveCount(0);
  await stranger.close();

  // The e-ticket page counts people, not tickets.
  await links.first().click();
  await expect(
    page.getByRole('heading', { level: 2, name: /Vé người lớn \(2 người lớn\)/ }),
  ).toBeVisible();
});

test('"Xem phường/xã" lists the wards and keeps every typed field out of the address', async ({
  page,
}) => {
  await page.goto('/vi/san-pham/ao-mua-gon-nhe');
  await page.getByRole('combobox', { name: 'Kích cỡ' }).selectOption('NM-PONCHO-ADT');
  await page.getByRole('button', { name: 'Thêm vào giỏ hàng' }).click();
  await expect(page).toHaveURL(/\/vi\/checkout$/);

  const phone = phoneNumber();
  const email = `no-js-ward-${suffix().toLowerCase()}@example.vn`;
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: /^Số điện thoại$/ }).fill(phone);
  await page.getByRole('textbox', { name: 'Họ và tên người nhận' }).fill('Lò Văn Páo');
  await page.getByRole('textbox', { name: 'Số điện thoại người nhận' }).fill(phone);
  await page.getByRole('textbox', { name: 'Số nhà, tên đường', exact: true }).fill('5 Bản Mây');
  await page.getByRole('textbox', { name: /^Ghi chú/ }).fill('Giao giờ hành chính');
  await page.getByRole('textbox', { name: /^Mã giảm giá/ }).fill('MAY10');
  await page.getByRole('combobox', { name: 'Tỉnh/Thành phố' }).selectOption({
    label: 'Tỉnh Sơn La',
  });
  await page.getByRole('button', { name: 'Xem phường/xã' }).click();

  await expect(page).toHaveURL(/\/vi\/checkout\?province=\d{2}$/);
  await expect(page.getByRole('combobox', { name: 'Phường/Xã' })).toBeEnabled();
  await page.getByRole('combobox', { name: 'Phường/Xã' }).selectOption({ label: 'Xã Tà Xùa' });
  await expect(page.getByRole('combobox', { name: 'Tỉnh/Thành phố' })).toHaveValue(/^\d{2}$/);
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await expect(page.getByRole('textbox', { name: /^Số điện thoại$/ })).toHaveValue(phone);
  await expect(page.getByRole('textbox', { name: 'Họ và tên người nhận' })).toHaveValue(
    'Lò Văn Páo',
  );
  await expect(page.getByRole('textbox', { name: 'Số nhà, tên đường', exact: true })).toHaveValue(
    '5 Bản Mây',
  );
  await expect(page.getByRole('textbox', { name: /^Ghi chú/ })).toHaveValue('Giao giờ hành chính');
  await expect(page.getByRole('textbox', { name: /^Mã giảm giá/ })).toHaveValue('MAY10');
  // Nothing personal in the address, and none of it readable in the cookie that keeps it.
  expect(page.url()).not.toContain(phone);
  expect(decodeURIComponent(page.url())).not.toContain(email);
  const cookies = await page.context().cookies();
  const draft = cookies.find((cookie) => cookie.name === 'checkout_draft');
  expect(draft?.httpOnly).toBe(true);
  expect(draft?.value).not.toContain(phone);
  expect(Buffer.from(draft?.value ?? '', 'base64url').toString('latin1')).not.toContain(phone);
  await expectNoAxeViolationsWithoutScripts(page);
});
