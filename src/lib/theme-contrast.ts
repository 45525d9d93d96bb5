// WCAG 2.x contrast of a theme's colours against the text they carry (WCAG AA: 4.5:1 for body
// text). The pairs are the ones the components use: links in primary-800 on white (light) and
// primary-300 on the dark page (dark); buttons in primary-500 (primary-400 on hover) under
// slate-950 text in both schemes.
import type { PaletteName, Shade } from './theme-palette';

export const AA_BODY_TEXT = 4.5;

const WHITE = '#ffffff';
/** Tailwind's slate-950: the dark page's background and the buttons' text. */
const SLATE_950 = '#020617';

export interface ContrastPair {
  scheme: 'light' | 'dark';
  palette: PaletteName;
  shade: Shade;
  /** The other colour of the pair. */
  against: string;
  use: 'link' | 'button' | 'buttonHover';
}

export const CONTRAST_PAIRS: readonly ContrastPair[] = [
  { scheme: 'light', palette: 'primary', shade: '800', against: WHITE, use: 'link' },
  { scheme: 'light', palette: 'primary', shade: '500', against: SLATE_950, use: 'button' },
  { scheme: 'light', palette: 'primary', shade: '400', against: SLATE_950, use: 'buttonHover' },
  { scheme: 'dark', palette: 'primary', shade: '300', against: SLATE_950, use: 'link' },
  { scheme: 'dark', palette: 'primary', shade: '500', against: SLATE_950, use: 'button' },
  { scheme: 'dark', palette: 'primary', shade: '400', against: SLATE_950, use: 'buttonHover' },
];

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of a `#rrggbb` colour. */
export function luminance(hex: string): number {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return (
    0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255)
  );
}

/** The contrast ratio of two `#rrggbb` colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

export interface ContrastFailure extends ContrastPair {
  color: string;
  ratio: number;
}

/** Every pair below AA for body text; empty when the theme may be used. */
export function contrastFailures(colors: {
  light: Record<PaletteName, Record<Shade, string>>;
  dark: Record<PaletteName, Record<Shade, string>>;
}): ContrastFailure[] {
  return CONTRAST_PAIRS.flatMap((pair) => {
    const color = colors[pair.scheme][pair.palette][pair.shade];
    const ratio = contrastRatio(color, pair.against);
    return ratio < AA_BODY_TEXT ? [{ ...pair, color, ratio: Math.round(ratio * 100) / 100 }] : [];
  });
}
