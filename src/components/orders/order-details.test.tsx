/** @jest-environment jsdom */
// An order's page: its summary lists the lines at full price, each discount order.get names, then
// shipping and the total, and they add up; it says nothing about shipping for tickets.
import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import vi from '@/messages/vi.json';
import { OrderDetails } from './order-details';
import type { OrderView } from '@/lib/trpc/contract';

jest.mock('next-intl', () => jest.requireActual('@/testing/next-intl-test-double'));

// An order as order.get answers it (the type is the router's own).
const base: OrderView = {
  orderCode: 'NM-ABCDEFGH',
  kind: 'goods',
  status: 'confirmed',
  paymentStatus: 'paid',
  locale: 'vi',
  subtotal: 300000,
  discount: 0,
  shippingFee: 0,
  totalAmount: 300000,
  voucher: null,
  discounts: [],
  currency: 'VND',
  createdAt: '2026-11-20T03:00:00.000Z',
  lines: [
    {
      sku: 've-nguoi-lon',
      name: 'Vé người lớn',
      optionsLabel: null,
      serviceDate: null,
      unitPrice: 150000,
      quantity: 2,
      subtotal: 300000,
      discount: 0,
      total: 300000,
      undiscountedTotal: 300000,
    },
  ],
  tickets: [],
  refund: null,
  contact: { email: 'khach@example.com', phone: '0912345678' },
  shipping: null,
  billing: null,
  notes: null,
  payment: null,
  cancellable: false,
  refundDue: false,
  taxBreakdown: [],
  invoice: null,
};

function renderOrder(order: OrderView) {
  render(
    <NextIntlClientProvider locale="vi" messages={vi}>
      <OrderDetails order={order} locale="vi" />
    </NextIntlClientProvider>,
  );
}

it('shows no shipping line on a ticket order', () => {
  renderOrder({ ...base, kind: 'tickets' });
  expect(screen.getByText('Tạm tính')).toBeInTheDocument();
  expect(screen.queryByText(vi.Cart.shipping)).not.toBeInTheDocument();
  expect(screen.queryByText(vi.Cart.shippingFree)).not.toBeInTheDocument();
});

it('keeps the shipping line on a goods order', () => {
  renderOrder({ ...base, kind: 'goods' });
  expect(screen.getByText(vi.Cart.shipping)).toBeInTheDocument();
  expect(screen.getByText(vi.Cart.shippingFree)).toBeInTheDocument();
});

/** A money cell as a number: "−1.225.000đ" → -1225000, "Miễn phí" → 0. */
function amountOf(text: string | null): number {
  const digits = (text ?? '').replace(/[^0-9]/g, '');
  const value = digits ? Number(digits) : 0;
  return (text ?? '').trim().startsWith('−') ? -value : value;
}

it('shows 35 adults at full price, the tier and the voucher on their own rows, adding up', () => {
  renderOrder({
    ...base,
    kind: 'tickets',
    subtotal: 12_250_000,
    discount: 1_225_000,
    totalAmount: 9_922_500,
    voucher: { code: 'NHOM10', discount: 1_102_500 },
    discounts: [
      { kind: 'tier', label: 'Giảm giá theo số lượng (Vé người lớn, 10 %)', amount: 1_225_000 },
      { kind: 'voucher', label: 'Mã giảm giá NHOM10', amount: 1_102_500 },
    ],
    lines: [
      {
        sku: 've-nguoi-lon',
        name: 'Vé người lớn',
        optionsLabel: null,
        serviceDate: '2026-12-10',
        unitPrice: 350_000,
        quantity: 35,
        subtotal: 12_250_000,
        discount: 1_225_000,
        total: 11_025_000,
        undiscountedTotal: 12_250_000,
      },
    ],
  });
  const lines = screen.getByRole('region', { name: vi.Orders.lines });
  expect(within(lines).getByText('12.250.000đ')).toBeInTheDocument();
  expect(within(lines).queryByText('11.025.000đ')).not.toBeInTheDocument();
  const summary = screen.getByRole('region', { name: vi.Cart.summary });
  const terms = within(summary).getAllByRole('term');
  const values = within(summary).getAllByRole('definition');
  expect(terms.map((term) => term.textContent)).toEqual([
    'Tạm tính',
    'Giảm giá theo số lượng (Vé người lớn, 10 %)',
    'Mã giảm giá NHOM10',
    'Tổng cộng',
  ]);
  const amounts = values.map((value) => amountOf(value.textContent));
  expect(amounts).toEqual([12_250_000, -1_225_000, -1_102_500, 9_922_500]);
  // Every row but the total adds up to the total.
  expect(amounts.slice(0, -1).reduce((sum, amount) => sum + amount, 0)).toBe(amounts.at(-1));
});
