// Colour mode: light / dark / auto, stored in localStorage under `vueuse-color-scheme`.
// `colorModeInitScript` runs inline in <head> so the `dark` class is set before first paint.
import { COLOR_MODE_STORAGE_KEY } from '@/config';
import { inlineScript } from '@/lib/inline-script';

export const colorModes = ['light', 'dark', 'auto'] as const;
export type ColorMode = (typeof colorModes)[number];
export type ResolvedColorMode = 'light' | 'dark';

export const DEFAULT_COLOR_MODE: ColorMode = 'light';
const DARK_QUERY = '(prefers-color-scheme: dark)';

export function isColorMode(value: unknown): value is ColorMode {
  return typeof value === 'string' && (colorModes as readonly string[]).includes(value);
}

/** The stored mode; a missing or unknown value resets the store to light. */
export function readColorMode(storage: Storage): ColorMode {
  const stored = storage.getItem(COLOR_MODE_STORAGE_KEY);
  if (isColorMode(stored)) return stored;
  storage.setItem(COLOR_MODE_STORAGE_KEY, DEFAULT_COLOR_MODE);
  return DEFAULT_COLOR_MODE;
}

export function resolveColorMode(mode: ColorMode, systemPrefersDark: boolean): ResolvedColorMode {
  if (mode === 'auto') return systemPrefersDark ? 'dark' : 'light';
  return mode;
}

export function applyResolvedMode(root: HTMLElement, resolved: ResolvedColorMode): void {
  root.classList.toggle('dark', resolved === 'dark');
  root.style.colorScheme = resolved;
}

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

let forcedMode: ResolvedColorMode | null = null;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

/** Applies the current choice (or the page's forced mode) to <html>. */
export function syncColorMode(): void {
  const mode = readColorMode(window.localStorage);
  applyResolvedMode(
    document.documentElement,
    forcedMode ?? resolveColorMode(mode, systemPrefersDark()),
  );
}

export function getColorMode(): ColorMode {
  return readColorMode(window.localStorage);
}

export function setColorMode(mode: ColorMode): void {
  if (!isColorMode(mode)) throw new RangeError(`Unknown colour mode: ${String(mode)}`);
  window.localStorage.setItem(COLOR_MODE_STORAGE_KEY, mode);
  syncColorMode();
  notify();
}

/**
 * Forces a colour mode while a page is shown; returns the function that releases it.
 * Forcing `system` (or `auto`) is refused: a page may only pin light or dark.
 */
export function forceColorMode(mode: string): () => void {
  if (mode !== 'light' && mode !== 'dark') {
    console.warn(`Cannot force colour mode "${mode}": only "light" or "dark" can be forced.`);
    return () => undefined;
  }
  forcedMode = mode;
  syncColorMode();
  return () => {
    if (forcedMode === mode) forcedMode = null;
    syncColorMode();
  };
}

/** Subscribes to choice changes, other tabs' changes and, for auto, the system's changes. */
export function subscribeColorMode(listener: () => void): () => void {
  listeners.add(listener);
  const media = typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;
  const onSystemChange = () => {
    if (getColorMode() === 'auto') syncColorMode();
    listener();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key !== COLOR_MODE_STORAGE_KEY) return;
    syncColorMode();
    listener();
  };
  media?.addEventListener('change', onSystemChange);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    media?.removeEventListener('change', onSystemChange);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * Self-contained copy of read + resolve + apply for the inline <head> script (it runs before any
 * bundle loads, so it cannot import). Kept beside the functions it mirrors; tests run both.
 */
export function colorModeInit(key: string): void {
  let mode = null as string | null;
  try {
    mode = localStorage.getItem(key);
    if (mode !== 'light' && mode !== 'dark' && mode !== 'auto') {
      mode = 'light';
      localStorage.setItem(key, mode);
    }
  } catch (error) {
    mode = 'light';
    console.warn('Colour mode storage unavailable', error);
  }
  const dark =
    mode === 'dark' || (mode === 'auto' && matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
}

export const colorModeInitScript = inlineScript(
  `(${colorModeInit.toString()})(${JSON.stringify(COLOR_MODE_STORAGE_KEY)})`,
);
