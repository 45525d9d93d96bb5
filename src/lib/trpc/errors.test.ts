import { fieldErrors, messageOr, serverMessageOr } from './errors';
import { serverError } from '@/testing/trpc-client-error';

describe('call error messages', () => {
  it("use the server's own message when it sent one", () => {
    const error = serverError('Email hoặc mật khẩu không đúng', { code: 'UNAUTHORIZED' });
    expect(serverMessageOr(error, 'Đã xảy ra lỗi trong quá trình đăng nhập')).toBe(
      'Email hoặc mật khẩu không đúng',
    );
  });

  it('fall back for network failures, internal errors and validation errors', () => {
    const fallback = 'Đã xảy ra lỗi trong quá trình đăng nhập';
    expect(serverMessageOr(new TypeError('Failed to fetch'), fallback)).toBe(fallback);
    expect(serverMessageOr(serverError('boom', { code: 'INTERNAL_SERVER_ERROR' }), fallback)).toBe(
      fallback,
    );
    expect(
      serverMessageOr(
        serverError('[{"code":"invalid_format"}]', { code: 'BAD_REQUEST' }),
        fallback,
      ),
    ).toBe(fallback);
  });

  it("read the server's field errors of a bad request", () => {
    const error = serverError('bad', {
      code: 'BAD_REQUEST',
      zodError: { formErrors: [], fieldErrors: { email: ['Email không hợp lệ'] } },
    });
    expect(fieldErrors(error)).toEqual({ email: ['Email không hợp lệ'] });
    expect(fieldErrors(new Error('x'))).toEqual({});
  });

  it('keep an error message and use the default only when there is none', () => {
    expect(messageOr(new Error('Quá nhiều yêu cầu'), 'Lỗi khởi tạo phiên')).toBe(
      'Quá nhiều yêu cầu',
    );
    expect(messageOr(new Error(''), 'Lỗi khởi tạo phiên')).toBe('Lỗi khởi tạo phiên');
    expect(messageOr('string', 'Lỗi khởi tạo phiên')).toBe('Lỗi khởi tạo phiên');
  });
});
