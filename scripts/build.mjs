#!/usr/bin/env node
// Production build: compile content (redirects, images, contentlayer2), publish the build manifest,
// then `next build`. Used by `npm run build`, `npm start`, the tests and the benchmark.
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { run } from './lib/run.mjs';

const root = path.resolve(import.meta.dirname, '..');
const buildId =
  process.env.BUILD_ID || `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;

await run('node', ['scripts/build-content.mjs'], { cwd: root });

// The client polls this file and reloads on the next navigation when the id changes.
mkdirSync(path.join(root, 'public/builds'), { recursive: true });
writeFileSync(
  path.join(root, 'public/builds/latest.json'),
  JSON.stringify({ id: buildId, time: new Date().toISOString() }) + '\n',
);

// The gate console's QR decoder (barcode-detector → zxing-wasm) loads its wasm from our own
// origin, never a CDN: copied under a versioned name (src/components/admin/check-in/qr-reader.ts).
const zxingVersion = JSON.parse(
  readFileSync(path.join(root, 'node_modules/zxing-wasm/package.json'), 'utf8'),
).version;
const zxingDir = path.join(root, `public/vendor/zxing-wasm-${zxingVersion}`);
mkdirSync(zxingDir, { recursive: true });
copyFileSync(
  path.join(root, 'node_modules/zxing-wasm/dist/reader/zxing_reader.wasm'),
  path.join(zxingDir, 'zxing_reader.wasm'),
);

await run('npx', ['next', 'build'], { cwd: root, env: { ...process.env, BUILD_ID: buildId } });

// The service worker that keeps opened e-tickets offline (DESIGN §2): bundled after the build so
// its precache list sees the build's stylesheets (serwist.config.mjs).
await run('npx', ['serwist', 'build', 'serwist.config.mjs'], { cwd: root });
