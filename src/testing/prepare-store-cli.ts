// Child-process helper of store.test.ts: prepares the SQLite store at argv[2] and prints what it
// did as JSON, so the test can start several processes on one file at once (as build workers do).
import { prepareStore } from '@/server/db/setup';
import { getCatalog } from '@/server/services/cart/catalog';
import { openStore } from '@/server/db/store';

async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file) throw new Error('usage: prepare-store-cli <sqlite file>');
  const store = openStore({ sqlitePath: file });
  try {
    console.log(JSON.stringify(await prepareStore(store, getCatalog())));
  } finally {
    await store.close();
  }
}

main().catch((error: unknown) => {
  console.error('prepare-store-cli failed:', error);
  process.exitCode = 1;
});
