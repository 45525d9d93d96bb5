// What /api/ready reports: each dependency an instance needs before it takes traffic. The store
// and its migrations are needed; Redis is not: without it pages render uncached and tag changes
// wait to be replayed (src/server/cache/cache-handler.mjs), so a Redis outage reports `degraded`
// and keeps the instance in the balancer instead of taking every instance out at once.
import 'server-only';
import { sql } from 'kysely';
import { env } from '@/env';
import { sharedRedis } from './cache/redis-client.mjs';
import { getStore } from './db';
import { pendingMigrations } from './db/migrate';

const CHECK_TIMEOUT_MS = 2_000;

type Check = { ok: true } | { ok: false; error: string };

export interface Readiness {
  /** `degraded`: serving, without the shared cache. */
  status: 'ready' | 'degraded' | 'not ready';
  build: string;
  checks: { store: Check; migrations: Check; redis?: Check };
}

async function check(work: () => Promise<string | null>): Promise<Check> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`no answer within ${CHECK_TIMEOUT_MS} ms`), CHECK_TIMEOUT_MS);
  });
  try {
    const problem = await Promise.race([work(), timeout]);
    return problem ? { ok: false, error: problem } : { ok: true };
  } catch (error) {
    // The failure is the answer: reported in the JSON, not thrown.
    return { ok: false, error: (error as Error).message };
  } finally {
    clearTimeout(timer);
  }
}

export async function readiness(): Promise<Readiness> {
  const store = getStore();
  const [storeCheck, migrations, redis] = await Promise.all([
    check(async () => {
      await sql`select 1`.execute((await store).db);
      return null;
    }),
    check(async () => {
      const pending = await pendingMigrations(await store);
      return pending.length ? `pending: ${pending.join(', ')} (npm run db:migrate)` : null;
    }),
    env.REDIS_URL
      ? check(async () => {
          const client = sharedRedis();
          // Reconnecting: say so at once rather than wait for the ping to time out.
          if (client && client.status !== 'ready') return `not connected (${client.status})`;
          const answer = await client?.ping();
          return answer === 'PONG' ? null : `PING answered ${answer}`;
        })
      : undefined,
  ]);
  const checks = { store: storeCheck, migrations, ...(redis ? { redis } : {}) };
  const status =
    !storeCheck.ok || !migrations.ok ? 'not ready' : redis?.ok === false ? 'degraded' : 'ready';
  return { status, build: env.BUILD_ID, checks };
}
