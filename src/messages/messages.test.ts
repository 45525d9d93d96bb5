// `t()` keys are type-checked against vi.json (src/i18n/app-config.d.ts): en.json must hold the
// same keys, or an English page would show a key where vi.json has a text.
import en from './en.json';
import vi from './vi.json';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) =>
    keys(inner, prefix ? `${prefix}.${key}` : key),
  );
}

describe('interface texts', () => {
  it('has the same keys in English as in Vietnamese', () => {
    expect(keys(en).sort()).toEqual(keys(vi).sort());
  });
});
