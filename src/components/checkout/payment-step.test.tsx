/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import vi from '@/messages/vi.json';
import { PaymentMethodFieldset, usePaymentMethods } from './payment-step';
import type { PaymentMethodInfo } from '@/lib/trpc/contract';

jest.mock('next-intl', () => jest.requireActual('@/testing/next-intl-test-double'));

function Harness({ fetchMethods }: { fetchMethods: () => Promise<PaymentMethodInfo[]> }) {
  const { methods, loadMethods } = usePaymentMethods(fetchMethods, 'test');
  return (
    <NextIntlClientProvider locale="vi" messages={vi}>
      <button type="button" onClick={() => void loadMethods()}>
        start
      </button>
      <PaymentMethodFieldset methods={methods} onRetry={() => void loadMethods()} />
    </NextIntlClientProvider>
  );
}

describe('payment step', () => {
  it('offers each method as a radio with the first one chosen', async () => {
    render(<Harness fetchMethods={() => Promise.resolve([{ id: 'payos' }, { id: 'vietqr' }])} />);
    fireEvent.click(screen.getByRole('button', { name: 'start' }));
    const payos = await screen.findByRole('radio', { name: /Thanh toán trực tuyến qua PayOS/ });
    expect(payos).toBeChecked();
    expect(screen.getByRole('radio', { name: /Chuyển khoản ngân hàng/ })).not.toBeChecked();
  });

  it('says when loading the methods failed and loads them again from its button', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchMethods = jest
      .fn<Promise<PaymentMethodInfo[]>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce([{ id: 'vietqr' }]);
    render(<Harness fetchMethods={fetchMethods} />);
    fireEvent.click(screen.getByRole('button', { name: 'start' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(vi.Checkout.methodsError);
    expect(logged).toHaveBeenCalledWith('[test] loading payment methods failed', expect.any(Error));
    logged.mockRestore();
    fireEvent.click(screen.getByRole('button', { name: vi.Cart.retry }));
    await waitFor(() => expect(screen.getByRole('radio')).toBeChecked());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows "Miễn phí" instead of the methods when nothing is left to pay, and sends `free`', () => {
    const { container } = render(
      <NextIntlClientProvider locale="vi" messages={vi}>
        <form aria-label="checkout">
          <PaymentMethodFieldset
            methods={{ state: 'ready', list: [{ id: 'payos' }, { id: 'vnpay' }] }}
            free
          />
        </form>
      </NextIntlClientProvider>,
    );
    const group = screen.getByRole('group', { name: vi.Checkout.paymentMethod });
    expect(group).toHaveTextContent('Miễn phí');
    expect(group).toHaveTextContent(vi.Orders.methodHints.free);
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    const form = container.querySelector('form');
    expect(form && new FormData(form).get('paymentMethod')).toBe('free');
  });
});
