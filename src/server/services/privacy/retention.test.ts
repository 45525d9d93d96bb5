// Retention on both dialects: each sweeper removes what is past its period and keeps
// what is not; old orders keep their figures but lose the person; orphaned avatars go, files too.
import { addDays, vietnamClock } from '@/lib/calendar';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { newId } from '../../db/ids';
import type { Store } from '../../db/store';
import { runSweeps, SWEEPERS } from '../../jobs/sweep';
import { setUpTempOutbox } from '@/testing/mail-outbox';
import { bookTickets, setUpTicketSigningKey } from '@/testing/paid-tickets';
import { describeEachDialect } from '@/testing/stores';
import { emlName } from '../mail/outbox';
import { avatarDir, AVATAR_URL_PREFIX } from '../uploads/avatar';
import {
  deleteOldAuditEntries,
  deleteOldConsents,
  deleteOldDataRequests,
  deleteOldLeads,
  deleteOldMailFiles,
  deleteOldSentMail,
  deleteOrphanedAvatars,
  deleteRejectedCommunity,
  reduceOldOrders,
} from './retention';

const outboxDir = setUpTempOutbox('outbox-retention-');
setUpTicketSigningKey();
jest.setTimeout(60_000);

const DAY_MS = 24 * 60 * 60_000;
const NOW = new Date();
const ago = (days: number) => new Date(NOW.getTime() - days * DAY_MS).toISOString();

async function ids(store: Store, table: 'leads' | 'consents' | 'data_requests' | 'audit_log') {
  const rows = await store.db.selectFrom(table).select('id').execute();
  return rows.map((row) => row.id);
}

function lead(id: string, createdAt: string) {
  return {
    id,
    kind: 'contact' as const,
    full_name: 'Lan',
    email: 'lan@example.vn',
    phone: null,
    message: 'Xin chào',
    departure_date: null,
    subject: null,
    status: 'new' as const,
    locale: 'vi',
    created_at: createdAt,
    answered_at: null,
  };
}

function mailRow(id: string, createdAt: string, sentAt: string | null) {
  return {
    id,
    to_address: 'lan@example.vn',
    subject: 's',
    kind: 'test',
    locale: 'vi',
    body_text: 't',
    body_html: 'h',
    related_order_id: null,
    created_at: createdAt,
    sent_at: sentAt,
    attempts: 5,
    attempted_at: null,
    last_error: null,
  };
}

describeEachDialect('retention sweeps', ({ store }) => {
  it('runs every retention sweeper in the minute sweep', async () => {
    const names = SWEEPERS.map((s) => s.name);
    for (const name of [
      'visitor-sessions',
      'guest-carts',
      'order-personal-data',
      'leads',
      'rejected-reviews-comments',
      'sent-mail',
      'sent-mail-files',
      'consents',
      'data-requests',
      'audit-log',
      'orphaned-avatars',
    ]) {
      expect(names).toContain(name);
    }
    await expect(runSweeps(store(), NOW)).resolves.toBeDefined();
  });

  it('deletes leads after two years, consents after three, and nothing younger', async () => {
    const db = store().db;
    await db
      .insertInto('leads')
      .values([lead('lead-old', ago(731)), lead('lead-new', ago(700))])
      .execute();
    const consent = (id: string, at: string) => ({
      id,
      anonymous_id: `c_${'0'.repeat(32)}`,
      user_id: null,
      notice_version: '2026-01-01',
      analytics: 1,
      advertising: 0,
      recorded_at: at,
    });
    await db
      .insertInto('consents')
      .values([consent('consent-old', ago(1096)), consent('consent-new', ago(1000))])
      .execute();
    expect(await deleteOldLeads(store(), NOW)).toBe(1);
    expect(await deleteOldConsents(store(), NOW)).toBe(1);
    expect(await ids(store(), 'leads')).toEqual(['lead-new']);
    expect(await ids(store(), 'consents')).toEqual(['consent-new']);
  });

  it('deletes unconfirmed requests after 7 days and closed ones after three years', async () => {
    const request = (id: string, status: 'unverified' | 'done' | 'open', created: string) => ({
      id,
      kind: 'access' as const,
      email: 'guest@example.vn',
      message: null,
      locale: 'vi',
      status,
      token_hash: null,
      created_at: created,
      verified_at: null,
      acknowledge_by: null,
      due_by: null,
      acknowledged_at: null,
      closed_at: status === 'done' ? created : null,
    });
    await store()
      .db.insertInto('data_requests')
      .values([
        request('dr-unverified-old', 'unverified', ago(8)),
        request('dr-unverified-new', 'unverified', ago(6)),
        request('dr-done-old', 'done', ago(1100)),
        request('dr-open-old', 'open', ago(1100)),
      ])
      .execute();
    expect(await deleteOldDataRequests(store(), NOW)).toBe(2);
    expect((await ids(store(), 'data_requests')).sort()).toEqual([
      'dr-open-old',
      'dr-unverified-new',
    ]);
  });

  it('deletes rejected reviews after 90 days, sent mail after 90 days, audit entries after three years', async () => {
    const db = store().db;
    const review = (id: string, status: 'rejected' | 'approved', moderatedAt: string) => ({
      id,
      author_name: 'Lan',
      profession: null,
      avatar_url: null,
      rating: 5,
      title: null,
      content: id,
      service_type: 'cable-car',
      visit_date: '2026-01-01',
      locale: 'vi',
      status,
      ip_hash: null,
      created_at: moderatedAt,
      moderated_at: moderatedAt,
      moderated_by: null,
    });
    await db
      .insertInto('reviews')
      .values([
        review('rv-rejected-old', 'rejected', ago(91)),
        review('rv-rejected-new', 'rejected', ago(10)),
        review('rv-approved-old', 'approved', ago(400)),
      ])
      .execute();
    expect(await deleteRejectedCommunity(store(), NOW)).toBe(1);
    const left = await db.selectFrom('reviews').select('id').where('id', 'like', 'rv-%').execute();
    expect(left.map((r) => r.id).sort()).toEqual(['rv-approved-old', 'rv-rejected-new']);

    const mail = (id: string, sentAt: string | null) => mailRow(id, ago(200), sentAt);
    await db
      .insertInto('mail_outbox')
      .values([mail('mail-old', ago(91)), mail('mail-new', ago(30)), mail('mail-unsent', null)])
      .execute();
    expect(await deleteOldSentMail(store(), NOW)).toBe(1);

    const audit = (id: string, at: string) => ({
      id,
      actor_id: 'u',
      actor_email: 'staff@example.vn',
      action: 'lead.answer',
      target_type: 'lead',
      target_id: 'x',
      details_json: null,
      created_at: at,
    });
    await db
      .insertInto('audit_log')
      .values([audit('audit-old', ago(1100)), audit('audit-new', ago(10))])
      .execute();
    expect(await deleteOldAuditEntries(store(), NOW)).toBe(1);
    expect(await ids(store(), 'audit_log')).toContain('audit-new');
  });

  it('keeps an .eml file 90 days, and none whose message row is gone', async () => {
    const row = (id: string, createdAt: string) => mailRow(id, createdAt, createdAt);
    const file = (id: string, createdAt: string, mtimeDaysAgo: number) => {
      const name = emlName(id, createdAt);
      fs.writeFileSync(path.join(outboxDir, name), 'To: lan@example.vn\r\n\r\nXin chào');
      const at = new Date(NOW.getTime() - mtimeDaysAgo * DAY_MS);
      fs.utimesSync(path.join(outboxDir, name), at, at);
      return name;
    };
    await store()
      .db.insertInto('mail_outbox')
      .values([row('file-old', ago(91)), row('file-kept', ago(30))])
      .execute();
    const old = file('file-old', ago(91), 91);
    const kept = file('file-kept', ago(30), 30);
    // Rows erased (or swept) earlier: the file goes once a delivery could no longer be writing it.
    const orphan = file('file-orphan', ago(1), 1);
    const writing = file('file-writing', NOW.toISOString(), 0);
    fs.writeFileSync(path.join(outboxDir, 'notes.txt'), 'not a message');

    expect(await deleteOldMailFiles(store(), NOW)).toBe(2);
    const left = fs.readdirSync(outboxDir);
    expect(left).toEqual(expect.arrayContaining([kept, writing, 'notes.txt']));
    expect(left).not.toContain(old);
    expect(left).not.toContain(orphan);
  });

  it('reduces orders older than two years to their figures, and leaves younger ones', async () => {
    const visit = addDays(vietnamClock(new Date()).date, 3);
    const lines = [{ ticketType: 've-nguoi-lon', quantity: 1 }];
    const old = await bookTickets(store(), visit, lines);
    const young = await bookTickets(store(), visit, lines);
    await store()
      .db.updateTable('orders')
      .set({ created_at: ago(731) })
      .where('id', '=', old.orderId)
      .execute();
    expect(await reduceOldOrders(store(), NOW)).toBe(1);
    expect(await reduceOldOrders(store(), NOW)).toBe(0);
    const rows = await store()
      .db.selectFrom('orders')
      .select(['id', 'contact_email', 'contact_phone', 'shipping_json', 'total_amount'])
      .where('id', 'in', [old.orderId, young.orderId])
      .execute();
    const byId = Object.fromEntries(rows.map((row) => [row.id, row]));
    expect(byId[old.orderId]).toMatchObject({
      contact_email: '',
      contact_phone: '',
      total_amount: old.totalAmount,
    });
    expect(byId[old.orderId]?.shipping_json).not.toContain(old.buyer.fullName);
    expect(byId[young.orderId]?.contact_email).toBe(young.buyer.email);
  });

  it('removes avatars no review uses after a day, files included', async () => {
    const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'retention-uploads-'));
    try {
      fs.mkdirSync(avatarDir(uploads), { recursive: true });
      const upload = async (createdAt: string) => {
        const id = newId();
        const fileName = `${id}.webp`;
        fs.writeFileSync(path.join(avatarDir(uploads), fileName), 'x');
        await store()
          .db.insertInto('uploads')
          .values({
            id,
            kind: 'avatar',
            file_name: fileName,
            bytes: 1,
            width: 1,
            height: 1,
            created_at: createdAt,
          })
          .execute();
        return fileName;
      };
      const orphan = await upload(ago(2));
      const used = await upload(ago(2));
      const fresh = await upload(ago(0.5));
      await store()
        .db.insertInto('reviews')
        .values({
          id: newId(),
          author_name: 'Lan',
          profession: null,
          avatar_url: `${AVATAR_URL_PREFIX}${used}`,
          rating: 5,
          title: null,
          content: 'ok',
          service_type: 'cable-car',
          visit_date: '2026-01-01',
          locale: 'vi',
          status: 'approved',
          ip_hash: null,
          created_at: ago(2),
          moderated_at: null,
          moderated_by: null,
        })
        .execute();
      expect(await deleteOrphanedAvatars(store(), NOW, uploads)).toBe(1);
      const files = fs.readdirSync(avatarDir(uploads)).sort();
      expect(files).toEqual([used, fresh].sort());
      expect(files).not.toContain(orphan);
    } finally {
      fs.rmSync(uploads, { recursive: true, force: true });
    }
  });
});
