/** @jest-environment jsdom */
// An order's page never says anything about shipping for tickets, which never ship.
import { render, screen } from '@testing-library/react';
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
