// The housekeeping sweeps on both dialects: what each sweeper removes, and that one failing
// sweeper neither stops the others nor escapes the minute's schedule.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { newId } from '../db/ids';
import type { Store } from '../db/store';
import { deliverOutbox, enqueueMail, overrideMailSettings } from '../services/mail/outbox';
import { describeEachDialect } from '@/testing/stores';
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

// Mail the sweep delivers goes to a folder of this test, as .eml files.
const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'sweep-outbox-'));
overrideMailSettings({ outboxDir: outbox, smtpUrl: undefined });
afterAll(() => fs.rmSync(outbox, { recursive: true, force: true }));

const emlFiles = () => fs.readdirSync(outbox).filter((name) => name.endsWith('.eml'));

async function queueMail(store: Store, subject: string): Promise<void> {
  await enqueueMail(store.db, {
    to: 'khach@example.vn',
    subject,
    kind: 'order-confirmation',
    locale: 'vi',
    text: subject,
    html: `<p>${subject}</p>`,
  });
}

async function mailState(store: Store, subject: string) {
  return store.db
    .selectFrom('mail_outbox')
    .select(['attempts', 'sent_at'])
    .where('subject', '=', subject)
    .executeTakeFirstOrThrow();
}

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

  it('retries mail whose delivery failed once its lease has run out, and sends it once', async () => {
    const subject = `Đơn hàng ${newId()}`;
    await queueMail(store(), subject);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // The relay is down (nothing listens on port 1): the attempt fails and the row says so.
    expect(await deliverOutbox(store(), { smtpUrl: 'smtp://127.0.0.1:1' }, NOW)).toBe(0);
    error.mockRestore();
    expect(await mailState(store(), subject)).toEqual({ attempts: 1, sent_at: null });

    // Within the lease the sweep leaves it alone; after it, the sweep delivers it.
    const before = emlFiles().length;
    expect((await runSweeps(store(), new Date(NOW.getTime() + 60_000)))['mail-outbox']).toBe(0);
    const later = new Date(NOW.getTime() + 6 * 60_000);
    expect((await runSweeps(store(), later))['mail-outbox']).toBe(1);
    expect(await mailState(store(), subject)).toMatchObject({ attempts: 2 });
    expect((await mailState(store(), subject)).sent_at).not.toBeNull();
    expect(emlFiles().length).toBe(before + 1);
    expect((await runSweeps(store(), later))['mail-outbox']).toBe(0);
  });

  it('sends a message once when two deliveries run at once', async () => {
    const subject = `Vé ${newId()}`;
    await queueMail(store(), subject);
    const before = emlFiles().length;
    const sent = await Promise.all([deliverOutbox(store()), deliverOutbox(store())]);
    expect(sent[0] + sent[1]).toBe(1);
    expect(emlFiles().length).toBe(before + 1);
  });

  it("deletes guest carts idle for 30 days with their lines, and keeps users' carts", async () => {
    const oldGuest = `guest_${newId()}`;
    const newGuest = `guest_${newId()}`;
    const userCart = `user:${newId()}`;
    await store()
      .db.insertInto('carts')
      .values([
        { id: oldGuest, user_id: null, created_at: daysBefore(40), updated_at: daysBefore(31) },
        { id: newGuest, user_id: null, created_at: daysBefore(40), updated_at: daysBefore(29) },
        { id: userCart, user_id: null, created_at: daysBefore(90), updated_at: daysBefore(90) },
      ])
      .execute();
    await store()
      .db.insertInto('cart_lines')
      .values({
        id: newId(),
        cart_id: oldGuest,
        sku: 'NM-CARD-6',
        service_date: null,
        quantity: 2,
        added_at: daysBefore(31),
      })
      .execute();
    expect((await runSweeps(store(), NOW))['guest-carts']).toBe(1);
    const left = await store().db.selectFrom('carts').select('id').execute();
    expect(left.map((row) => row.id).sort()).toEqual([newGuest, userCart].sort());
    const lines = await store()
      .db.selectFrom('cart_lines')
      .select('id')
      .where('cart_id', '=', oldGuest)
      .execute();
    expect(lines).toEqual([]);
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
