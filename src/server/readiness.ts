// What /api/ready reports: each dependency an instance needs before it takes traffic.
import 'server-only';
import { sql } from 'kysely';
import { env } from '@/env';
import { sharedRedis } from './cache/redis-client.mjs';
import { getStore } from './db';
import { pendingMigrations } from './db/migrate';

const CHECK_TIMEOUT_MS = 2_000;

type Check = { ok: true } | { ok: false; error: string };

export interface Readiness {
  status: 'ready' | 'not ready';
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
          const answer = await sharedRedis()?.ping();
          return answer === 'PONG' ? null : `PING answered ${answer}`;
        })
      : undefined,
  ]);
  const checks = { store: storeCheck, migrations, ...(redis ? { redis } : {}) };
  const ready = Object.values(checks).every((c) => c.ok);
  return { status: ready ? 'ready' : 'not ready', build: env.BUILD_ID, checks };
}
