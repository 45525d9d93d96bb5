/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { Alert } from './alert';

describe('<Alert>', () => {
  it('reads an error out at once, as an alert', () => {
    render(<Alert tone="error">Không đặt được hàng.</Alert>);
    expect(screen.getByRole('alert')).toHaveTextContent('Không đặt được hàng.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('reads an outcome or a note out politely, as a status', () => {
    render(
      <>
        <Alert tone="success" look="panel">
          Đã duyệt yêu cầu.
        </Alert>
        <Alert tone="info">Đang xử lý.</Alert>
      </>,
    );
    expect(screen.getAllByRole('status').map((el) => el.textContent)).toEqual([
      'Đã duyệt yêu cầu.',
      'Đang xử lý.',
    ]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is a block when it holds more than a sentence', () => {
    render(
      <Alert tone="error" as="div">
        <p>Không tải được.</p>
        <button type="button">Thử lại</button>
      </Alert>,
    );
    expect(screen.getByRole('alert').tagName).toBe('DIV');
  });
});
