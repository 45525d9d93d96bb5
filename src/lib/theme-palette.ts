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
