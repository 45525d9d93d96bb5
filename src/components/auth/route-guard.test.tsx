/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import vi from '@/messages/vi.json';
import { RouteGuard } from './route-guard';

jest.mock('next-intl', () => jest.requireActual('@/testing/next-intl-test-double'));

const replace = jest.fn();
// A full load (lib/navigation/hard-replace.ts): a soft replace left two <title>s in <head>.
jest.mock('@/lib/navigation/hard-replace', () => ({
  hardReplace: (href: string) => replace(href),
}));

const TOKEN = 'Jx3mB1oQk2n4p5r6s7t8u9v0wXyZaBcDeFgHiJkLmNo';

function renderGuard(guards: string[]) {
  return render(
    <NextIntlClientProvider locale="vi" messages={vi}>
      <RouteGuard guards={guards} locale="vi">
        <p>Nội dung trang</p>
      </RouteGuard>
    </NextIntlClientProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  replace.mockClear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('<RouteGuard>', () => {
  it('shows an unknown guard as a 404 "Page Not Found" with the guard error', () => {
    renderGuard(['global', 'admin-only']);
    expect(screen.getByTestId('error-status')).toHaveTextContent('404');
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByTestId('error-message')).toHaveTextContent('Unknown route middleware');
    expect(screen.queryByText('Nội dung trang')).not.toBeInTheDocument();
  });

  it('sends a guest away from an auth page to the login page', () => {
    renderGuard(['global', 'auth']);
    expect(replace).toHaveBeenCalledWith('/vi/auth/login');
    expect(screen.queryByText('Nội dung trang')).not.toBeInTheDocument();
  });

  it('lets a logged-in user see an auth page', () => {
    localStorage.setItem('accessToken', TOKEN);
    renderGuard(['global', 'auth']);
    expect(screen.getByText('Nội dung trang')).toBeInTheDocument();
    expect(replace).not.toHaveBeenCalled();
  });

  it('sends a logged-in user away from a guest page to the home page', () => {
    localStorage.setItem('accessToken', TOKEN);
    renderGuard(['global', 'guest']);
    expect(replace).toHaveBeenCalledWith('/vi');
  });
});
