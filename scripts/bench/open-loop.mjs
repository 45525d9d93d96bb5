// An open loop and percentiles, shared by the HTTP benchmark (load.mjs) and the in-process ones
// (tickets-load.ts, checkout-load.ts). Typed for those by open-loop.d.mts.

/**
 * Starts `send(i)` once every `1000 / rate` ms for `durationSeconds`, each at its time whether or
 * not the earlier ones have finished, and measures each from its scheduled time, so a client or
 * server that falls behind shows in the figure instead of slowing the load as a closed loop does.
 * `send` handles its own failures. Resolves to the latencies in ms, sorted, and the elapsed time.
 */
export async function openLoop({ rate, durationSeconds }, send) {
  const total = Math.round(rate * durationSeconds);
  const latencies = [];
  const start = performance.now() + 50;
  await Promise.all(
    Array.from({ length: total }, async (_, i) => {
      const scheduled = start + (i * 1_000) / rate;
      await new Promise((resolve) =>
        setTimeout(resolve, Math.max(0, scheduled - performance.now())),
      );
      await send(i);
      latencies.push(performance.now() - scheduled);
    }),
  );
  latencies.sort((a, b) => a - b);
  return { latencies, total, elapsedSeconds: (performance.now() - start) / 1_000 };
}

/** The `p`th percentile of ascending `sorted`; null when it is empty. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
