// Types of trpc.mjs, for the TypeScript tests.
export interface BatchCall {
  procedure: string;
  input: unknown;
}
export function batchUrl(
  origin: string,
  batch: readonly BatchCall[],
  options?: { superjson?: boolean },
): string;
