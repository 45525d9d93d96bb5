#!/usr/bin/env node
// `npm start`: build when there is no production build yet (or REBUILD=1), then serve it.
// The store (embedded SQLite by default) is migrated and seeded by the server on start.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { run } from './lib/run.mjs';

const root = path.resolve(import.meta.dirname, '..');
const distDir = process.env.NEXT_DIST_DIR || '.next';
const port = process.env.PORT || '3000';

if (process.env.REBUILD === '1' || !existsSync(path.join(root, distDir, 'BUILD_ID'))) {
  await run('node', ['scripts/build.mjs'], { cwd: root });
}
await run('npx', ['next', 'start', '-p', port], { cwd: root });
