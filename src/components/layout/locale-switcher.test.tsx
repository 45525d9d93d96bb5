/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { LocaleSwitcher } from './locale-switcher';

let pathname = '/vi/thuc-don';
jest.mock('next/navigation', () => ({ usePathname: () => pathname }));

const renderSwitcher = () =>
  render(<LocaleSwitcher target="en" label="English" description="Switch to English" />);
const link = () => screen.getByRole('link', { name: 'Switch to English' });

describe('<LocaleSwitcher>', () => {
  beforeEach(() => {
    document.cookie = 'NEXT_LOCALE=; path=/; max-age=0';
  });

  it('links to the same page under the other locale, canonical form', () => {
    pathname = '/vi/thuc-don';
    renderSwitcher();
    expect(link()).toHaveAttribute('href', '/en/menu');
  });

  it('links a detail page to its translated slug, with no redirect in between', () => {
    pathname = '/vi/san-pham/ca-phe-arabica-son-la';
    renderSwitcher();
    expect(link()).toHaveAttribute('href', '/en/products/son-la-arabica-coffee');
  });

  it('translates the slug when the page was rendered at its internal path too', () => {
    pathname = '/vi/posts/le-hoi-hoa-tam-giac-mach';
    renderSwitcher();
    expect(link()).toHaveAttribute('href', '/en/posts/buckwheat-flower-festival');
  });

  it('keeps a slug it does not know', () => {
    pathname = '/vi/bai-viet/mua-may';
    renderSwitcher();
    expect(link()).toHaveAttribute('href', '/en/posts/mua-may');
  });

  it('remembers the chosen locale only when clicked', () => {
    pathname = '/vi/thuc-don';
    renderSwitcher();
    expect(document.cookie).not.toContain('NEXT_LOCALE');
    fireEvent.click(link());
    expect(document.cookie).toContain('NEXT_LOCALE=en');
  });

  it('carries the page’s query and hash over when clicked', () => {
    pathname = '/vi/dat-ve';
    window.history.replaceState(null, '', '/vi/dat-ve?day=2026-12-10&ve-nguoi-lon=2#buoc-2');
    renderSwitcher();
    expect(link()).toHaveAttribute('href', '/en/order-ticket');
    fireEvent.click(link());
    expect(link()).toHaveAttribute('href', '/en/order-ticket?day=2026-12-10&ve-nguoi-lon=2#buoc-2');
    window.history.replaceState(null, '', '/');
  });
});
