/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { setColorMode } from '@/lib/color-mode';
import { ForcedColorMode } from './forced-color-mode';

beforeEach(() => {
  window.matchMedia = jest.fn().mockReturnValue({
    matches: false,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }) as unknown as typeof window.matchMedia;
  localStorage.clear();
  setColorMode('light');
});

describe('<ForcedColorMode>', () => {
  it('pins dark while the page is shown and restores the choice after', () => {
    const { unmount } = render(<ForcedColorMode mode="dark" />);
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem('vueuse-color-scheme')).toBe('light');
    unmount();
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('refuses system with a console warning', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<ForcedColorMode mode="system" />);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"system"'));
    expect(document.documentElement).not.toHaveClass('dark');
    warn.mockRestore();
  });
});
