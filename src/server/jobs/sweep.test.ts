// The housekeeping sweeps on both dialects: what each sweeper removes, and that one failing
// sweeper neither stops the others nor escapes the minute's schedule.
import { newId } from '../db/ids';
import type { Store } from '../db/store';
import { describeEachDialect } from '../testing/stores';
import {
  configureSweeps,
  DEFAULT_SESSION_RETENTION_DAYS,
  runSweeps,
  scheduleSweeps,
  SWEEPERS,
  type Sweeper,
} from './sweep';

jest.setTimeout(60_000);

const DAY_MS = 24 * 60 * 60_000;
const NOW = new Date('2026-06-01T12:00:00.000Z');

function daysBefore(days: number): string {
  return new Date(NOW.getTime() - days * DAY_MS).toISOString();
}

async function insertSession(store: Store, sessionId: string, lastActivity: string): Promise<void> {
  await store.db
    .insertInto('visitor_sessions')
    .values({
      session_id: sessionId,
      user_id: null,
      ip_address: '192.0.2.1',
      country: 'VN',
      user_agent: 'UA',
      device_info: '{}',
      referrer: '',
      landing_page: '/vi',
      start_time: lastActivity,
      last_activity: lastActivity,
      page_views: 1,
      is_active: 0,
      exit_page: null,
      end_time: null,
    })
    .execute();
}

async function sessionIds(store: Store): Promise<string[]> {
  const rows = await store.db
    .selectFrom('visitor_sessions')
    .select('session_id')
    .orderBy('session_id')
    .execute();
  return rows.map((row) => row.session_id);
}

afterEach(() => configureSweeps({ sessionRetentionDays: DEFAULT_SESSION_RETENTION_DAYS }));

describeEachDialect('Housekeeping sweeps', ({ store }) => {
  it('deletes visitor sessions idle for longer than the retention, and keeps the rest', async () => {
    await insertSession(store(), 'a-old', daysBefore(91));
    await insertSession(store(), 'b-edge', daysBefore(89));
    await insertSession(store(), 'c-new', daysBefore(0));
    const counts = await runSweeps(store(), NOW);
    expect(counts['visitor-sessions']).toBe(1);
    expect(await sessionIds(store())).toEqual(['b-edge', 'c-new']);

    configureSweeps({ sessionRetentionDays: 7 });
    expect((await runSweeps(store(), NOW))['visitor-sessions']).toBe(1);
    expect(await sessionIds(store())).toEqual(['c-new']);
  });

  it('deletes expired access tokens and rate-limit hits older than the longest window', async () => {
    const userId = newId();
    await store()
      .db.insertInto('users')
      .values({
        id: userId,
        email: `sweep-${userId}@example.com`,
        password_hash: 'x',
        first_name: 'S',
        last_name: null,
        phone: null,
        role: 'customer',
        created_at: daysBefore(40),
        updated_at: daysBefore(40),
      })
      .execute();
    const token = (expiresAt: string) => ({
      id: newId(),
      token_hash: newId(),
      user_id: userId,
      created_at: daysBefore(40),
      expires_at: expiresAt,
      revoked_at: null,
    });
    await store()
      .db.insertInto('access_tokens')
      .values([token(daysBefore(1)), token(daysBefore(-1))])
      .execute();
    await store()
      .db.insertInto('rate_limit_hits')
      .values([
        { id: newId(), bucket: 'sweep', hit_at: daysBefore(1) },
        { id: newId(), bucket: 'sweep', hit_at: NOW.toISOString() },
      ])
      .execute();

    const counts = await runSweeps(store(), NOW);
    expect(counts).toMatchObject({ 'access-tokens': 1, 'rate-limit-hits': 1 });
    const tokens = await store()
      .db.selectFrom('access_tokens')
      .select('expires_at')
      .where('user_id', '=', userId)
      .execute();
    expect(tokens).toEqual([{ expires_at: daysBefore(-1) }]);
  });

  it('runs every sweeper even when one fails, then reports the failure by name', async () => {
    await insertSession(store(), 'd-old', daysBefore(200));
    const broken: Sweeper = {
      name: 'broken',
      run: () => Promise.reject(new Error('boom')),
    };
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(runSweeps(store(), NOW, [broken, ...SWEEPERS])).rejects.toThrow(
      'sweep failed: broken',
    );
    expect(error).toHaveBeenCalledWith('[sweep] broken failed', expect.any(Error));
    error.mockRestore();
    expect(await sessionIds(store())).not.toContain('d-old');
  });
});

describe('scheduleSweeps', () => {
  it('sweeps every interval and logs a failed pass instead of throwing', async () => {
    jest.useFakeTimers();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const getStore = jest.fn(() => Promise.reject(new Error('store down')));
    const stop = scheduleSweeps(getStore, 1_000);
    await jest.advanceTimersByTimeAsync(2_500);
    stop();
    await jest.advanceTimersByTimeAsync(5_000);
    expect(getStore).toHaveBeenCalledTimes(2);
    expect(error).toHaveBeenCalledWith('[sweep] scheduled sweep failed', expect.any(Error));
    error.mockRestore();
    jest.useRealTimers();
  });
});
