import '@testing-library/jest-dom';

// jsdom leaves out TextEncoder/TextDecoder, which every browser and Node have; shared validation
// (UTF-8 byte caps in src/lib/validation/text.ts) uses them in both.
if (typeof globalThis.TextEncoder === 'undefined') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a test setup shim
  const util = require('node:util') as typeof import('node:util');
  Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });
}
