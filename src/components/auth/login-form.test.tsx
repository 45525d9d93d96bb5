/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TRPCClientError } from '@trpc/client';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import vi from '@/messages/vi.json';
import { LoginForm } from './login-form';

jest.mock('next-intl', () => jest.requireActual('@/testing/next-intl-test-double'));

function renderForm(onSubmit: jest.Mock, locale: 'vi' | 'en' = 'vi') {
  const messages = locale === 'vi' ? vi : en;
  return render(
    <NextIntlClientProvider locale={locale} messages={messages}>
      <LoginForm onSubmit={onSubmit} />
    </NextIntlClientProvider>,
  );
}

function unauthorized(message: string) {
  const data = {
    code: 'UNAUTHORIZED',
    httpStatus: 401,
    details: { reason: 'invalid-credentials' },
  };
  return new TRPCClientError(message, {
    result: { error: { code: -32001, message, data } },
  } as ConstructorParameters<typeof TRPCClientError>[1]);
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('<LoginForm>', () => {
  it('shows the required-field message under each empty field and sends nothing', async () => {
    const onSubmit = jest.fn();
    renderForm(onSubmit);
    await userEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Trường này là bắt buộc');
    expect(screen.getByLabelText('Mật khẩu')).toHaveAccessibleDescription('Trường này là bắt buộc');
    expect(screen.getByLabelText('Email')).toBeInvalid();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('rejects an invalid email in the page language', async () => {
    const onSubmit = jest.fn();
    renderForm(onSubmit, 'en');
    await userEvent.type(screen.getByLabelText('Email'), 'an@');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-123');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Invalid email address');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the normalised credentials', async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    renderForm(onSubmit);
    await userEvent.type(screen.getByLabelText('Email'), ' An@Example.vn ');
    await userEvent.type(screen.getByLabelText('Mật khẩu'), 'matkhau123');
    await userEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'an@example.vn', password: 'matkhau123' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says the refusal by its key, in the page's language", async () => {
    const onSubmit = jest.fn().mockRejectedValue(unauthorized('Email hoặc mật khẩu không đúng'));
    renderForm(onSubmit);
    await userEvent.type(screen.getByLabelText('Email'), 'an@example.vn');
    await userEvent.type(screen.getByLabelText('Mật khẩu'), 'sai-mat-khau');
    await userEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email hoặc mật khẩu không đúng');
  });

  it("never shows the server's Vietnamese sentence on an English page", async () => {
    const onSubmit = jest.fn().mockRejectedValue(unauthorized('Email hoặc mật khẩu không đúng'));
    renderForm(onSubmit, 'en');
    await userEvent.type(screen.getByLabelText('Email'), 'an@example.vn');
    await userEvent.type(screen.getByLabelText('Password'), 'sai-mat-khau');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong email or password');
  });

  it('shows the default login error when the failure has no server message', async () => {
    const onSubmit = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    renderForm(onSubmit);
    await userEvent.type(screen.getByLabelText('Email'), 'an@example.vn');
    await userEvent.type(screen.getByLabelText('Mật khẩu'), 'matkhau123');
    await userEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Đã xảy ra lỗi trong quá trình đăng nhập',
    );
  });
});
