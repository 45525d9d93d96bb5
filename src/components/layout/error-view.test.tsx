/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import LocaleError from '@/app/[locale]/error';
import en from '@/messages/en.json';
import vi from '@/messages/vi.json';
import { errorTexts } from './error-texts';

jest.mock('next/navigation', () => ({ useParams: () => ({ locale: 'vi' }) }));
import { ErrorView, statusMessageFor } from './error-view';

describe('the root error view', () => {
  it('shows the status code, the status message and the error message', () => {
    render(
      <ErrorView
        statusCode={404}
        statusMessage={statusMessageFor(404)}
        message="Page Not Found: /vi/x"
      />,
    );
    expect(screen.getByTestId('error-status')).toHaveTextContent('404');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page Not Found');
    expect(screen.getByTestId('error-message')).toHaveTextContent('Page Not Found: /vi/x');
  });

  it('names every other status an internal server error', () => {
    expect(statusMessageFor(500)).toBe('Internal Server Error');
    expect(statusMessageFor(503)).toBe('Internal Server Error');
  });
});

describe('the page error boundary', () => {
  const renderError = (error: Error & { statusCode?: number }, reset = jest.fn()) =>
    render(<LocaleError error={error} reset={reset} />);

  it('defaults to status 500 and shows the message', () => {
    renderError(new Error('Không thể tải thông tin người dùng'));
    expect(screen.getByTestId('error-status')).toHaveTextContent('500');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Internal Server Error');
    expect(screen.getByTestId('error-message')).toHaveTextContent(
      'Không thể tải thông tin người dùng',
    );
  });

  it('keeps a status code the error carries', () => {
    renderError(Object.assign(new Error('Bad gateway'), { statusCode: 502 }));
    expect(screen.getByTestId('error-status')).toHaveTextContent('502');
  });

  it('offers to try again', () => {
    const reset = jest.fn();
    renderError(new Error('x'), reset);
    fireEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(reset).toHaveBeenCalled();
  });
});

describe('error boundary texts', () => {
  it('match the message catalogues', () => {
    for (const [locale, messages] of [
      ['vi', vi],
      ['en', en],
    ] as const) {
      expect(errorTexts[locale]).toEqual({
        serverTitle: messages.Errors.serverTitle,
        retry: messages.Errors.retry,
      });
    }
  });
});
