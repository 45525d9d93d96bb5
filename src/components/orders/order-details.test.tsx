/** @jest-environment jsdom */
// An order's page never says anything about shipping for tickets, which never ship.
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import vi from '@/messages/vi.json';
import type { OrderView } from '@/lib/cart/types';
import { OrderDetails } from './order-details';

jest.mock('next-intl', () => jest.requireActual('@/testing/next-intl-test-double'));

const base: OrderView = {
  orderCode: 'NM-ABCDEFGH',
  status: 'confirmed',
  paymentStatus: 'paid',
  subtotal: 300000,
  discount: 0,
  shippingFee: 0,
  totalAmount: 300000,
  currency: 'VND',
  lines: [
    {
      sku: 've-nguoi-lon',
      name: 'Vé người lớn',
      unitPrice: 150000,
      quantity: 2,
      subtotal: 300000,
      discount: 0,
      total: 300000,
    },
  ],
  shipping: null,
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
