import {
  bookingFormOf,
  eTicketOf,
  sandboxPayTokenOf,
  ticketOrderFormOf,
  vietnamDayAhead,
} from './e-ticket.mjs';

// Shapes of the real pages (/vi/dat-ve, /vi/checkout/ticket, the sandbox's hosted page), cut down.
const BOOKING_PAGE = `<form action="/vi/tim-kiem" method="get"><input type="search" name="q"/></form>
  <noscript><form class="mt-6 grid" action="/vi/checkout/ticket" method="get">
  <input id="booking-day-input" type="date" required="" min="2026-11-27" max="2027-01-26" class="w-full" name="day"/>
  <input id="booking-qty-ve-nguoi-lon" type="number" inputMode="numeric" min="0" max="50" name="ve-nguoi-lon" value="0"/>
  <input id="booking-qty-ve-tre-em" type="number" inputMode="numeric" min="0" max="50" name="ve-tre-em" value="0"/>
  <button type="submit">Tiếp tục</button></form></noscript>`;

const CHECKOUT_PAGE = `<form action="/vi/tim-kiem" method="get"><input type="hidden" name="x" value="no"/></form>
  <noscript><form noValidate="" class="mt-4" action="/api/forms/ticket-order" method="post">
  <input type="hidden" name="locale" value="vi"/>
  <input type="hidden" name="idempotencyKey" value="25df4a2e-2f4b-477a-b1fe-b015b41980a1"/>
  <input type="hidden" name="day" value="2026-11-30"/><input type="hidden" name="ve-nguoi-lon" value="1"/>
  <input id="checkout-fullName" autoComplete="name" name="fullName"/>
  <input type="radio" class="mt-1 size-5" name="paymentMethod" checked="" value="payos"/>
  <input type="radio" class="mt-1 size-5" name="paymentMethod" value="vnpay"/>
  <button type="submit">Thanh toán 350.000đ</button></form></noscript>`;

const SANDBOX_PAGE = `<div class="actions">
<form method="post"><input type="hidden" name="token" value="tok&amp;en-1"><input type="hidden" name="action" value="pay"><button type="submit" class="pay">Thanh toán</button></form>
<form method="post"><input type="hidden" name="token" value="tok&amp;en-1"><input type="hidden" name="action" value="cancel"><button type="submit" class="cancel">Hủy thanh toán</button></form></div>`;

describe('the e-ticket the bench books', () => {
  it("counts the visit day on Vietnam's clock (UTC+7)", () => {
    // 18:30 UTC is already the next day in Vietnam.
    expect(vietnamDayAhead(3, new Date('2026-11-26T18:30:00Z'))).toBe('2026-11-30');
    expect(vietnamDayAhead(3, new Date('2026-11-26T16:59:00Z'))).toBe('2026-11-29');
    expect(vietnamDayAhead(3, new Date('2026-12-30T12:00:00Z'))).toBe('2027-01-02');
  });

  it("reads the booking page's plain form: where it goes, the days, the first ticket type", () => {
    expect(bookingFormOf(BOOKING_PAGE)).toEqual({
      action: '/vi/checkout/ticket',
      first: '2026-11-27',
      last: '2027-01-26',
      ticketType: 've-nguoi-lon',
    });
    expect(bookingFormOf('<form action="/vi/tim-kiem" method="get"></form>')).toBeNull();
  });

  it("reads the checkout's plain form: its hidden fields and the payment methods", () => {
    expect(ticketOrderFormOf(CHECKOUT_PAGE)).toEqual({
      action: '/api/forms/ticket-order',
      fields: [
        ['locale', 'vi'],
        ['idempotencyKey', '25df4a2e-2f4b-477a-b1fe-b015b41980a1'],
        ['day', '2026-11-30'],
        ['ve-nguoi-lon', '1'],
      ],
      methods: ['payos', 'vnpay'],
    });
    expect(ticketOrderFormOf('<p>Chưa chọn vé</p>')).toBeNull();
  });

  it("takes the token of the sandbox page's Pay form, unescaped", () => {
    expect(sandboxPayTokenOf(SANDBOX_PAGE)).toBe('tok&en-1');
    expect(sandboxPayTokenOf('<p>Thanh toán đã hoàn tất</p>')).toBeNull();
  });

  it("links the order's first ticket with a key to its Vietnamese e-ticket page", () => {
    expect(
      eTicketOf({
        tickets: [
          { code: 'VE-AAAAAAAAAA', accessKey: null },
          { code: 'VE-7QWZSKFG1T', accessKey: 'p-Rg9FLQI5mpA0sY-Woab6jy' },
        ],
      }),
    ).toEqual({ path: '/vi/ve-dien-tu/p-Rg9FLQI5mpA0sY-Woab6jy', code: 'VE-7QWZSKFG1T' });
    expect(eTicketOf({ tickets: [] })).toBeNull();
    expect(eTicketOf(null)).toBeNull();
  });
});
