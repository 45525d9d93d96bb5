// Server-side tRPC caller for Server Components, build-time and regeneration reads (DESIGN.md §5).
// No request headers: pages are static, so server-side calls are anonymous and cannot read a user.
// It reads the store itself, not the process's read cache: a write on another instance may be why
// the page is being regenerated (db/store.ts, readThrough).
import 'server-only';
import { cache } from 'react';
import { getStore } from './db';
import { readThrough } from './db/store';
import { createCaller } from './root';
import { createContext } from './trpc';

/** One caller per render pass (React `cache`), over the process's store. */
export const getServerCaller = cache(async () =>
  createCaller(
    await createContext({ store: readThrough(await getStore()), headers: new Headers() }),
  ),
);
