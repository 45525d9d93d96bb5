// admin.leads.* through the real router on both dialects: quotes and contact messages newest
// first, filtered by kind and status, paged; marked answered (stamped) and new again, each change
// logged once and a repeated click changing nothing.
import { newId } from '../../db/ids';
import type { LeadKind } from '../../db/schema';
import type { Store } from '../../db/store';
import { listAudit } from '../../services/operators/audit-log';
import { accountWithRole, operatorCaller } from '@/testing/operators';
import { describeEachDialect } from '@/testing/stores';

let clock = Date.parse('2031-01-01T00:00:00.000Z');

async function addLead(store: Store, kind: LeadKind, fullName: string) {
  const id = newId();
  await store.db
    .insertInto('leads')
    .values({
      id,
      kind,
      full_name: fullName,
      email: `${id.toLowerCase()}@example.com`,
      phone: kind === 'quote' ? '0912345678' : null,
      message: `Lời nhắn của ${fullName}`,
      departure_date: kind === 'quote' ? '2031-02-01' : null,
      subject: kind === 'quote' ? 'Tổ chức sự kiện đoàn' : null,
      status: 'new',
      locale: 'vi',
      created_at: new Date((clock += 1000)).toISOString(),
      answered_at: null,
    })
    .execute();
  return id;
}

describeEachDialect('admin.leads', ({ store }) => {
  beforeEach(async () => {
    await store().db.deleteFrom('leads').execute();
  });

  it('lists leads newest first, by kind and status, a page at a time', async () => {
    const api = await operatorCaller(store(), await accountWithRole(store(), 'staff'));
    const q1 = await addLead(store(), 'quote', 'Quý');
    const c1 = await addLead(store(), 'contact', 'Cúc');
    const q2 = await addLead(store(), 'quote', 'Quang');

    expect((await api.admin.leads.list({})).leads.map((l) => l.id)).toEqual([q2, c1, q1]);
    const quotes = await api.admin.leads.list({ kind: 'quote' });
    expect(quotes.leads.map((l) => l.id)).toEqual([q2, q1]);
    expect(quotes.leads[0]).toMatchObject({
      kind: 'quote',
      fullName: 'Quang',
      phone: '0912345678',
      departureDate: '2031-02-01',
      subject: 'Tổ chức sự kiện đoàn',
      message: 'Lời nhắn của Quang',
      status: 'new',
      answeredAt: null,
    });
    const page = await api.admin.leads.list({ limit: 2 });
    expect(page.leads.map((l) => l.id)).toEqual([q2, c1]);
    const rest = await api.admin.leads.list({ limit: 2, cursor: page.nextCursor ?? '' });
    expect(rest).toEqual({ leads: [expect.objectContaining({ id: q1 })], nextCursor: null });

    await api.admin.leads.setStatus({ id: c1, status: 'answered' });
    expect((await api.admin.leads.list({ status: 'new' })).leads.map((l) => l.id)).toEqual([
      q2,
      q1,
    ]);
    expect(
      (await api.admin.leads.list({ status: 'answered', kind: 'contact' })).leads.map((l) => l.id),
    ).toEqual([c1]);
  });

  it('marks a lead answered with the time, back to new, and logs each change once', async () => {
    const staff = await accountWithRole(store(), 'staff');
    const api = await operatorCaller(store(), staff);
    const id = await addLead(store(), 'contact', 'Thu');

    const answered = await api.admin.leads.setStatus({ id, status: 'answered' });
    expect(answered).toMatchObject({ changed: true, status: 'answered' });
    expect(Date.parse(answered.answeredAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(await api.admin.leads.setStatus({ id, status: 'answered' })).toEqual({
      changed: false,
      status: 'answered',
      answeredAt: answered.answeredAt,
    });
    expect(await api.admin.leads.setStatus({ id, status: 'new' })).toEqual({
      changed: true,
      status: 'new',
      answeredAt: null,
    });
    const row = await store()
      .db.selectFrom('leads')
      .select(['status', 'answered_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'new', answered_at: null });
    const { entries } = await listAudit(store(), { targetType: 'lead', targetId: id, limit: 5 });
    expect(entries.map((e) => [e.action, e.actorEmail, e.details])).toEqual([
      ['lead.reopen', staff.email, { kind: 'contact', from: 'answered', to: 'new' }],
      ['lead.answer', staff.email, { kind: 'contact', from: 'new', to: 'answered' }],
    ]);
  });

  it('answers NOT_FOUND for an unknown lead and FORBIDDEN for a customer', async () => {
    const staff = await operatorCaller(store(), await accountWithRole(store(), 'staff'));
    await expect(
      staff.admin.leads.setStatus({ id: 'no-such-lead', status: 'answered' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const id = await addLead(store(), 'quote', 'Vy');
    const customer = await operatorCaller(store(), await accountWithRole(store(), 'customer'));
    await expect(customer.admin.leads.setStatus({ id, status: 'answered' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(customer.admin.leads.list({})).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const row = await store()
      .db.selectFrom('leads')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('new');
  });
});
