#!/usr/bin/env node
// Production build: compile content (redirects, images, contentlayer2), publish the build manifest,
// then `next build`. Used by `npm run build`, `npm start`, the tests and the benchmark.
import './lib/require-node.mjs';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { run } from './lib/run.mjs';

const root = path.resolve(import.meta.dirname, '..');

/**
 * The id every machine built from the same commit shares (DESIGN.md §19): the git commit, with
 * `-dirty` when the work tree has changes (two dirty trees may differ). Outside a git checkout a
 * random id, so two such builds never claim to be the same.
 */
function defaultBuildId() {
  const git = (...args) =>
    execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  try {
    const commit = git('rev-parse', '--short=12', 'HEAD').trim();
    const dirty = git('status', '--porcelain', '--untracked-files=no').trim() !== '';
    return dirty ? `${commit}-dirty` : commit;
  } catch {
    // Not a git checkout (or no git): nothing names this source tree.
    return `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
  }
}

const buildId = process.env.BUILD_ID || defaultBuildId();
if (!/^[A-Za-z0-9._-]{1,64}$/.test(buildId)) {
  console.error(`BUILD_ID must be 1–64 letters, digits, dots, dashes or underscores: ${buildId}`);
  process.exit(1);
}
console.log(`[build] BUILD_ID=${buildId}`);

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
