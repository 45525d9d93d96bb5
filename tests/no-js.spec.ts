// Booking without JavaScript: the booking page's plain form chooses a day and the
// quantities, the checkout's plain form posts the buyer and the method to the route handler, which
// places the order like ticket.placeOrder and sends the buyer to the PayOS sandbox; a refusal
// comes back as the checkout page with the spec's message in the visitor's language.
import { expect as baseExpect, test } from '@playwright/test';
import { expectNoAxeViolationsWithoutScripts } from './helpers/axe';
import { vietnamDay } from './helpers/vietnam-day';

const expect = baseExpect.configure({ timeout: 15_000 });
test.use({ javaScriptEnabled: false });
test.describe.configure({ timeout: 120_000 });

const TEXTS = {
  vi: {
    booking: '/vi/dat-ve',
    day: /Chọn ngày tham quan/,
    adults: 'Số lượng Vé người lớn',
    children: 'Số lượng Vé trẻ em',
    continue: 'Tiếp tục',
    pay: /^Thanh toán /,
    fullName: 'Họ và tên',
    phone: 'Số điện thoại',
    email: 'Email',
    invalidForm: 'Vui lòng kiểm tra lại các trường được đánh dấu.',
    required: 'Trường này là bắt buộc',
    payos: /Thanh toán trực tuyến qua PayOS/,
    outOfRange: 'Ngày tham quan nằm ngoài khoảng có thể đặt (hôm nay đến 60 ngày tới)',
    thanks: /^Cảm ơn bạn! Đơn hàng NM-[0-9A-Z]{8} đã được ghi nhận\./,
  },
  en: {
    booking: '/en/order-ticket',
    day: /Choose your visit day/,
    adults: 'Number of Adult ticket',
    children: 'Number of Child ticket',
    continue: 'Continue',
    pay: /^Pay /,
    fullName: 'Full name',
    phone: 'Phone number',
    email: 'Email',
    invalidForm: 'Please check the highlighted fields.',
    required: 'This field is required',
    payos: /Pay online with PayOS/,
    outOfRange: 'The visit day is outside the bookable range (today to 60 days ahead)',
    thanks: /^Thank you! Order NM-[0-9A-Z]{8} has been received\./,
  },
} as const;

for (const [locale, text] of Object.entries(TEXTS)) {
  test(`books two adults and a child and pays at the sandbox without JavaScript (${locale})`, async ({
    page,
  }) => {
    // A day ahead: today's sales close at 17:30 on Vietnam's clock.
    const visitDay = vietnamDay(locale === 'vi' ? 3 : 4);
    await page.goto(text.booking);
    await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
    await page.getByRole('textbox', { name: text.day }).fill(visitDay);
    await page.getByRole('spinbutton', { name: text.adults }).fill('2');
    await page.getByRole('spinbutton', { name: text.children }).fill('1');
    await expectNoAxeViolationsWithoutScripts(page);
    await page.getByRole('button', { name: text.continue }).click();

    await expect(page).toHaveURL(new RegExp(`/checkout/ticket\\?day=${visitDay}&`));
    await expect(page.getByTestId('loading-overlay')).toBeHidden();
    const pay = page.getByRole('button', { name: text.pay });
    await pay.click();
    // Refused by the route handler: the checkout again, the spec's messages in this language.
    await expect(page.getByRole('alert')).toHaveText(text.invalidForm);
    await expect(page.getByRole('textbox', { name: text.fullName })).toHaveAccessibleDescription(
      text.required,
    );
    await expectNoAxeViolationsWithoutScripts(page);

    await page.getByRole('textbox', { name: text.fullName }).fill('Nguyễn Thị Mây');
    await page.getByRole('textbox', { name: text.phone }).fill(`09${String(Date.now()).slice(-8)}`);
    await page.getByRole('textbox', { name: text.email }).fill(`no-js-${locale}@example.vn`);
    await page.getByRole('radio', { name: text.payos }).check();
    await pay.click();

    await expect(page).toHaveURL(/\/api\/payments\/sandbox\/pay\/[0-9a-f]{32}$/);
    await page.getByRole('button', { name: 'Thanh toán', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/checkout/success\\?order=NM-`));
    await expect(page.getByRole('status').filter({ hasText: text.thanks })).toBeVisible();
    await expectNoAxeViolationsWithoutScripts(page);
  });

  test(`refuses a day out of range with the spec's message without JavaScript (${locale})`, async ({
    page,
  }) => {
    await page.goto(`/${locale}/checkout/ticket?day=${vietnamDay(90)}&ve-nguoi-lon=1`);
    await page.getByRole('textbox', { name: text.fullName }).fill('Trần Văn Gió');
    await page.getByRole('textbox', { name: text.phone }).fill(`09${String(Date.now()).slice(-8)}`);
    await page.getByRole('textbox', { name: text.email }).fill(`no-js-far-${locale}@example.vn`);
    await page.getByRole('button', { name: text.pay }).click();
    await expect(page.getByRole('alert')).toHaveText(text.outOfRange);
    await expect(page).toHaveURL(/error=refusal%3Adate-out-of-range/);
  });
}

const SHOP = {
  vi: {
    product: '/vi/san-pham/ao-mua-gon-nhe',
    sku: 'NM-PONCHO-ADT',
    size: 'Kích cỡ',
    quantity: 'Số lượng',
    add: 'Thêm vào giỏ hàng',
    email: 'Email',
    phone: /^Số điện thoại$/,
    recipient: 'Họ và tên người nhận',
    recipientPhone: 'Số điện thoại người nhận',
    street: 'Số nhà, tên đường',
    province: 'Tỉnh/Thành phố',
    showWards: 'Xem phường/xã',
    ward: 'Phường/Xã',
    area: { province: 'Tỉnh Sơn La', ward: 'Phường Tô Hiệu' },
    placeOrder: 'Đặt hàng',
    invalidForm: 'Vui lòng kiểm tra lại các trường được đánh dấu.',
    required: 'Trường này là bắt buộc',
    payos: /Thanh toán trực tuyến qua PayOS/,
    thanks: /^Cảm ơn bạn! Đơn hàng NM-[0-9A-Z]{8} đã được ghi nhận\./,
    line: /Áo mưa gọn nhẹ \(Người lớn\) × 2/,
  },
  en: {
    product: '/en/products/light-poncho',
    sku: 'NM-PONCHO-KID',
    size: 'Size',
    quantity: 'Quantity',
    add: 'Add to cart',
    email: 'Email',
    phone: /^Phone number$/,
    recipient: "Recipient's full name",
    recipientPhone: "Recipient's phone number",
    street: 'House number and street',
    province: 'Province/City',
    showWards: 'Show its wards',
    ward: 'Ward/Commune',
    area: { province: 'Tỉnh Sơn La', ward: 'Phường Tô Hiệu' },
    placeOrder: 'Place order',
    invalidForm: 'Please check the highlighted fields.',
    required: 'This field is required',
    payos: /Pay online with PayOS/,
    thanks: /^Thank you! Order NM-[0-9A-Z]{8} has been received\./,
    line: /Light poncho \(Child\) × 2/,
  },
} as const;

for (const [locale, text] of Object.entries(SHOP)) {
  test(`adds goods to the cart and pays at the sandbox without JavaScript (${locale})`, async ({
    page,
  }) => {
    await page.goto(text.product);
    await page.getByRole('combobox', { name: text.size }).selectOption(text.sku);
    await page.getByRole('spinbutton', { name: text.quantity }).fill('2');
    await expectNoAxeViolationsWithoutScripts(page);
    await page.getByRole('button', { name: text.add }).click();

    await expect(page).toHaveURL(new RegExp(`/${locale}/checkout$`));
    await expect(page.getByText(text.line)).toBeVisible();
    const placeOrder = page.getByRole('button', { name: text.placeOrder });
    await placeOrder.click();
    await expect(page.getByRole('alert')).toHaveText(text.invalidForm);
    await expect(page.getByRole('textbox', { name: text.recipient })).toHaveAccessibleDescription(
      text.required,
    );
    await expectNoAxeViolationsWithoutScripts(page);

    // The province first (a plain GET back to the checkout), then its wards are listed.
    await page.getByRole('combobox', { name: text.province }).selectOption({
      label: text.area.province,
    });
    await page.getByRole('button', { name: text.showWards }).click();
    await expect(page).toHaveURL(/[?&]province=\d{2}/);
    await page.getByRole('combobox', { name: text.ward }).selectOption({ label: text.area.ward });

    const phone = `09${String(Date.now()).slice(-8)}`;
    await page.getByRole('textbox', { name: text.email }).fill(`no-js-shop-${locale}@example.vn`);
    await page.getByRole('textbox', { name: text.phone }).fill(phone);
    await page.getByRole('textbox', { name: text.recipient }).fill('Lê Văn Sương');
    await page.getByRole('textbox', { name: text.recipientPhone }).fill(phone);
    await page.getByRole('textbox', { name: text.street, exact: true }).fill('12 Đường Mây');
    await page.getByRole('radio', { name: text.payos }).check();
    await placeOrder.click();

    await expect(page).toHaveURL(/\/api\/payments\/sandbox\/pay\/[0-9a-f]{32}$/);
    await page.getByRole('button', { name: 'Thanh toán', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/checkout/success\\?order=NM-`));
    await expect(page.getByRole('status').filter({ hasText: text.thanks })).toBeVisible();
  });
}
