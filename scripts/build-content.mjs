#!/usr/bin/env node
// Compiles what writers commit into what the app imports: redirect rules, when each content file
// last changed, generated images, the contentlayer2 collections and the slugs of the detail pages. Run by the build, the dev server
// and the tests.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { run } from './lib/run.mjs';

const root = path.resolve(import.meta.dirname, '..');

await run('node', ['scripts/compile-redirects.mjs'], { cwd: root });
await run('node', ['scripts/compile-content-dates.mjs'], { cwd: root });
if (existsSync(path.join(root, 'scripts/images/generate.mjs'))) {
  await run('node', ['scripts/images/generate.mjs'], { cwd: root });
}
if (existsSync(path.join(root, 'contentlayer.config.ts'))) {
  await run('npx', ['contentlayer2', 'build'], { cwd: root });
  // The slugs each detail page pre-renders, for the edge middleware (src/generated/).
  await run('npx', ['tsx', '--conditions=react-server', 'scripts/compile-detail-slugs.ts'], {
    cwd: root,
  });
}
