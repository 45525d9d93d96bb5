/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { useState } from 'react';
import vi from '@/messages/vi.json';
import { BestPriceOffer } from './best-price-offer';
import { TicketTypeRow } from './ticket-type-row';

jest.mock('next-intl', () => jest.requireActual('@/testing/next-intl-test-double'));

const ADULT = { id: 've-nguoi-lon', name: 'Vé người lớn', price: 350_000, tierDiscounts: [] };

function Row({ left, start = 0 }: { left: number | undefined; start?: number }) {
  const [quantity, setQuantity] = useState(start);
  return (
    <NextIntlClientProvider locale="vi" messages={vi}>
      <ul>
        <TicketTypeRow
          type={ADULT}
          locale="vi"
          quantity={quantity}
          percent={0}
          left={left}
          onChange={setQuantity}
        />
      </ul>
    </NextIntlClientProvider>
  );
}

describe('a ticket type on the booking page', () => {
  it('says "Hết vé" on a day it is sold out and cannot be added', () => {
    render(<Row left={0} />);
    expect(screen.getByText('Hết vé')).toBeInTheDocument();
    expect(screen.getByText('Hết vé cho ngày đã chọn')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Thêm một Vé người lớn' })).toBeDisabled();
    expect(screen.getByLabelText('Số lượng Vé người lớn')).toBeDisabled();
  });

  it('takes a quantity chosen before the day down to what the day has left in one tap', async () => {
    render(<Row left={0} start={2} />);
    expect(screen.getByRole('button', { name: 'Thêm một Vé người lớn' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Bớt một Vé người lớn' }));
    expect(screen.getByLabelText('Số lượng Vé người lớn')).toHaveValue(0);
    expect(screen.getByLabelText('Số lượng Vé người lớn')).toBeDisabled();
  });

  it('stops at the seats left and says why', async () => {
    render(<Row left={2} />);
    const more = screen.getByRole('button', { name: 'Thêm một Vé người lớn' });
    await userEvent.click(more);
    await userEvent.click(more);
    expect(screen.getByLabelText('Số lượng Vé người lớn')).toHaveValue(2);
    expect(more).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Ngày đã chọn chỉ còn 2 chỗ cho loại vé này.',
    );
  });
});

describe('the cheaper form of the same people', () => {
  it('shows the saving and switches in one tap', async () => {
    const onSwitch = jest.fn();
    render(
      <NextIntlClientProvider locale="vi" messages={vi}>
        <BestPriceOffer
          best={{
            lines: [
              {
                ticketType: 've-gia-dinh',
                name: 'Vé gia đình',
                unitPrice: 1_000_000,
                quantity: 1,
                discount: 0,
                percent: 0,
                bundleSaving: 200_000,
                undiscountedTotal: 1_200_000,
              },
            ],
            discounts: [
              {
                kind: 'bundle',
                subject: 'Vé gia đình',
                percent: null,
                label: 'Tiết kiệm với Vé gia đình',
                amount: 200_000,
              },
            ],
            totalAmount: 1_000_000,
          }}
          currentTotal={1_200_000}
          locale="vi"
          onSwitch={onSwitch}
        />
      </NextIntlClientProvider>,
    );
    const offer = screen.getByRole('status');
    expect(offer).toHaveTextContent('Tiết kiệm 200.000');
    expect(offer).toHaveTextContent('Vé gia đình × 1');
    await userEvent.click(screen.getByRole('button', { name: 'Đổi sang lựa chọn rẻ hơn' }));
    expect(onSwitch).toHaveBeenCalledTimes(1);
  });
});
