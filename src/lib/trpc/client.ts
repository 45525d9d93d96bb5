// The vanilla tRPC client (no React Query): small enough for the global trackers that run on
// every page. Only the router's TYPE is imported from the server.
import { createTRPCClient, httpBatchLink, type TRPCLink } from '@trpc/client';
import type { AppRouter } from '@/server/root';
import { createTrpcFetch } from './fetch';

export const TRPC_BASE = '/api/trpc';

/** The link every browser client uses: relative base, batched, the spec's fetch rules. */
export function trpcLinks(): TRPCLink<AppRouter>[] {
  return [httpBatchLink({ url: TRPC_BASE, fetch: createTrpcFetch() })];
}

export type TrpcClient = ReturnType<typeof createTRPCClient<AppRouter>>;

let client: TrpcClient | null = null;

/** One shared client per page load. */
export function getTrpcClient(): TrpcClient {
  client ??= createTRPCClient<AppRouter>({ links: trpcLinks() });
  return client;
}
