// The shape of a theme's colours (spec §3 "Theme"), shared by the store and the page styles:
// four palettes, each with shades 50 to 900, in a light and a dark scheme.
export const PALETTE_NAMES = ['primary', 'secondary', 'tertiary', 'yellow'] as const;
export const SHADES = [
  '50',
  '100',
  '200',
  '300',
  '400',
  '500',
  '600',
  '700',
  '800',
  '900',
] as const;

export type PaletteName = (typeof PALETTE_NAMES)[number];
export type Shade = (typeof SHADES)[number];

/**
 * The built-in palettes, the same values as the `:root` variables of src/app/globals.css (primary
 * amber #feb914; a test keeps the two equal). The seeded default theme uses them, and a theme's
 * style only needs to write the colours that differ from them.
 */
export const BUILT_IN_SCHEME: Readonly<Record<PaletteName, Readonly<Record<Shade, string>>>> = {
  primary: {
    50: '#fff9e6',
    100: '#fff0c2',
    200: '#ffe38a',
    300: '#ffd452',
    400: '#fec62b',
    500: '#feb914',
    600: '#dc9a00',
    700: '#a87400',
    800: '#7a5400',
    900: '#4d3500',
  },
  secondary: {
    50: '#ecfdf5',
    100: '#d1fae5',
    200: '#a7f3d0',
    300: '#6ee7b7',
    400: '#34d399',
    500: '#10b981',
    600: '#059669',
    700: '#047857',
    800: '#065f46',
    900: '#064e3b',
  },
  tertiary: {
    50: '#eff6ff',
    100: '#dbeafe',
    200: '#bfdbfe',
    300: '#93c5fd',
    400: '#60a5fa',
    500: '#3b82f6',
    600: '#2563eb',
    700: '#1d4ed8',
    800: '#1e40af',
    900: '#1e3a8a',
  },
  yellow: {
    50: '#fefce8',
    100: '#fef9c3',
    200: '#fef08a',
    300: '#fde047',
    400: '#facc15',
    500: '#eab308',
    600: '#ca8a04',
    700: '#a16207',
    800: '#854d0e',
    900: '#713f12',
  },
};
