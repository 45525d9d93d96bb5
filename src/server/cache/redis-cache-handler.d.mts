export function serializeEntry(entry: unknown): string;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Next's cache entries are untyped here
export function deserializeEntry(text: string): any;
export function tagState(
  durations: { expire?: number } | undefined,
  now?: number,
): { stale?: number; expired?: number };
