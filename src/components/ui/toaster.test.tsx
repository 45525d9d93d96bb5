/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { toast } from '@/lib/toast';
import { Toaster } from './toaster';

describe('the toaster', () => {
  it('starts the top toasts below the sticky header, never over it', () => {
    const header = document.createElement('header');
    header.className = 'site-header';
    header.getBoundingClientRect = () => ({ bottom: 112 }) as DOMRect;
    document.body.append(header);
    render(<Toaster regionLabel="Thông báo" dismissLabel="Đóng" />);
    act(() => {
      toast.success('Đã thêm Áo mưa vào giỏ hàng', { position: 'top-right' });
    });
    const region = screen.getByText('Đã thêm Áo mưa vào giỏ hàng').closest('[data-position]');
    expect(region).toHaveAttribute('data-position', 'top-right');
    expect(region).toHaveStyle({ top: '128px' });
    header.remove();
  });
});
