export function openLoop(
  load: { rate: number; durationSeconds: number },
  send: (index: number) => Promise<void>,
): Promise<{ latencies: number[]; total: number; elapsedSeconds: number }>;

export function percentile(sorted: readonly number[], p: number): number | null;
