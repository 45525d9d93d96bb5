// Throughput and latency under autocannon, against loopback servers only.
import autocannon from 'autocannon';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

export function assertLoopback(url) {
  const { hostname } = new URL(url);
  if (!LOOPBACK.has(hostname))
    throw new Error(`refusing to load-test ${url}: not a loopback address`);
}

/**
 * `{ rps, p50Ms, p99Ms, requests, non2xx, errors, timeouts }` for `durationSeconds` at
 * `connections`. rps counts 2xx answers only, so a page that errors under load cannot look fast.
 * With `rate` the load is offered at that many requests per second in all (autocannon's
 * `overallRate`) instead of as fast as the server answers: with enough connections that no
 * request waits for a free one, latency is then measured at a fixed load, not at saturation.
 */
export function measureLoad(url, { connections, durationSeconds, rate }) {
  assertLoopback(url);
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        duration: durationSeconds,
        timeout: 10,
        ...(rate ? { overallRate: rate } : {}),
      },
      (error, result) => {
        clearTimeout(guard);
        if (error) {
          reject(error);
          return;
        }
        const ok = result['2xx'];
        const elapsedSeconds = result.duration || durationSeconds;
        resolve({
          connections,
          offeredRate: rate ?? null,
          durationSeconds,
          elapsedSeconds,
          ok,
          rps: ok / elapsedSeconds,
          p50Ms: result.latency.p50,
          p99Ms: result.latency.p99,
          requests: result.requests.total,
          non2xx: result.non2xx,
          errors: result.errors,
          timeouts: result.timeouts,
        });
      },
    );
    // autocannon stops itself after `duration`; this only bounds a run that hangs.
    const guard = setTimeout(() => instance.stop(), (durationSeconds + 30) * 1000);
  });
}
