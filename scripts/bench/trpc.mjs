// The tRPC batch read under load: one GET carrying several public read procedures, as the site's
// pages issue it.
import { measureLoad, measureOpenLoop } from './load.mjs';

/** The batch URL: `/api/trpc/a,b,c?batch=1&input={"0":…,"1":…}` (inputs keyed by position). */
export function batchUrl(origin, batch, { superjson = false } = {}) {
  const input = {};
  batch.forEach((call, index) => {
    input[String(index)] = superjson ? { json: call.input } : call.input;
  });
  const procedures = batch.map((call) => call.procedure).join(',');
  return `${origin}/api/trpc/${procedures}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`;
}

/**
 * Finds the input encoding the server accepts (plain JSON, or superjson's `{ json }` wrapper) by
 * asking once with each; null with the last answer when neither gives 200.
 */
export async function probeBatch(origin, batch) {
  const answers = [];
  for (const superjson of [false, true]) {
    const url = batchUrl(origin, batch, { superjson });
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      const body = await response.text();
      if (response.status === 200) return { url, superjson };
      answers.push(
        `${superjson ? 'superjson' : 'json'} input: ${response.status} ${body.slice(0, 200)}`,
      );
    } catch (error) {
      answers.push(`${superjson ? 'superjson' : 'json'} input: ${error.message}`);
    }
  }
  return { url: null, reason: answers.join(' | ') };
}

/** `{ available, procedures, url?, rps?, p50Ms?, p99Ms?, reason? }`. */
export async function benchTrpc(origin, batch, { connections, durationSeconds, rate }) {
  const procedures = batch.map((call) => call.procedure);
  const probe = await probeBatch(origin, batch);
  if (!probe.url) return { available: false, procedures, reason: probe.reason };
  // A few warm-up calls so the first compile of the route and cold caches are not measured.
  for (let i = 0; i < 20; i += 1) await (await fetch(probe.url)).arrayBuffer();
  // At a fixed offered rate (an open loop) when one is given; else as fast as answered.
  const load = rate
    ? // One read a second from each of `rate` visitors, rather than all from one address.
      await measureOpenLoop(probe.url, { rate, durationSeconds, visitors: rate })
    : await measureLoad(probe.url, { connections, durationSeconds });
  return {
    available: true,
    procedures,
    path: new URL(probe.url).pathname + new URL(probe.url).search,
    superjson: probe.superjson,
    ...load,
  };
}
