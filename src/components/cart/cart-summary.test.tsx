/** @jest-environment jsdom */
// The cart's and goods checkout's summary: the lines' full price, each line's tier and the voucher
// on their own rows, shipping, and a total that the rows add up to.
import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import vi from '@/messages/vi.json';
import { CartSummary, cartSummaryRows } from './cart-summary';

jest.mock('next-intl', () => jest.requireActual('@/testing/next-intl-test-double'));

const line = (name: string, unitPrice: number, quantity: number, discount: number) => ({
  name,
  unitPrice,
  quantity,
  subtotal: unitPrice * quantity,
  discount,
});

function amountOf(text: string | null): number {
  const digits = (text ?? '').replace(/[^0-9]/g, '');
  return (text ?? '').trim().startsWith('−') ? -Number(digits || 0) : Number(digits || 0);
}

it('lists each discount and shipping, and the rows add up', () => {
  // 10 postcard sets at 60.000đ (10 %), 2 keyrings at 45.000đ (none), a 50.000đ voucher.
  const summary = cartSummaryRows(
    {
      lines: [line('Bộ bưu thiếp', 60_000, 10, 60_000), line('Móc khóa', 45_000, 2, 0)],
      shippingFee: 30_000,
    },
    'vi',
    { code: 'GIAM50K', discount: 50_000 },
  );
  expect(summary).toEqual({
    subtotal: 690_000,
    discounts: [
      expect.objectContaining({
        kind: 'tier',
        label: 'Giảm giá theo số lượng (Bộ bưu thiếp, 10 %)',
        amount: 60_000,
      }),
      expect.objectContaining({ kind: 'voucher', label: 'Mã giảm giá GIAM50K', amount: 50_000 }),
    ],
    shippingFee: 30_000,
    total: 610_000,
  });
  render(
    <NextIntlClientProvider locale="vi" messages={vi}>
      <CartSummary summary={summary} locale="vi" />
    </NextIntlClientProvider>,
  );
  const region = screen.getByRole('region', { name: vi.Cart.summary });
  expect(
    within(region)
      .getAllByRole('term')
      .map((t) => t.textContent),
  ).toEqual([
    vi.Cart.subtotal,
    'Giảm giá theo số lượng (Bộ bưu thiếp, 10 %)',
    'Mã giảm giá GIAM50K',
    vi.Cart.shipping,
    vi.Cart.total,
  ]);
  const amounts = within(region)
    .getAllByRole('definition')
    .map((d) => amountOf(d.textContent));
  expect(amounts).toEqual([690_000, -60_000, -50_000, 30_000, 610_000]);
  expect(amounts.slice(0, -1).reduce((a, b) => a + b, 0)).toBe(amounts.at(-1));
});
