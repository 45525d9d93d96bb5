/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import vi from '@/messages/vi.json';
import { RegisterForm } from './register-form';

jest.mock('next-intl', () => jest.requireActual('@/testing/next-intl-test-double'));

function renderForm(onSubmit: jest.Mock) {
  return render(
    <NextIntlClientProvider locale="vi" messages={vi}>
      <RegisterForm onSubmit={onSubmit} />
    </NextIntlClientProvider>,
  );
}

describe('<RegisterForm>', () => {
  it('labels each field, marks the optional ones and lets the browser fill them in', () => {
    renderForm(jest.fn());
    const autocomplete = (label: string) =>
      screen.getByLabelText(label, { exact: true }).getAttribute('autocomplete');
    expect(autocomplete('Tên')).toBe('given-name');
    expect(autocomplete('Họ(không bắt buộc)')).toBe('family-name');
    expect(autocomplete('Email')).toBe('email');
    expect(autocomplete('Số điện thoại(không bắt buộc)')).toBe('tel');
    expect(autocomplete('Mật khẩu')).toBe('new-password');
    expect(autocomplete('Nhập lại mật khẩu')).toBe('new-password');
    expect(screen.getByLabelText('Mật khẩu', { exact: true })).toHaveAttribute('type', 'password');
  });

  it('sends the new account with the optional fields left out when empty', async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    renderForm(onSubmit);
    await userEvent.type(screen.getByLabelText('Tên', { exact: true }), 'An');
    await userEvent.type(screen.getByLabelText('Email'), 'an@example.vn');
    await userEvent.type(screen.getByLabelText('Mật khẩu', { exact: true }), 'matkhau-dai-123');
    await userEvent.type(screen.getByLabelText('Nhập lại mật khẩu'), 'matkhau-dai-123');
    await userEvent.click(screen.getByRole('button', { name: 'Đăng ký' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'an@example.vn', firstName: 'An', lastName: undefined }),
    );
  });
});
