#!/usr/bin/env node
// The server Playwright starts: the existing production build, on a fresh store file.
import './lib/require-node.mjs';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { run } from './lib/run.mjs';

const root = path.resolve(import.meta.dirname, '..');
const distDir = process.env.NEXT_DIST_DIR || '.next';
if (!existsSync(path.join(root, distDir, 'BUILD_ID'))) {
  console.error(`No production build in ${distDir}: run "node scripts/build.mjs" first.`);
  process.exit(1);
}
const store = process.env.SQLITE_PATH;
if (store) {
  for (const suffix of ['', '-wal', '-shm']) rmSync(store + suffix, { force: true });
  mkdirSync(path.dirname(store), { recursive: true });
}
// A production server serves a migrated store only: the deploy step first (npm run db:migrate).
await run('npx', ['tsx', 'scripts/db/migrate.ts'], { cwd: root });
// The production server with its client-address and malformed-URL handling (scripts/server.mjs).
await run('node', ['scripts/server.mjs', '-p', process.env.PORT || '3100'], { cwd: root });
