import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BUILT_IN_SCHEME, PALETTE_NAMES, SHADES } from '@/lib/theme-palette';
import { isCssColor, themeCss } from './theme-css';

describe('theme CSS variables', () => {
  it('writes the light palette on :root and the dark one on :root.dark', () => {
    const css = themeCss({
      light: { primary: { '500': '#0ea5e9', '800': '#075985' }, yellow: { '400': '#fde68a' } },
      dark: { primary: { '500': '#38bdf8' } },
    });
    expect(css).toBe(
      'html:root{--primary-500:#0ea5e9;--primary-800:#075985;--yellow-400:#fde68a}\n' +
        'html:root.dark{--primary-500:#38bdf8}',
    );
  });

  it('writes nothing without a theme, so the built-in amber defaults stay', () => {
    expect(themeCss(null)).toBe('');
    expect(themeCss(undefined)).toBe('');
    expect(themeCss({})).toBe('');
  });

  it('writes nothing for the built-in palettes: every page would carry them for no change', () => {
    expect(themeCss({ light: BUILT_IN_SCHEME, dark: BUILT_IN_SCHEME })).toBe('');
  });

  it('writes only the colours that differ, dark ones against the light result', () => {
    const css = themeCss({
      light: { ...BUILT_IN_SCHEME, primary: { ...BUILT_IN_SCHEME.primary, '500': '#0ea5e9' } },
      // Same as the light override (inherited), and one shade back to the built-in value.
      dark: { primary: { '500': '#0ea5e9', '600': '#dc9a00', '700': '#111111' } },
    });
    expect(css).toBe('html:root{--primary-500:#0ea5e9}\nhtml:root.dark{--primary-700:#111111}');
  });

  it('writes a dark colour that returns to the built-in value over a light override', () => {
    const css = themeCss({
      light: { primary: { '500': '#0ea5e9' } },
      dark: { primary: { '500': '#feb914' } },
    });
    expect(css).toBe('html:root{--primary-500:#0ea5e9}\nhtml:root.dark{--primary-500:#feb914}');
  });

  it('knows the same built-in colours as globals.css declares', () => {
    const css = readFileSync(path.join(process.cwd(), 'src/app/globals.css'), 'utf8');
    for (const palette of PALETTE_NAMES) {
      for (const shade of SHADES) {
        expect(css).toContain(`--${palette}-${shade}: ${BUILT_IN_SCHEME[palette][shade]};`);
      }
    }
  });

  it('skips values that are not colours', () => {
    const css = themeCss({
      light: {
        primary: {
          '50': 'red;}body{display:none',
          '100': 'url(https://evil.example/x.png)',
          '500': 'rgb(254 185 20)',
        },
      },
    });
    expect(css).toBe('html:root{--primary-500:rgb(254 185 20)}');
  });

  it('accepts hex, rgb, hsl and oklch colours only', () => {
    expect(isCssColor('#feb914')).toBe(true);
    expect(isCssColor('#FFF')).toBe(true);
    expect(isCssColor('hsl(41 99% 54%)')).toBe(true);
    expect(isCssColor('oklch(0.83 0.17 80)')).toBe(true);
    expect(isCssColor('amber')).toBe(false);
    expect(isCssColor('#feb91')).toBe(false);
    expect(isCssColor('expression(alert(1))')).toBe(false);
  });
});
