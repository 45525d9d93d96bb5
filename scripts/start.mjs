#!/usr/bin/env node
// `npm start`: serve the production build. On this machine only (a loopback SITE_URL), it also
// does what a newcomer needs first: builds when there is no build yet (or REBUILD=1), migrates the
// embedded SQLite store, and turns the payment and invoice sandboxes on when no keys are set. A deployment
// (any other SITE_URL, or DATABASE_URL) builds once (`npm run build`), migrates as a deploy step
// (`npm run db:migrate`) and only then starts: README, "Several instances".
import './lib/require-node.mjs';
import { existsSync } from 'node:fs';
import path from 'node:path';
import nextEnv from '@next/env';
import { isLoopbackUrl, refuseUnsafeStart, siteUrlOf } from '../src/server/deployment.mjs';
import { run } from './lib/run.mjs';

const root = path.resolve(import.meta.dirname, '..');

// The environment and .env files, which Next reads too.
nextEnv.loadEnvConfig(root);
const siteUrl = siteUrlOf(process.env);
const local = isLoopbackUrl(siteUrl);
refuseUnsafeStart(process.env);

// Payments: on this machine with no payment keys anywhere, the local sandbox takes pretend payments
// so that a fresh checkout can complete a purchase. Never for a public SITE_URL: there the sandbox
// runs only when PAYMENT_SANDBOX=1 is set explicitly (and never beside real keys, src/env.ts).
const paymentKeys = [
  'PAYOS_CLIENT_ID',
  'PAYOS_API_KEY',
  'PAYOS_CHECKSUM_KEY',
  'VNPAY_TMN_CODE',
  'VNPAY_HASH_SECRET',
  'MOMO_PARTNER_CODE',
  'MOMO_ACCESS_KEY',
  'MOMO_SECRET_KEY',
];
if (local && !process.env.PAYMENT_SANDBOX && paymentKeys.every((name) => !process.env[name])) {
  process.env.PAYMENT_SANDBOX = '1';
  console.warn(
    '[payments] No payment keys set: PAYMENT_SANDBOX=1, the local sandboxes take pretend ' +
      'payments (Thanh toán thử nghiệm — không trừ tiền). Set the PAYOS_*, VNPAY_* or MOMO_* ' +
      'keys to take real payments (README, "Payments").',
  );
}
// E-invoices: likewise, with no Viettel S-Invoice login the local S-Invoice sandbox issues
// pretend invoices for paid orders (src/env.ts points the Viettel adapter at it and refuses it
// beside a real login). A public SITE_URL runs it only when INVOICE_SANDBOX=1 is set explicitly.
const invoiceKeys = ['VIETTEL_SINVOICE_USERNAME', 'VIETTEL_SINVOICE_PASSWORD'];
if (local && !process.env.INVOICE_SANDBOX && invoiceKeys.every((name) => !process.env[name])) {
  process.env.INVOICE_SANDBOX = '1';
  console.warn(
    '[invoices] No S-Invoice login set: INVOICE_SANDBOX=1, the local Viettel S-Invoice sandbox ' +
      'issues pretend invoices (no legal effect). Set VIETTEL_SINVOICE_USERNAME and ' +
      'VIETTEL_SINVOICE_PASSWORD with INVOICE_PROVIDER=viettel to issue real ones (README, ' +
      '"E-invoices").',
  );
}
// One instance on this machine, with no balancer to leave first: Ctrl-C stops it at once instead
// of serving the drain's grace period (src/server/drain.mjs; README, "Several instances").
if (local && process.env.SHUTDOWN_GRACE_SECONDS === undefined) {
  process.env.SHUTDOWN_GRACE_SECONDS = '0';
}
const distDir = process.env.NEXT_DIST_DIR || '.next';
const port = process.env.PORT || '3000';

const hasBuild = existsSync(path.join(root, distDir, 'BUILD_ID'));
if (process.env.REBUILD === '1' || !hasBuild) {
  if (!local) {
    // A machine that builds for itself gets a build of its own: build once, run that everywhere.
    console.error(
      `[start] ${hasBuild ? 'REBUILD=1' : `No production build in ${distDir}`}: npm start builds ` +
        `only for a loopback SITE_URL, not ${siteUrl}. Build first (npm run build, with the ` +
        'same BUILD_ID and SITE_URL for every instance), then npm start.',
    );
    process.exit(1);
  }
  await run('node', ['scripts/build.mjs'], { cwd: root });
}
// The embedded store of this machine is migrated here; a shared store is a deploy step, and the
// server refuses to serve a store that is behind (src/server/db/index.ts).
if (local && !process.env.DATABASE_URL) {
  await run('npx', ['tsx', 'scripts/db/migrate.ts'], { cwd: root });
}
await run('node', ['scripts/server.mjs', '-p', port], { cwd: root });
