import localFont from 'next/font/local';
import { fontsInitScript } from '@/lib/web-fonts';

/*
 * One family on every phone (DESIGN §11): Be Vietnam Pro from @fontsource, served from our own
 * origin, two weights, Latin + Vietnamese subsets split by unicode-range as Fontsource splits them.
 * next/font/local emits one face set per call (its paths must be literals), so each subset is its
 * own call; the Vietnamese one comes first in the stack (its range holds only the letters Latin
 * lacks). Text painted before the files are in use takes about the same room in a metric-matched
 * stand-in: globals.css declares those (Arial, Roboto and DejaVu Sans, each weight), as
 * next/font's own fallback names only Arial, which Android phones do not have.
 */
export const beVietnamProVietnamese = localFont({
  src: [
    {
      path: '../../node_modules/@fontsource/be-vietnam-pro/files/be-vietnam-pro-vietnamese-400-normal.woff2',
      weight: '400',
      style: 'normal',
    },
    {
      path: '../../node_modules/@fontsource/be-vietnam-pro/files/be-vietnam-pro-vietnamese-700-normal.woff2',
      weight: '700',
      style: 'normal',
    },
  ],
  display: 'swap',
  variable: '--font-be-vietnam-pro-vi',
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0102-0103, U+0110-0111, U+0128-0129, U+0168-0169, U+01A0-01A1, U+01AF-01B0, U+0300-0301, U+0303-0304, U+0308-0309, U+0323, U+0329, U+1EA0-1EF9, U+20AB',
    },
  ],
  // Not preloaded: a preload competes with the hero image and the style sheet for the first
  // round trips (measured: higher FCP and LCP); text paints at once in the matched fallback.
  preload: false,
  adjustFontFallback: false,
});

export const beVietnamProLatin = localFont({
  src: [
    {
      path: '../../node_modules/@fontsource/be-vietnam-pro/files/be-vietnam-pro-latin-400-normal.woff2',
      weight: '400',
      style: 'normal',
    },
    {
      path: '../../node_modules/@fontsource/be-vietnam-pro/files/be-vietnam-pro-latin-700-normal.woff2',
      weight: '700',
      style: 'normal',
    },
  ],
  display: 'swap',
  variable: '--font-be-vietnam-pro-latin',
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
    },
  ],
  preload: false,
  adjustFontFallback: false,
});

/** The classes that define both variables on <html>; globals.css builds --font-sans from them. */
export const fontVariables = `${beVietnamProVietnamese.variable} ${beVietnamProLatin.variable}`;

/**
 * Puts the font to use once the page has loaded (src/lib/web-fonts.ts): the inline <head> script.
 * Until then globals.css points both variables at the metric-matched stand-ins.
 */
export const webFontsScript = fontsInitScript(
  // The faces themselves: a family list could also name a local stand-in, which a phone without
  // that font cannot load, and one failed face fails the whole FontFaceSet.load.
  [beVietnamProVietnamese, beVietnamProLatin].map(
    (font) => font.style.fontFamily.split(',')[0] ?? '',
  ),
  ['400', '700'],
);
