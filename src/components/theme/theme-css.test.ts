import { isCssColor, themeCss } from './theme-css';

describe('theme CSS variables', () => {
  it('writes the light palette on :root and the dark one on :root.dark', () => {
    const css = themeCss({
      light: { primary: { '500': '#0ea5e9', '800': '#075985' }, yellow: { '400': '#facc15' } },
      dark: { primary: { '500': '#38bdf8' } },
    });
    expect(css).toBe(
      'html:root{--primary-500:#0ea5e9;--primary-800:#075985;--yellow-400:#facc15}\n' +
        'html:root.dark{--primary-500:#38bdf8}',
    );
  });

  it('writes nothing without a theme, so the built-in amber defaults stay', () => {
    expect(themeCss(null)).toBe('');
    expect(themeCss(undefined)).toBe('');
    expect(themeCss({})).toBe('');
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
