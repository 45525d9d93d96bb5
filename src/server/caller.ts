// Server-side tRPC caller for Server Components, build-time and regeneration reads (DESIGN.md §5).
// No request headers: pages are static, so server-side calls are anonymous and cannot read a user.
import 'server-only';
import { cache } from 'react';
import { getStore } from './db';
import { createCaller } from './root';
import { createContext } from './trpc';

/** One caller per render pass (React `cache`), over the process's store. */
export const getServerCaller = cache(async () =>
  createCaller(await createContext({ store: await getStore(), headers: new Headers() })),
);
