// `npm run jobs:sweep`: one pass of the housekeeping sweeps (src/server/jobs/sweep.ts) over the
// configured store, the same pass a server runs every minute.
//
// Like scripts/db/migrate.ts, this CLI reads DATABASE_URL, SQLITE_PATH, SESSION_RETENTION_DAYS,
// REDIS_URL and the mail settings (SMTP_URL, MAIL_FROM, OUTBOX_DIR, SITE_URL) itself, with env.ts's defaults and rules:
// env.ts imports `server-only`, which throws outside Next's react-server build, so a plain `tsx`
// script cannot load it.
import { z } from 'zod';
import {
  configureSweeps,
  DEFAULT_SESSION_RETENTION_DAYS,
  runSweeps,
} from '../../src/server/jobs/sweep';
import { prepareStore } from '../../src/server/db/setup';
import { getCatalog } from '../../src/server/services/cart/catalog';
import { overrideMailSettings } from '../../src/server/services/mail/outbox';
import { isPostgresUrl, openStore } from '../../src/server/db/store';
import { expireTagsNow } from '../../src/server/cache/redis-cache-handler.mjs';
import { revalidatePagesWith } from '../../src/server/services/site/page-tags';

const retentionDays = z.coerce.number().int().min(1).max(36_500);
const smtpUrl = z.string().regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL');
// env.ts's defaults.
const DEFAULT_MAIL_FROM = 'Cáp Treo Núi Mây <xinchao@captreonuimay.vn>';
const DEFAULT_OUTBOX_DIR = '.data/outbox';
const DEFAULT_SITE_URL = 'http://localhost:3000';

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  if (databaseUrl && !isPostgresUrl(databaseUrl)) {
    throw new Error('DATABASE_URL must be a postgres:// URL (or unset for SQLite)');
  }
  const days = process.env.SESSION_RETENTION_DAYS;
  configureSweeps({
    sessionRetentionDays: days ? retentionDays.parse(days) : DEFAULT_SESSION_RETENTION_DAYS,
    uploadsDir: process.env.UPLOADS_DIR || '.data/uploads',
  });
  overrideMailSettings({
    smtpUrl: process.env.SMTP_URL ? smtpUrl.parse(process.env.SMTP_URL) : undefined,
    from: process.env.MAIL_FROM || DEFAULT_MAIL_FROM,
    outboxDir: process.env.OUTBOX_DIR || DEFAULT_OUTBOX_DIR,
    // Links in the mails a sweep writes (an expired order's cancellation).
    siteUrl: process.env.SITE_URL || DEFAULT_SITE_URL,
  });
  // Stock and seats a sweep gives back reach the pages of every instance through the shared cache
  // (REDIS_URL); a single instance's own cache lives in its process, and its pages catch up on
  // their timer (or at once with the server's own minute sweep).
  if (process.env.REDIS_URL) revalidatePagesWith((tag) => expireTagsNow([tag]));
  const store = openStore({
    databaseUrl,
    sqlitePath: process.env.SQLITE_PATH || '.data/store.sqlite',
  });
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
