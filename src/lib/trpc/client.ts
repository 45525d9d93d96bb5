// The vanilla tRPC client (no React Query): small enough for the global trackers that run on
// every page. Only the router's TYPE is imported from the server.
import { createTRPCClient, httpBatchLink, httpLink, splitLink, type TRPCLink } from '@trpc/client';
import { TRPC_MAX_BATCH_CALLS, TRPC_SOLO_PROCEDURES } from '@/config';
import type { AppRouter } from '@/server/root';
import { createTrpcFetch } from './fetch';

export const TRPC_BASE = '/api/trpc';

/**
 * The link every browser client uses: relative base, the spec's fetch rules, batched within the
 * server's limits (password hashing procedures go alone, batches carry at most the cap).
 */
export function trpcLinks(): TRPCLink<AppRouter>[] {
  const fetch = createTrpcFetch();
  return [
    splitLink({
      condition: (op) => TRPC_SOLO_PROCEDURES.includes(op.path),
      true: httpLink({ url: TRPC_BASE, fetch }),
      false: httpBatchLink({ url: TRPC_BASE, fetch, maxItems: TRPC_MAX_BATCH_CALLS }),
    }),
  ];
}

export type TrpcClient = ReturnType<typeof createTRPCClient<AppRouter>>;

let client: TrpcClient | null = null;

/** One shared client per page load. */
export function getTrpcClient(): TrpcClient {
  client ??= createTRPCClient<AppRouter>({ links: trpcLinks() });
  return client;
}
