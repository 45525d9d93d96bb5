import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * The stand-ins in globals.css make a phone's own font take Be Vietnam Pro's room until the files
 * are in use. Their figures follow next/font's formula (get-fallback-metrics-from-font-file.js):
 * size-adjust is the ratio of the two fonts' average letter widths over a frequency-weighted
 * string, and the vertical overrides are Be Vietnam Pro's metrics divided by it. This recomputes
 * them from the Be Vietnam Pro files in node_modules, so a font update that changes its metrics
 * fails here instead of shifting every page when the font swaps in.
 */

interface Metrics {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  lineGap: number;
  /** Mean advance width of AVERAGE_OF's glyphs, in font units. */
  averageWidth: number;
}

/** next/font's string: letters by frequency, and spaces for word length. */
const AVERAGE_OF = 'aaabcdeeeefghiijklmnnoopqrrssttuvwxyz      ';

/**
 * The stand-ins' average widths over AVERAGE_OF, in em, measured with the same parser:
 * - Arial 400 is next/font's own constant (934.51 / 2048); Liberation Sans 2.1 and Arimo have
 *   Arial's advance widths by design, and 700 was measured from LiberationSans-Bold.ttf;
 * - Roboto from @fontsource/roboto 5.3.0 (Roboto 3, the face Android ships), latin 400 and 700;
 * - DejaVu Sans 2.37 (Debian's fonts-dejavu-core), DejaVuSans.ttf and DejaVuSans-Bold.ttf.
 */
const STAND_INS = {
  'Be Vietnam Pro Arial': { 400: 934.5116279069767 / 2048, 700: 1011.046511627907 / 2048 },
  'Be Vietnam Pro Roboto': { 400: 938 / 2048, 700: 951.6976744186046 / 2048 },
  'Be Vietnam Pro DejaVu': { 400: 1070.3023255813953 / 2048, 700: 1205.953488372093 / 2048 },
} as const;

const FILES = {
  400: 'node_modules/@fontsource/be-vietnam-pro/files/be-vietnam-pro-latin-400-normal.woff2',
  700: 'node_modules/@fontsource/be-vietnam-pro/files/be-vietnam-pro-latin-700-normal.woff2',
} as const;

const root = path.resolve(__dirname, '../..');
const css = readFileSync(path.join(root, 'src/app/globals.css'), 'utf8');

function percent(value: number): string {
  return `${(value * 100).toFixed(2)}%`;
}

/**
 * A font file's metrics, read with the parser next/font measures files with. It runs in a child
 * process because next/jest maps every `@next/font/…` import to a mock.
 */
function measure(file: string): Metrics {
  const script = `
    const mod = require('next/dist/compiled/@next/font/dist/fontkit').default;
    const font = (mod.default || mod)(require('node:fs').readFileSync(process.argv[1]));
    const widths = font.glyphsForString(process.argv[2]).map((glyph) => glyph.advanceWidth);
    const { unitsPerEm, ascent, descent, lineGap } = font;
    const averageWidth = widths.reduce((sum, width) => sum + width, 0) / widths.length;
    process.stdout.write(JSON.stringify({ unitsPerEm, ascent, descent, lineGap, averageWidth }));`;
  const output = execFileSync(process.execPath, ['-e', script, path.join(root, file), AVERAGE_OF], {
    cwd: root,
    encoding: 'utf8',
  });
  return JSON.parse(output) as Metrics;
}

/** The overrides next/font's formula gives for Be Vietnam Pro at `weight` over a stand-in. */
function expectedFace(weight: 400 | 700, standInAverage: number) {
  const font = measure(FILES[weight]);
  const sizeAdjust = font.averageWidth / font.unitsPerEm / standInAverage;
  const scaled = (metric: number) => percent(Math.abs(metric) / (font.unitsPerEm * sizeAdjust));
  return {
    'size-adjust': percent(sizeAdjust),
    'ascent-override': scaled(font.ascent),
    'descent-override': scaled(font.descent),
    'line-gap-override': scaled(font.lineGap),
  };
}

/** The descriptors of globals.css's @font-face for `family` at `weight`. */
function declaredFace(family: string, weight: number): Record<string, string> {
  for (const [, body] of css.matchAll(/@font-face\s*\{([^}]*)\}/g)) {
    const descriptors = Object.fromEntries(
      [...(body ?? '').matchAll(/([a-z-]+)\s*:\s*([^;]+);/g)].map(([, name, value]) => [
        name,
        (value ?? '').replace(/\s+/g, ' ').trim(),
      ]),
    );
    if (descriptors['font-family'] === `'${family}'` && descriptors['font-weight'] === `${weight}`)
      return descriptors;
  }
  throw new Error(`globals.css declares no @font-face for ${family} ${weight}`);
}

describe('the font stand-ins in globals.css', () => {
  for (const [family, averages] of Object.entries(STAND_INS)) {
    for (const weight of [400, 700] as const) {
      it(`${family} ${weight} takes Be Vietnam Pro ${weight}'s room`, () => {
        const declared = declaredFace(family, weight);
        const expected = expectedFace(weight, averages[weight]);
        // As numbers: 0% and 0.00% are the same override.
        const numbers = (face: Record<string, string | undefined>) =>
          Object.fromEntries(
            Object.keys(expected).map((name) => [name, Number.parseFloat(face[name] ?? 'NaN')]),
          );
        expect(numbers(declared)).toEqual(numbers(expected));
      });
    }
  }

  it("reproduces next/font's own Arial figures, so the formula is the same", () => {
    // What next/font generated for the Latin set with adjustFontFallback: 'Arial' (build CSS).
    expect(expectedFace(400, STAND_INS['Be Vietnam Pro Arial'][400])).toEqual({
      'size-adjust': '111.01%',
      'ascent-override': '90.08%',
      'descent-override': '23.87%',
      'line-gap-override': '0.00%',
    });
  });

  it('names local fonts only, so a stand-in never fetches a file', () => {
    for (const family of Object.keys(STAND_INS)) {
      for (const weight of [400, 700]) {
        const sources = declaredFace(family, weight).src?.split(/,\s*/) ?? [];
        expect(sources.length).toBeGreaterThan(0);
        for (const source of sources) expect(source).toMatch(/^local\('[^']+'\)$/);
      }
    }
  });

  it('puts the stand-ins after Be Vietnam Pro and before the system fonts', () => {
    const stack = /--font-sans:\s*([^;]+);/.exec(css)?.[1]?.replace(/\s+/g, ' ');
    expect(stack).toBe(
      "var(--font-be-vietnam-pro-vi), var(--font-be-vietnam-pro-latin), 'Be Vietnam Pro Arial', 'Be Vietnam Pro Roboto', 'Be Vietnam Pro DejaVu', ui-sans-serif, system-ui, sans-serif",
    );
  });
});
