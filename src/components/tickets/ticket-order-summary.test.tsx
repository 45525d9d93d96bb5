/** @jest-environment jsdom */
// The ticket checkout's summary (issue 38): 35 adults with a 10 % code show the line at full
// price, then the quantity discount and the voucher on their own rows, and the rows add up to the
// total the server charges (9.922.500đ), not a line that is already discounted.
import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import vi from '@/messages/vi.json';
import en from '@/messages/en.json';
import type { BookableType } from '@/lib/tickets/ticket-quote';
import { TicketOrderSummary } from './ticket-checkout-parts';

jest.mock('next-intl', () => jest.requireActual('@/testing/next-intl-test-double'));

const adult = (name: string): BookableType => ({
  id: 've-nguoi-lon',
  name,
  price: 350_000,
  tierDiscounts: [
    [10, 5],
    [30, 10],
    [50, 15],
  ],
});

function amountOf(text: string | null): number {
  const digits = (text ?? '').replace(/[^0-9]/g, '');
  return (text ?? '').trim().startsWith('−') ? -Number(digits) : Number(digits);
}

it.each([
  [
    'vi',
    vi,
    'Vé người lớn',
    ['Giảm giá theo số lượng (Vé người lớn, 10 %)', 'Mã giảm giá NHOM10', 'Tổng cộng'],
  ],
  ['en', en, 'Adult ticket', ['Quantity discount (Adult ticket, 10%)', 'Voucher NHOM10', 'Total']],
] as const)('adds up for 35 adults with a 10 %% code (%s)', (locale, messages, name, terms) => {
  render(
    <NextIntlClientProvider locale={locale} messages={messages}>
      <TicketOrderSummary
        locale={locale}
        types={[adult(name)]}
        visitDate="2026-12-10"
        lines={[{ ticketType: 've-nguoi-lon', quantity: 35 }]}
        voucher={{ code: 'NHOM10', discount: 1_102_500, total: 9_922_500 }}
        bookingLink="/vi/dat-ve"
      />
    </NextIntlClientProvider>,
  );
  const summary = screen.getByRole('region', { name: messages.Tickets.summary });
  const [line] = within(summary).getAllByRole('listitem');
  expect(line).toHaveTextContent(`${name} × 35`);
  expect(amountOf(line?.lastElementChild?.textContent ?? null)).toBe(12_250_000);
  expect(
    within(summary)
      .getAllByRole('term')
      .map((term) => term.textContent),
  ).toEqual(terms);
  const amounts = within(summary)
    .getAllByRole('definition')
    .map((value) => amountOf(value.textContent));
  expect(amounts).toEqual([-1_225_000, -1_102_500, 9_922_500]);
  expect(12_250_000 + (amounts[0] ?? 0) + (amounts[1] ?? 0)).toBe(amounts[2]);
});

it('shows no discount rows when nothing is taken off', () => {
  render(
    <NextIntlClientProvider locale="vi" messages={vi}>
      <TicketOrderSummary
        locale="vi"
        types={[adult('Vé người lớn')]}
        visitDate="2026-12-10"
        lines={[{ ticketType: 've-nguoi-lon', quantity: 2 }]}
        bookingLink="/vi/dat-ve"
      />
    </NextIntlClientProvider>,
  );
  const summary = screen.getByRole('region', { name: vi.Tickets.summary });
  expect(
    within(summary)
      .getAllByRole('term')
      .map((term) => term.textContent),
  ).toEqual(['Tổng cộng']);
  expect(within(summary).getByRole('definition')).toHaveTextContent('700.000đ');
});
