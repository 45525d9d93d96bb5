// The active theme's palettes as CSS variables (spec §3 "Theme"): the light palette on :root, the
// dark one on :root.dark, overriding the built-in defaults of src/app/globals.css that Tailwind's
// primary/secondary/tertiary/brand-yellow colours read.
import {
  BUILT_IN_SCHEME,
  PALETTE_NAMES,
  SHADES,
  type PaletteName,
  type Shade,
} from '@/lib/theme-palette';

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

type Resolved = Record<string, string>;

/** `--palette-shade` → colour for every valid colour of a scheme, over the given base values. */
function resolve(scheme: ColorScheme | undefined, base: Resolved): Resolved {
  const out = { ...base };
  for (const palette of PALETTE_NAMES) {
    for (const shade of SHADES) {
      const value = scheme?.[palette]?.[shade];
      if (isCssColor(value)) out[`--${palette}-${shade}`] = value.trim();
    }
  }
  return out;
}

/** Declarations of `scheme` that change something over `base`. */
function changes(scheme: Resolved, base: Resolved): string[] {
  return Object.entries(scheme)
    .filter(([name, value]) => base[name] !== value)
    .map(([name, value]) => `${name}:${value}`);
}

const BUILT_IN: Resolved = resolve(BUILT_IN_SCHEME, {});

/**
 * CSS text for the theme's palettes, or '' when it changes nothing (no theme, a failed read, the
 * built-in palettes): the defaults of globals.css then stay in force. Only colours that differ are
 * written: light ones from the built-in values, dark ones from the light result they would
 * otherwise inherit. `html:root` outranks the plain `:root` of globals.css whatever order the two
 * style sheets end up in.
 */
export function themeCss(colors: ThemeColors | null | undefined): string {
  if (!colors) return '';
  const light = resolve(colors.light, BUILT_IN);
  const dark = resolve(colors.dark, light);
  const rules: string[] = [];
  const lightChanges = changes(light, BUILT_IN);
  const darkChanges = changes(dark, light);
  if (lightChanges.length) rules.push(`html:root{${lightChanges.join(';')}}`);
  if (darkChanges.length) rules.push(`html:root.dark{${darkChanges.join(';')}}`);
  return rules.join('\n');
}
