/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { Button, buttonClass } from './button';

describe('<Button>', () => {
  it('does not submit its form unless it is the submit button', () => {
    const submitted = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <form onSubmit={submitted}>
        <Button>Quay lại</Button>
        <Button type="submit">Đặt hàng</Button>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Quay lại' }));
    expect(submitted).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Đặt hàng' }));
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('keeps dark text on the brand colour and white text on red', () => {
    expect(buttonClass()).toContain('bg-primary-500 text-slate-950');
    expect(buttonClass({ variant: 'danger' })).toContain('bg-red-700 text-white');
  });

  it('adds the caller’s layout classes to its look', () => {
    render(<Button className="w-full">Thanh toán</Button>);
    expect(screen.getByRole('button', { name: 'Thanh toán' }).className).toBe(
      buttonClass({ className: 'w-full' }),
    );
    expect(buttonClass({ className: 'w-full' })).toMatch(/ w-full$/);
  });
});
