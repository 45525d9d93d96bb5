#!/usr/bin/env node
// `npm start`: build when there is no production build yet (or REBUILD=1), then serve it.
// The store (embedded SQLite by default) is migrated and seeded by the server on start.
import { existsSync } from 'node:fs';
import path from 'node:path';
import nextEnv from '@next/env';
import { run } from './lib/run.mjs';

const root = path.resolve(import.meta.dirname, '..');

// Payments: with no PayOS keys anywhere (environment or .env files, which Next reads too), the
// local sandbox takes pretend payments so that a fresh checkout can complete a purchase.
nextEnv.loadEnvConfig(root);
const payosKeys = ['PAYOS_CLIENT_ID', 'PAYOS_API_KEY', 'PAYOS_CHECKSUM_KEY'];
if (!process.env.PAYMENT_SANDBOX && payosKeys.every((name) => !process.env[name])) {
  process.env.PAYMENT_SANDBOX = '1';
  console.warn(
    '[payments] No PayOS keys set: PAYMENT_SANDBOX=1, the local sandbox takes pretend payments ' +
      '(Thanh toán thử nghiệm — không trừ tiền). Set PAYOS_CLIENT_ID, PAYOS_API_KEY and ' +
      'PAYOS_CHECKSUM_KEY to take real payments (README, "Payments").',
  );
}
const distDir = process.env.NEXT_DIST_DIR || '.next';
const port = process.env.PORT || '3000';

if (process.env.REBUILD === '1' || !existsSync(path.join(root, distDir, 'BUILD_ID'))) {
  await run('node', ['scripts/build.mjs'], { cwd: root });
}
await run('node', ['scripts/server.mjs', '-p', port], { cwd: root });
