import { AA_BODY_TEXT, contrastFailures, contrastRatio } from './theme-contrast';
import { BUILT_IN_SCHEME } from './theme-palette';

describe('theme contrast (WCAG 2.x)', () => {
  it('measures the known extremes and the AA boundary', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // #767676 is the lightest grey that passes AA on white; #777777 just fails.
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(AA_BODY_TEXT);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(AA_BODY_TEXT);
  });

  it('passes the built-in palettes and names each failing pair', () => {
    const colors = { light: BUILT_IN_SCHEME, dark: BUILT_IN_SCHEME };
    expect(contrastFailures(colors)).toEqual([]);
    const light = { ...BUILT_IN_SCHEME, primary: { ...BUILT_IN_SCHEME.primary, 800: '#ffd452' } };
    expect(contrastFailures({ light, dark: BUILT_IN_SCHEME })).toEqual([
      expect.objectContaining({ scheme: 'light', palette: 'primary', shade: '800', use: 'link' }),
    ]);
  });
});
