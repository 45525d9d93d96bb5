/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { LocaleSwitcher } from './locale-switcher';

let pathname = '/vi/thuc-don';
jest.mock('next/navigation', () => ({ usePathname: () => pathname }));

// The address tables arrive with import(): the link renders once they are there.
const renderSwitcher = () =>
  act(async () => {
    render(<LocaleSwitcher target="en" label="English" description="Switch to English" />);
  });
const link = () => screen.getByRole('link', { name: 'Switch to English' });

describe('<LocaleSwitcher>', () => {
  beforeEach(() => {
    document.cookie = 'NEXT_LOCALE=; path=/; max-age=0';
  });

  it('links to the same page under the other locale, canonical form', async () => {
    pathname = '/vi/thuc-don';
    await renderSwitcher();
    expect(link()).toHaveAttribute('href', '/en/menu');
  });

  it('links a detail page to its translated slug, with no redirect in between', async () => {
    pathname = '/vi/san-pham/ca-phe-arabica-son-la';
    await renderSwitcher();
    expect(link()).toHaveAttribute('href', '/en/products/son-la-arabica-coffee');
  });

  it('translates the slug when the page was rendered at its internal path too', async () => {
    pathname = '/vi/posts/le-hoi-hoa-tam-giac-mach';
    await renderSwitcher();
    expect(link()).toHaveAttribute('href', '/en/posts/buckwheat-flower-festival');
  });

  it('keeps a slug it does not know', async () => {
    pathname = '/vi/bai-viet/mua-may';
    await renderSwitcher();
    expect(link()).toHaveAttribute('href', '/en/posts/mua-may');
  });

  it('remembers the chosen locale only when clicked', async () => {
    pathname = '/vi/thuc-don';
    await renderSwitcher();
    expect(document.cookie).not.toContain('NEXT_LOCALE');
    fireEvent.click(link());
    expect(document.cookie).toContain('NEXT_LOCALE=en');
  });

  it('carries the page’s query and hash over when clicked', async () => {
    pathname = '/vi/dat-ve';
    window.history.replaceState(null, '', '/vi/dat-ve?day=2026-12-10&ve-nguoi-lon=2#buoc-2');
    await renderSwitcher();
    expect(link()).toHaveAttribute('href', '/en/order-ticket');
    fireEvent.click(link());
    expect(link()).toHaveAttribute('href', '/en/order-ticket?day=2026-12-10&ve-nguoi-lon=2#buoc-2');
    window.history.replaceState(null, '', '/');
  });
});
