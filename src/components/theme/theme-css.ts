// The active theme's palettes as CSS variables (spec §3 "Theme"): the light palette on :root, the
// dark one on :root.dark, overriding the built-in defaults of src/app/globals.css that Tailwind's
// primary/secondary/tertiary/brand-yellow colours read.
import { PALETTE_NAMES, SHADES, type PaletteName, type Shade } from '@/lib/theme-palette';

export type ColorScheme = Partial<Record<PaletteName, Partial<Record<Shade, string>>>>;

export interface ThemeColors {
  light?: ColorScheme;
  dark?: ColorScheme;
}

/** Colours only: a stored value must never be able to close the rule or inject another. */
const COLOR_VALUE =
  /^(#[0-9a-f]{3,4}|#[0-9a-f]{6}|#[0-9a-f]{8}|(rgb|rgba|hsl|hsla|oklch|oklab)\([0-9.,%\s/+-]+\))$/i;

export function isCssColor(value: unknown): value is string {
  return typeof value === 'string' && COLOR_VALUE.test(value.trim());
}

function declarations(scheme: ColorScheme | undefined): string[] {
  if (!scheme) return [];
  const out: string[] = [];
  for (const palette of PALETTE_NAMES) {
    for (const shade of SHADES) {
      const value = scheme[palette]?.[shade];
      if (isCssColor(value)) out.push(`--${palette}-${shade}:${value.trim()}`);
    }
  }
  return out;
}

/**
 * CSS text for the theme's palettes, or '' when there is nothing valid to apply (no theme, a
 * failed read): the defaults of globals.css then stay in force. `html:root` outranks the plain
 * `:root` of globals.css whatever order the two style sheets end up in.
 */
export function themeCss(colors: ThemeColors | null | undefined): string {
  if (!colors) return '';
  const light = declarations(colors.light);
  const dark = declarations(colors.dark);
  const rules: string[] = [];
  if (light.length) rules.push(`html:root{${light.join(';')}}`);
  if (dark.length) rules.push(`html:root.dark{${dark.join(';')}}`);
  return rules.join('\n');
}
