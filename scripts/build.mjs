#!/usr/bin/env node
// Production build: compile content (redirects, images, contentlayer2), publish the build manifest,
// then `next build`. Used by `npm run build`, `npm start`, the tests and the benchmark.
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
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

await run('npx', ['next', 'build'], { cwd: root, env: { ...process.env, BUILD_ID: buildId } });

// The service worker that keeps opened e-tickets offline (DESIGN §2): bundled after the build so
// its precache list sees the build's stylesheets (serwist.config.mjs).
await run('npx', ['serwist', 'build', 'serwist.config.mjs'], { cwd: root });
