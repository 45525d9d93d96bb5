// Runs once when a Next.js server process starts: migrate and seed the store before the first
// request (DESIGN.md §6), so a schema problem fails the start instead of the first visitor; then
// the housekeeping sweeps every minute (src/server/jobs/sweep.ts).
import { PHASE_PRODUCTION_BUILD } from 'next/constants';

export async function register(): Promise<void> {
  // NEXT_RUNTIME and NEXT_PHASE are set by Next itself, not configuration; they are read here
  // rather than through env.ts because env.ts (and the store) must never load in the edge runtime.
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { getStore } = await import('./server/db');
    await getStore();
    // `next build` loads this file in its page-data workers: no timers there.
    if (process.env.NEXT_PHASE !== PHASE_PRODUCTION_BUILD) {
      const { env } = await import('./env');
      const { configureSweeps, scheduleSweeps } = await import('./server/jobs/sweep');
      configureSweeps({
        sessionRetentionDays: env.SESSION_RETENTION_DAYS,
        uploadsDir: env.UPLOADS_DIR,
      });
      scheduleSweeps(getStore);
    }
  }
}
