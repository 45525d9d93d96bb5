// Theme, favicon and style configs for route files (layouts, pages), read at build/regeneration
// time through the server caller (DESIGN.md §5) — never fetched by the browser, so the first paint
// has them. The route files pass them down as plain props (STYLE.md rule 3).
// Tagged for `revalidateTag(THEME_CACHE_TAG)` when an operator changes them, with a short
// `revalidate` as a safety net.
import 'server-only';
import type { Metadata } from 'next';
import { unstable_cache } from 'next/cache';
import type { ThemeColors } from '@/lib/theme-css';
import { ticketCardStyle, type TicketCardStyle } from '@/lib/ticket-card-style';
import { DEFAULT_FAVICON, DEFAULT_LOGO } from '@/store-defaults';
import { getServerCaller } from '../caller';
import { THEME_TAG } from '../services/site/page-tags';

export const THEME_CACHE_TAG = THEME_TAG;
export const THEME_REVALIDATE_SECONDS = 300;

const cacheOptions = { tags: [THEME_CACHE_TAG], revalidate: THEME_REVALIDATE_SECONDS };

export interface ActiveTheme {
  id: string;
  colors: ThemeColors;
}

/** The active theme, or null (no active theme, or the read failed: built-in defaults apply). */
export const loadActiveTheme = unstable_cache(
  async (): Promise<ActiveTheme | null> => {
    try {
      const theme = await (await getServerCaller()).theme.getActiveTheme();
      return theme ? { id: theme.id, colors: theme.colors } : null;
    } catch (error) {
      console.error('[theme] theme.getActiveTheme failed; using the built-in colours', error);
      return null;
    }
  },
  ['active-theme'],
  cacheOptions,
);

/** Same-site paths or https URLs only: a favicon URL ends up in every page's <head>. */
function safeIconUrl(value: string): boolean {
  return /^\/(?!\/)[^\s"<>]*$/.test(value) || /^https:\/\/[^\s"<>]+$/.test(value);
}

export const loadFavicon = unstable_cache(
  async (): Promise<{ lightModeUrl: string; darkModeUrl: string }> => {
    try {
      const logo = await (await getServerCaller()).logo.getActiveLogo({ type: 'favicon' });
      if (logo && safeIconUrl(logo.lightModeUrl) && safeIconUrl(logo.darkModeUrl)) {
        return { lightModeUrl: logo.lightModeUrl, darkModeUrl: logo.darkModeUrl };
      }
      console.warn('[theme] no usable active favicon; keeping the default file');
    } catch (error) {
      console.warn('[theme] logo.getActiveLogo failed; keeping the default favicon', error);
    }
    return DEFAULT_FAVICON;
  },
  ['favicon'],
  cacheOptions,
);

/** The header's logo, light and dark (the committed files when none is usable or the read fails). */
export const loadLogo = unstable_cache(
  async (): Promise<{ lightModeUrl: string; darkModeUrl: string }> => {
    try {
      const logo = await (await getServerCaller()).logo.getActiveLogo({ type: 'logo' });
      if (logo && safeIconUrl(logo.lightModeUrl) && safeIconUrl(logo.darkModeUrl)) {
        return { lightModeUrl: logo.lightModeUrl, darkModeUrl: logo.darkModeUrl };
      }
      console.warn('[theme] no usable active logo; keeping the default file');
    } catch (error) {
      console.warn('[theme] logo.getActiveLogo failed; keeping the default logo', error);
    }
    return DEFAULT_LOGO;
  },
  ['logo'],
  cacheOptions,
);

/** `icons` for generateMetadata: the light and dark favicons, chosen by the system colour scheme. */
export async function faviconIcons(): Promise<NonNullable<Metadata['icons']>> {
  const { lightModeUrl, darkModeUrl } = await loadFavicon();
  return {
    icon: [
      { url: lightModeUrl, media: '(prefers-color-scheme: light)' },
      { url: darkModeUrl, media: '(prefers-color-scheme: dark)' },
    ],
  };
}

/** The ticket-card style of the active theme (defaults when there is none or the read fails). */
export const loadTicketCardStyle = unstable_cache(
  async (): Promise<TicketCardStyle> => {
    const theme = await loadActiveTheme();
    if (!theme) return ticketCardStyle(null);
    try {
      const configs = await (
        await getServerCaller()
      ).componentStyleConfig.byThemeId({ themeId: theme.id });
      return ticketCardStyle(configs);
    } catch (error) {
      console.error('[theme] componentStyleConfig.byThemeId failed; using the defaults', error);
      return ticketCardStyle(null);
    }
  },
  ['ticket-card-style'],
  cacheOptions,
);
