// Runs once when a Next.js server process starts: refuse an unsafe deployment, open the store (a
// production server checks that it is migrated, the dev server migrates it: src/server/db), so a
// schema problem fails the start instead of the first visitor; then the housekeeping sweeps every
// minute (src/server/jobs/sweep.ts). `next build` loads this file too, and does none of it: the
// build never opens the store.
import { PHASE_PRODUCTION_BUILD } from 'next/constants';

export async function register(): Promise<void> {
  // NEXT_RUNTIME and NEXT_PHASE are set by Next itself, not configuration; they are read here
  // rather than through env.ts because env.ts (and the store) must never load in the edge runtime.
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) {
    return;
  }
  const { env } = await import('./env');
  if (env.NODE_ENV === 'production') {
    const { productionStartRefusals } = await import('./server/deployment.mjs');
    const refusals = productionStartRefusals({
      SITE_URL: env.SITE_URL,
      DATABASE_URL: env.DATABASE_URL,
      TICKET_SIGNING_KEY: env.TICKET_SIGNING_KEY,
      DEVICE_COOKIE_SECRET: env.DEVICE_COOKIE_SECRET,
    });
    if (refusals.length > 0) throw new Error(refusals.join(' '));
  }
  const { getStore } = await import('./server/db');
  await getStore();
  const { configureSweeps, scheduleSweeps } = await import('./server/jobs/sweep');
  configureSweeps({
    sessionRetentionDays: env.SESSION_RETENTION_DAYS,
    uploadsDir: env.UPLOADS_DIR,
  });
  const stopSweeps = scheduleSweeps(getStore);
  // Stopped with the pools at shutdown (scripts/server.mjs), and by a test that started it.
  const { onShutdown } = await import('./server/shutdown.mjs');
  onShutdown(async () => stopSweeps());
}
