/** @jest-environment jsdom */
import { COLOR_MODE_STORAGE_KEY } from '@/config';
import {
  colorModeInit,
  forceColorMode,
  getColorMode,
  readColorMode,
  resolveColorMode,
  setColorMode,
  subscribeColorMode,
} from './color-mode';

type Listener = (event: { matches: boolean }) => void;

function mockSystem(prefersDark: boolean) {
  const listeners = new Set<Listener>();
  const media = {
    matches: prefersDark,
    addEventListener: (_: string, l: Listener) => listeners.add(l),
    removeEventListener: (_: string, l: Listener) => listeners.delete(l),
  };
  window.matchMedia = jest.fn().mockReturnValue(media) as unknown as typeof window.matchMedia;
  return {
    change(dark: boolean) {
      media.matches = dark;
      listeners.forEach((l) => l({ matches: dark }));
    },
  };
}

const html = () => document.documentElement;

beforeEach(() => {
  localStorage.clear();
  html().className = '';
  mockSystem(false);
});

describe('stored colour mode', () => {
  it('defaults to light and stores it', () => {
    expect(readColorMode(localStorage)).toBe('light');
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('light');
  });

  it('resets any other stored value to light', () => {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'purple');
    expect(readColorMode(localStorage)).toBe('light');
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('light');
  });

  it('keeps light, dark and auto', () => {
    for (const mode of ['light', 'dark', 'auto'] as const) {
      localStorage.setItem(COLOR_MODE_STORAGE_KEY, mode);
      expect(readColorMode(localStorage)).toBe(mode);
    }
  });

  it('resolves auto from the system preference', () => {
    expect(resolveColorMode('auto', true)).toBe('dark');
    expect(resolveColorMode('auto', false)).toBe('light');
    expect(resolveColorMode('dark', false)).toBe('dark');
  });
});

describe('the inline start-up script', () => {
  it('adds the dark class before the page paints when dark is stored', () => {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'dark');
    colorModeInit(COLOR_MODE_STORAGE_KEY);
    expect(html()).toHaveClass('dark');
  });

  it('follows the system for auto', () => {
    mockSystem(true);
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'auto');
    colorModeInit(COLOR_MODE_STORAGE_KEY);
    expect(html()).toHaveClass('dark');
  });

  it('resets an unknown value to light', () => {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'system');
    colorModeInit(COLOR_MODE_STORAGE_KEY);
    expect(html()).not.toHaveClass('dark');
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('light');
  });
});

describe('changing the mode', () => {
  it('persists the choice and applies it', () => {
    setColorMode('dark');
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('dark');
    expect(html()).toHaveClass('dark');
    setColorMode('light');
    expect(html()).not.toHaveClass('dark');
    expect(getColorMode()).toBe('light');
  });

  it('reacts to system changes while on auto', () => {
    const system = mockSystem(false);
    const listener = jest.fn();
    const unsubscribe = subscribeColorMode(listener);
    setColorMode('auto');
    expect(html()).not.toHaveClass('dark');
    system.change(true);
    expect(html()).toHaveClass('dark');
    expect(listener).toHaveBeenCalled();
    unsubscribe();
  });

  it('ignores system changes when a fixed mode is chosen', () => {
    const system = mockSystem(false);
    const unsubscribe = subscribeColorMode(() => undefined);
    setColorMode('light');
    system.change(true);
    expect(html()).not.toHaveClass('dark');
    unsubscribe();
  });
});

describe('forcing a mode', () => {
  it('lets a page pin dark until it releases it', () => {
    setColorMode('light');
    const release = forceColorMode('dark');
    expect(html()).toHaveClass('dark');
    release();
    expect(html()).not.toHaveClass('dark');
  });

  it('refuses to force system with a warning', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    setColorMode('light');
    forceColorMode('system');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('system'));
    expect(html()).not.toHaveClass('dark');
    warn.mockRestore();
  });
});
