// `npm run db:migrate`: apply pending migrations, the first-start seed and this build's stock rows
// to the configured store, and copy uploads of earlier versions from UPLOADS_DIR into it. A deploy
// step, run once before starting a new build: a production server only checks that it was run.
//
// This CLI reads DATABASE_URL and SQLITE_PATH itself, with env.ts's defaults: env.ts imports
// `server-only`, which throws outside Next's react-server build, so a plain `tsx` script cannot
// load it. The variables and their meaning are the ones documented in env.ts and .env.example.
import { prepareStore } from '../../src/server/db/setup';
import { isPostgresUrl, openStore } from '../../src/server/db/store';
import { getCatalog } from '../../src/server/services/cart/catalog';
import { importUploadFiles } from '../../src/server/services/uploads/avatar';

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  if (databaseUrl && !isPostgresUrl(databaseUrl)) {
    throw new Error('DATABASE_URL must be a postgres:// URL (or unset for SQLite)');
  }
  const sqlitePath = process.env.SQLITE_PATH || '.data/store.sqlite';
  const uploadsDir = process.env.UPLOADS_DIR || '.data/uploads';
  const store = openStore({ databaseUrl, sqlitePath });
  const target = databaseUrl
    ? `PostgreSQL (${new URL(databaseUrl).host})`
    : `SQLite (${sqlitePath})`;
  try {
    const { applied, seeded, importedUploads } = await prepareStore(store, getCatalog(), {
      importUploads: (s) => importUploadFiles(s, uploadsDir),
    });
    console.log(
      `db:migrate ${target}: ${applied.length ? `applied ${applied.join(', ')}` : 'schema up to date'}; ` +
        (seeded ? 'seeded defaults' : 'already seeded') +
        (importedUploads ? `; copied ${importedUploads} uploads from ${uploadsDir}` : ''),
    );
  } finally {
    await store.close();
  }
}

main().catch((error: unknown) => {
  console.error('db:migrate failed:', error);
  process.exitCode = 1;
});
