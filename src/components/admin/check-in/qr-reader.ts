// Reads a QR code from a camera frame or an image: the browser's BarcodeDetector where it exists
// (Android Chrome, Safari), else the `barcode-detector` ponyfill, which runs ZXing-C++ compiled to
// WebAssembly. Its wasm is served from our own origin (copied to public/vendor by
// scripts/build.mjs, cached by the service worker), never fetched from a CDN.
type Source = ImageBitmapSource;

interface Detector {
  detect(source: Source): Promise<{ rawValue: string }[]>;
}

interface DetectorConstructor {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats(): Promise<string[]>;
}

let detector: Promise<Detector> | null = null;

/** Where the decoder's wasm lives, versioned so a new build never meets an old cached file. */
export function decoderWasmUrl(version: string): string {
  return `/vendor/zxing-wasm-${version}/zxing_reader.wasm`;
}

async function nativeDetector(): Promise<Detector | null> {
  const native = (globalThis as { BarcodeDetector?: DetectorConstructor }).BarcodeDetector;
  if (!native) return null;
  try {
    const formats = await native.getSupportedFormats();
    return formats.includes('qr_code') ? new native({ formats: ['qr_code'] }) : null;
  } catch (error) {
    console.error('[check-in] native BarcodeDetector unusable, using the wasm decoder', error);
    return null;
  }
}

async function wasmDetector(): Promise<Detector> {
  const ponyfill = await import('barcode-detector/ponyfill');
  const wasmUrl = decoderWasmUrl(ponyfill.ZXING_WASM_VERSION);
  await ponyfill.prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) =>
        path.endsWith('.wasm') ? new URL(wasmUrl, window.location.origin).href : prefix + path,
    },
    fireImmediately: true,
  });
  return new ponyfill.BarcodeDetector({ formats: ['qr_code'] });
}

/** The one detector this page uses, loaded once (call early, while online, to cache the wasm). */
export function qrDetector(): Promise<Detector> {
  detector ??= nativeDetector().then((native) => native ?? wasmDetector());
  detector.catch(() => {
    detector = null;
  });
  return detector;
}

/** The first QR code's text in `source`, or null when there is none. */
export async function readQr(source: Source): Promise<string | null> {
  const found = await (await qrDetector()).detect(source);
  return found[0]?.rawValue ?? null;
}
