/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { toast, toastStore } from '@/lib/toast';
import { Toaster } from './toaster';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('<Toaster>', () => {
  it('announces toasts pushed before it mounted, in a live region', () => {
    toast.success('Đặt vé thành công');
    render(<Toaster regionLabel="Thông báo" dismissLabel="Đóng thông báo" />);
    const region = screen.getByRole('region', { name: 'Thông báo' });
    expect(region).toHaveTextContent('Đặt vé thành công');
    const status = screen.getAllByRole('status').find((el) => el.dataset.position === 'top-right');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('Đặt vé thành công');
  });

  it('closes a toast with its keyboard-reachable close button', () => {
    render(<Toaster regionLabel="Thông báo" dismissLabel="Đóng thông báo" />);
    act(() => {
      toast('Đã sao chép', { position: 'bottom' });
    });
    const close = screen.getAllByRole('button', { name: 'Đóng thông báo' }).at(-1);
    if (!close) throw new Error('no close button');
    fireEvent.click(close);
    act(() => {
      jest.advanceTimersByTime(150);
    });
    expect(screen.queryByText('Đã sao chép')).not.toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(5000);
    });
    expect(toastStore.getToasts().map((t) => t.message)).not.toContain('Đã sao chép');
  });
});
