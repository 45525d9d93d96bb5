/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { NotFoundContent, type NotFoundTexts } from './not-found-content';

const texts: Record<'vi' | 'en', NotFoundTexts> = {
  vi: {
    title: 'Không tìm thấy trang',
    notFound: 'Page Not Found: {path}',
    hint: 'Không có trang này.',
    backHome: 'Về trang chủ',
  },
  en: {
    title: 'Page Not Found',
    notFound: 'Page Not Found: {path}',
    hint: 'No such page.',
    backHome: 'Back to home',
  },
};

function at(path: string) {
  window.history.pushState({}, '', path);
}

describe('the 404 view', () => {
  it('names the path the visitor asked for, in its locale', () => {
    at('/en/no/such/page');
    render(<NotFoundContent texts={texts} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page Not Found');
    expect(screen.getByText('Page Not Found: /en/no/such/page')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('falls back to Vietnamese for a path without a locale', () => {
    at('/khong-co');
    render(<NotFoundContent texts={texts} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Không tìm thấy trang');
    expect(screen.getByText('Page Not Found: /khong-co')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Về trang chủ' })).toHaveAttribute('href', '/vi');
  });

  it('titles a Vietnamese page in Vietnamese and keeps the spec line with the path', () => {
    const html = renderToString(<NotFoundContent texts={texts} path="/vi/x.html" as="div" />);
    expect(html).toMatch(/<h1[^>]*>Không tìm thấy trang<\/h1>/);
    expect(html).toMatch(/<p lang="en"[^>]*>Page Not Found: \/vi\/x.html<\/p>/);
  });

  it('renders the path the server gives it in the server HTML, without waiting for the browser', () => {
    const html = renderToString(<NotFoundContent texts={texts} path="/en/no/such/page" as="div" />);
    expect(html).toContain('Page Not Found: /en/no/such/page');
    expect(html).toContain('href="/en"');
    expect(html).not.toContain('<main');
  });
});
