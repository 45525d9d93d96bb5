/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { RetryAlert } from './retry-alert';

describe('<RetryAlert>', () => {
  it('reads the failure out as an alert and loads again from its button', () => {
    const onRetry = jest.fn();
    render(
      <RetryAlert message="Không tải được giỏ hàng." retryLabel="Thử lại" onRetry={onRetry} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Không tải được giỏ hàng.');
    fireEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
