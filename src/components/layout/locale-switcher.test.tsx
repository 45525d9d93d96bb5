/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { LocaleSwitcher } from './locale-switcher';

let pathname = '/vi/thuc-don';
jest.mock('next/navigation', () => ({ usePathname: () => pathname }));

function alternates(links: Record<string, string>) {
  document.head.innerHTML = Object.entries(links)
    .map(
      ([lang, href]) => `<link rel="alternate" hreflang="${lang}" href="http://localhost${href}">`,
    )
    .join('');
}

const renderSwitcher = () =>
  render(<LocaleSwitcher target="en" label="English" description="Switch to English" />);

describe('<LocaleSwitcher>', () => {
  it('links to the same page under the other locale, canonical form', () => {
    pathname = '/vi/thuc-don';
    alternates({});
    renderSwitcher();
    expect(screen.getByRole('link', { name: 'Switch to English' })).toHaveAttribute(
      'href',
      '/en/menu',
    );
  });

  it("follows the page's hreflang link when the slug is translated", () => {
    pathname = '/vi/bai-viet/le-hoi-hoa-tam-giac-mach';
    alternates({ vi: pathname, en: '/en/posts/buckwheat-flower-festival' });
    renderSwitcher();
    expect(screen.getByRole('link', { name: 'Switch to English' })).toHaveAttribute(
      'href',
      '/en/posts/buckwheat-flower-festival',
    );
  });

  it('ignores alternates that still describe the previous page', () => {
    pathname = '/vi/bai-viet/mua-may';
    alternates({
      vi: '/vi/bai-viet/le-hoi-hoa-tam-giac-mach',
      en: '/en/posts/buckwheat-flower-festival',
    });
    renderSwitcher();
    expect(screen.getByRole('link', { name: 'Switch to English' })).toHaveAttribute(
      'href',
      '/en/posts/mua-may',
    );
  });
});
