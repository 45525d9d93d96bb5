// `npm run jobs:sweep`: one pass of the housekeeping sweeps (src/server/jobs/sweep.ts) over the
// configured store, the same pass a server runs every minute. It runs under tsx with the
// react-server condition, as the server's own code does, so it reads the same configuration
// through env.ts (DATABASE_URL, SQLITE_PATH, SESSION_RETENTION_DAYS, REDIS_URL, the mail settings).
import { env } from '../../src/env';
import { configureSweeps, runSweeps } from '../../src/server/jobs/sweep';
import { prepareStore } from '../../src/server/db/setup';
import { getCatalog } from '../../src/server/services/cart/catalog';
import { openStore } from '../../src/server/db/store';
import { expireTagsNow } from '../../src/server/cache/redis-cache-handler.mjs';
import { revalidatePagesWith } from '../../src/server/services/site/page-tags';

async function main(): Promise<void> {
  configureSweeps({
    sessionRetentionDays: env.SESSION_RETENTION_DAYS,
    uploadsDir: env.UPLOADS_DIR,
  });
  // Stock and seats a sweep gives back reach the pages of every instance through the shared cache
  // (REDIS_URL); a single instance's own cache lives in its process, and its pages catch up on
  // their timer (or at once with the server's own minute sweep).
  if (env.REDIS_URL) revalidatePagesWith((tag) => expireTagsNow([tag]));
  const store = openStore({ databaseUrl: env.DATABASE_URL, sqlitePath: env.SQLITE_PATH });
  try {
    await prepareStore(store, getCatalog());
    const counts = await runSweeps(store, new Date());
    console.log(
      `jobs:sweep ${Object.entries(counts)
        .map(([name, n]) => `${name} ${n}`)
        .join(', ')}`,
    );
  } finally {
    await store.close();
    // The Redis connection, when one was opened (src/server/shutdown.mjs).
    const closers = (globalThis as Record<symbol, Set<() => Promise<void>> | undefined>)[
      Symbol.for('storefront.closers')
    ];
    await Promise.allSettled([...(closers ?? [])].map((close) => close()));
  }
}

main().catch((error: unknown) => {
  console.error('jobs:sweep failed:', error);
  process.exitCode = 1;
});
