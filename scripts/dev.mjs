#!/usr/bin/env node
// `npm run dev`: compile all content once (redirects, images, collections, detail slugs), then
// contentlayer2 in watch mode beside `next dev`.
import './lib/require-node.mjs';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { run } from './lib/run.mjs';

const root = path.resolve(import.meta.dirname, '..');
await run('node', ['scripts/build-content.mjs'], { cwd: root });

const children = [];
if (existsSync(path.join(root, 'contentlayer.config.ts'))) {
  children.push(spawn('npx', ['contentlayer2', 'dev'], { cwd: root, stdio: 'inherit' }));
}
children.push(spawn('npx', ['next', 'dev'], { cwd: root, stdio: 'inherit' }));
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
