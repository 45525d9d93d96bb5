/** @jest-environment jsdom */
import {
  FONTS_READY_CLASS,
  FONTS_READY_STORAGE_KEY,
  fontsInit,
  fontsInitScript,
} from './web-fonts';

const FAMILIES = ["'beVietnamProVietnamese'", "'beVietnamProLatin'"];
const WEIGHTS = ['400', '700'];
const html = () => document.documentElement;

/** A FontFaceSet whose loads settle when the test says so (jsdom has none). */
function stubFonts(outcome: 'loaded' | 'failed') {
  const load = jest.fn<Promise<unknown>, [font: string, text?: string]>(() =>
    outcome === 'loaded' ? Promise.resolve([]) : Promise.reject(new Error('network')),
  );
  Object.defineProperty(document, 'fonts', { value: { load }, configurable: true });
  return load;
}

const run = () => fontsInit(FONTS_READY_CLASS, FONTS_READY_STORAGE_KEY, FAMILIES, WEIGHTS, 'aạ');
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  localStorage.clear();
  html().className = '';
});

afterEach(() => {
  Reflect.deleteProperty(document, 'fonts');
});

describe('the inline font script', () => {
  it('fetches nothing while the page loads, then every face and weight, then marks <html>', async () => {
    const load = stubFonts('loaded');
    run();
    expect(load).not.toHaveBeenCalled();
    expect(html()).not.toHaveClass(FONTS_READY_CLASS);

    window.dispatchEvent(new Event('load'));
    expect(load.mock.calls).toEqual([
      ["400 1em 'beVietnamProVietnamese'", 'aạ'],
      ["700 1em 'beVietnamProVietnamese'", 'aạ'],
      ["400 1em 'beVietnamProLatin'", 'aạ'],
      ["700 1em 'beVietnamProLatin'", 'aạ'],
    ]);
    await settle();
    expect(html()).toHaveClass(FONTS_READY_CLASS);
    expect(localStorage.getItem(FONTS_READY_STORAGE_KEY)).toBe('1');
  });

  it('uses the font from the first paint when this browser has loaded it before', () => {
    const load = stubFonts('loaded');
    localStorage.setItem(FONTS_READY_STORAGE_KEY, '1');
    run();
    expect(html()).toHaveClass(FONTS_READY_CLASS);
    window.dispatchEvent(new Event('load'));
    expect(load).not.toHaveBeenCalled();
  });

  it('keeps the fallback when a file fails, and remembers nothing', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubFonts('failed');
    run();
    window.dispatchEvent(new Event('load'));
    await settle();
    expect(html()).not.toHaveClass(FONTS_READY_CLASS);
    expect(localStorage.getItem(FONTS_READY_STORAGE_KEY)).toBeNull();
    expect(warn).toHaveBeenCalledWith('[fonts] not loaded; the fallback stays', expect.any(Error));
    warn.mockRestore();
  });

  it('is the same function in the <head> script, with its arguments', () => {
    const script = fontsInitScript(FAMILIES, WEIGHTS);
    expect(script).toContain(fontsInit.toString());
    expect(script).toContain(`"${FONTS_READY_CLASS}","${FONTS_READY_STORAGE_KEY}"`);
    const load = stubFonts('loaded');
    // The script as the browser runs it: it must be self-contained.
    new Function(script)();
    window.dispatchEvent(new Event('load'));
    expect(load).toHaveBeenCalledTimes(4);
  });
});
