// Types of config.mjs, for the TypeScript tests.
import type { ConfiguredPage } from './args.mjs';
import type { Budgets } from './budgets.mjs';
export const SITE_PORT: number;
export const FLOOR_PORT: number;
export const FLOOR_PLUS_PORT: number;
export const TRPC_OFFERED_RATE: number;
export const SITE_DIST_DIR: string;
export const CHROMIUM_PATH: string;
export const CHROMIUM_FLAGS: string[];
export const SITE_PAGES: ConfiguredPage[];
export const FLOOR_PATH: string;
export const BUDGETS: Budgets;
export const DEFAULTS: {
  lighthouseRuns: number;
  pageConnections: number;
  pageDurationSeconds: number;
  pageLoadRounds: number;
  trpcConnections: number;
  trpcDurationSeconds: number;
};
export const TRPC_BATCH: Array<{ procedure: string; input: unknown }>;
