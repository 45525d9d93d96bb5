// When the site's own font (src/app/fonts.ts) is put to use. Text first paints in the
// metric-matched fallback; the font files are fetched once the page has loaded, so they never
// compete with the page's picture, style sheet and scripts for a slow connection's first round
// trips (the benchmark's LCP, issue 21), and the whole page changes face once, when every file
// is in. A browser that has them from an earlier visit uses them from the first paint, and a
// browser without scripts uses them at once (globals.css). `fontsInit` runs inline in <head>.
import { inlineScript } from './inline-script';

/** On <html> once the font is in use; globals.css keeps the fallback until then. */
export const FONTS_READY_CLASS = 'fonts-ready';
/** localStorage: this browser has the files in its cache (they are immutable for a year). */
export const FONTS_READY_STORAGE_KEY = 'fonts-ready';
/** Text for FontFaceSet.load: a Latin and a Vietnamese letter, so both subsets' files load. */
const SAMPLE = 'aạ';

/**
 * Self-contained (it runs before any bundle, so it cannot import): `families` names each face set
 * (one family, no fallbacks: a face that cannot load fails the whole set), `weights` the weights
 * each has. The class is added only when every file is in.
 */
export function fontsInit(
  className: string,
  key: string,
  families: string[],
  weights: string[],
  sample: string,
): void {
  const root = document.documentElement;
  try {
    if (localStorage.getItem(key) === '1') {
      root.classList.add(className);
      return;
    }
  } catch (error) {
    console.warn('[fonts] storage unavailable', error);
  }
  const fonts = document.fonts;
  if (!fonts || typeof fonts.load !== 'function') return;
  addEventListener(
    'load',
    () => {
      const loads: Promise<unknown>[] = [];
      for (const family of families) {
        for (const weight of weights) loads.push(fonts.load(`${weight} 1em ${family}`, sample));
      }
      Promise.all(loads).then(
        () => {
          root.classList.add(className);
          try {
            localStorage.setItem(key, '1');
          } catch (error) {
            console.warn('[fonts] storage unavailable', error);
          }
        },
        (error: unknown) => console.warn('[fonts] not loaded; the fallback stays', error),
      );
    },
    { once: true },
  );
}

/** The inline <head> script for these face sets. */
export function fontsInitScript(families: string[], weights: string[]): string {
  const args = [FONTS_READY_CLASS, FONTS_READY_STORAGE_KEY, families, weights, SAMPLE];
  return inlineScript(
    `(${fontsInit.toString()})(${args.map((arg) => JSON.stringify(arg)).join(',')})`,
  );
}
