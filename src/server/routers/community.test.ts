// The community and lead procedures through the real router, on SQLite and PostgreSQL: reviews
// and comments stay hidden until approved (and hidden again when not), replies nest one level,
// emails never come back, quotes and contact messages are stored and mailed; bad input, the
// honeypot and the limits per address and per email change nothing.
import { vietnamDate } from '@/lib/calendar';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import { COMMUNITY_MESSAGES, quoteInput } from '@/lib/validation/community';
import type { Store } from '../db/store';
import { createQuote } from '../services/leads/leads';
import {
  PUBLIC_WRITE_ADDRESS_LIMIT,
  PUBLIC_WRITE_EMAIL_LIMIT,
} from '../services/leads/public-write';
import { overrideMailSettings, settleDeliveries } from '../services/mail/outbox';
import { moderate } from '../services/reviews/moderate';
import { browserHeaders, callerFor, describeEachDialect } from '@/testing/stores';

async function failureOf(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof TRPCError) {
      if (error.cause instanceof ZodError) {
        return { code: error.code, message: error.cause.issues[0]?.message ?? '' };
      }
      return { code: error.code, message: error.message };
    }
    throw error;
  }
  throw new Error('expected the call to fail');
}

let ipCounter = 0;
function client() {
  ipCounter += 1;
  return browserHeaders({ 'x-forwarded-for': `198.51.100.${ipCounter}` });
}

async function apiFor(store: Store, headers = client()) {
  return callerFor(store, { headers, http: { method: 'POST' } });
}

type Table = 'reviews' | 'comments' | 'leads' | 'mail_outbox' | 'uploads';
async function counts(store: Store): Promise<Record<Table, number>> {
  const tables: Table[] = ['reviews', 'comments', 'leads', 'mail_outbox', 'uploads'];
  const entries = await Promise.all(
    tables.map(async (table) => {
      const row = await store.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .executeTakeFirstOrThrow();
      return [table, Number(row.n)] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<Table, number>;
}

function daysFromToday(days: number): string {
  return vietnamDate(new Date(Date.now() + days * 86_400_000));
}

const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'community-outbox-'));
overrideMailSettings({ outboxDir: outbox, smtpUrl: undefined });
afterAll(() => fs.rmSync(outbox, { recursive: true, force: true }));

const POST = 'le-hoi-hoa-tam-giac-mach';
const SCRIPT = '<script>alert(1)</script><img src=x onerror=alert(2)>';

function review(overrides: Record<string, unknown> = {}) {
  return {
    authorName: 'Nguyễn Thị Lan',
    profession: 'Giáo viên',
    rating: 5,
    title: 'Tuyệt vời',
    content: 'Cáp treo êm, cảnh đẹp.\nSẽ quay lại.',
    serviceType: 'cable-car',
    visitDate: daysFromToday(-3),
    locale: 'vi' as const,
    ...overrides,
  };
}

function quote(overrides: Record<string, unknown> = {}) {
  return {
    fullName: 'Trần Văn Bình',
    email: 'binh@example.com',
    phone: '0912 345 678',
    message: 'Đoàn 40 người',
    departureDate: daysFromToday(7),
    subject: 'Tổ chức sự kiện đoàn',
    locale: 'vi' as const,
    ...overrides,
  };
}

describeEachDialect('community procedures', ({ store }) => {
  afterEach(() => settleDeliveries());

  it('keeps a review hidden until approved, then lists it with the new statistics', async () => {
    const api = await apiFor(store());
    expect(await api.review.create(review({ rating: 4 }))).toEqual({ status: 'pending' });
    expect(await api.review.create(review({ rating: 2, authorName: 'Lê Hoa' }))).toEqual({
      status: 'pending',
    });
    expect((await api.review.list({ page: 1 })).count).toBe(0);

    const rows = await store()
      .db.selectFrom('reviews')
      .select(['id', 'rating', 'status'])
      .orderBy('rating')
      .execute();
    expect(rows.map((r) => r.status)).toEqual(['pending', 'pending']);
    const [low, high] = rows;
    const tags: string[] = [];
    const revalidate = async (tag: string) => void tags.push(tag);

    await moderate(store(), 'review', high?.id ?? '', 'approved', 'staff:test', revalidate);
    let page = await api.review.list({ page: 1 });
    expect(page).toMatchObject({ count: 1, average: 4, page: 1, pageCount: 1 });
    expect(page.distribution).toEqual({ 1: 0, 2: 0, 3: 0, 4: 1, 5: 0 });
    expect(page.reviews[0]).toMatchObject({ authorName: 'Nguyễn Thị Lan', rating: 4 });
    expect(tags).toEqual(['reviews']);

    await moderate(store(), 'review', low?.id ?? '', 'approved', 'staff:test', revalidate);
    page = await api.review.list({ page: 1 });
    expect(page).toMatchObject({ count: 2, average: 3 });

    // Rejected or spam: gone from the list and the statistics at once, the page regenerated.
    await moderate(store(), 'review', low?.id ?? '', 'spam', 'staff:test', revalidate);
    page = await api.review.list({ page: 1 });
    expect(page).toMatchObject({ count: 1, average: 4 });
    expect(tags).toEqual(['reviews', 'reviews', 'reviews']);
    // Setting the same status again changes nothing and regenerates nothing.
    expect(
      await moderate(store(), 'review', low?.id ?? '', 'spam', 'staff:test', revalidate),
    ).toEqual({ changed: false, status: 'spam' });
    expect(tags).toHaveLength(3);
    const moderated = await store()
      .db.selectFrom('reviews')
      .select(['moderated_by', 'moderated_at'])
      .where('id', '=', low?.id ?? '')
      .executeTakeFirstOrThrow();
    expect(moderated.moderated_by).toBe('staff:test');
    expect(moderated.moderated_at).not.toBeNull();
    await expect(
      moderate(store(), 'review', 'no-such-id', 'approved', 'staff:test', revalidate),
    ).rejects.toMatchObject({ kind: 'NOT_FOUND' });
  });

  it('lists nothing but approved reviews and comments, whatever else is stored', async () => {
    const api = await apiFor(store());
    for (const status of ['pending', 'rejected', 'spam'] as const) {
      await api.review.create(review({ authorName: `Ẩn ${status}` }));
      await api.comment.create({
        postSlug: POST,
        name: `Ẩn ${status}`,
        email: 'an@example.com',
        content: 'không hiện',
      });
      const [r] = await store()
        .db.selectFrom('reviews')
        .select('id')
        .where('author_name', '=', `Ẩn ${status}`)
        .execute();
      const [c] = await store()
        .db.selectFrom('comments')
        .select('id')
        .where('name', '=', `Ẩn ${status}`)
        .execute();
      await moderate(store(), 'review', r?.id ?? '', status, 'staff:test', async () => undefined);
      await moderate(store(), 'comment', c?.id ?? '', status, 'staff:test', async () => undefined);
    }
    const page = await api.review.list({ page: 1 });
    expect(page.reviews.map((r) => r.authorName)).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^Ẩn/)]),
    );
    const threads = await api.comment.list({ postSlug: POST });
    expect(JSON.stringify(threads)).not.toContain('Ẩn');
  });

  it('nests replies one level under approved comments and never returns an email', async () => {
    const api = await apiFor(store());
    const postSlug = 'tet-tren-dinh-nui';
    await api.comment.create({
      postSlug,
      name: 'Minh',
      email: 'minh@example.com',
      content: 'Đẹp quá!',
    });
    const root = await store()
      .db.selectFrom('comments')
      .select('id')
      .where('post_slug', '=', postSlug)
      .executeTakeFirstOrThrow();
    // Not approved yet: nobody can reply to it, and it is not listed.
    expect(
      await failureOf(
        api.comment.create({
          postSlug,
          parentId: root.id,
          name: 'An',
          email: 'an@example.com',
          content: 'Đồng ý',
        }),
      ),
    ).toMatchObject({ code: 'NOT_FOUND' });
    expect(await api.comment.list({ postSlug })).toEqual([]);

    const tags: string[] = [];
    await moderate(store(), 'comment', root.id, 'approved', 'staff:test', async (tag) => {
      tags.push(tag);
    });
    expect(tags).toEqual([`comments:${postSlug}`]);
    await api.comment.create({
      postSlug,
      parentId: root.id,
      name: 'An',
      email: 'an@example.com',
      content: 'Đồng ý',
    });
    const reply = await store()
      .db.selectFrom('comments')
      .select(['id', 'parent_id'])
      .where('name', '=', 'An')
      .executeTakeFirstOrThrow();
    expect(reply.parent_id).toBe(root.id);
    await moderate(store(), 'comment', reply.id, 'approved', 'staff:test', async () => undefined);
    // A reply to the reply attaches to the root.
    await api.comment.create({
      postSlug,
      parentId: reply.id,
      name: 'Bảo',
      email: 'bao@example.com',
      content: 'Mình nữa',
    });
    const second = await store()
      .db.selectFrom('comments')
      .select(['id', 'parent_id'])
      .where('name', '=', 'Bảo')
      .executeTakeFirstOrThrow();
    expect(second.parent_id).toBe(root.id);
    await moderate(store(), 'comment', second.id, 'approved', 'staff:test', async () => undefined);

    const threads = await api.comment.list({ postSlug });
    expect(threads).toHaveLength(1);
    expect(threads[0]).toMatchObject({ name: 'Minh', content: 'Đẹp quá!' });
    expect(threads[0]?.replies.map((r) => r.name)).toEqual(['An', 'Bảo']);
    expect(JSON.stringify(threads)).not.toMatch(/@|email/);
    // Other posts see none of it.
    expect(await api.comment.list({ postSlug: POST })).not.toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'Minh' })]),
    );
  });

  it('gives script and HTML back as the very text that was typed', async () => {
    const api = await apiFor(store());
    await api.review.create(
      review({ authorName: SCRIPT, title: SCRIPT, content: SCRIPT, profession: SCRIPT }),
    );
    await api.comment.create({
      postSlug: 'song-lung-khung-long',
      name: SCRIPT,
      email: 'x@example.com',
      content: SCRIPT,
    });
    const r = await store()
      .db.selectFrom('reviews')
      .select('id')
      .where('author_name', '=', SCRIPT)
      .executeTakeFirstOrThrow();
    const c = await store()
      .db.selectFrom('comments')
      .select('id')
      .where('name', '=', SCRIPT)
      .executeTakeFirstOrThrow();
    await moderate(store(), 'review', r.id, 'approved', 'staff:test', async () => undefined);
    await moderate(store(), 'comment', c.id, 'approved', 'staff:test', async () => undefined);
    const listed = (await api.review.list({ page: 1 })).reviews.find(
      (x) => x.authorName === SCRIPT,
    );
    expect(listed).toMatchObject({ title: SCRIPT, content: SCRIPT, profession: SCRIPT });
    expect((await api.comment.list({ postSlug: 'song-lung-khung-long' }))[0]).toMatchObject({
      name: SCRIPT,
      content: SCRIPT,
    });
  });

  it('refuses bad input on every procedure with BAD_REQUEST (or NOT_FOUND) and changes no row', async () => {
    const api = await apiFor(store());
    const before = await counts(store());
    const bad: [string, Promise<unknown>, string?][] = [
      ['rating 0', api.review.create(review({ rating: 0 }))],
      ['rating 6', api.review.create(review({ rating: 6 }))],
      ['rating 4.5', api.review.create(review({ rating: 4.5 }))],
      [
        'future visit',
        api.review.create(review({ visitDate: daysFromToday(2) })),
        COMMUNITY_MESSAGES.dateFuture,
      ],
      [
        'no such day',
        api.review.create(review({ visitDate: '2026-02-30' })),
        COMMUNITY_MESSAGES.dateInvalid,
      ],
      [
        'unknown service',
        api.review.create(review({ serviceType: 'bungee' })),
        COMMUNITY_MESSAGES.serviceType,
      ],
      ['foreign avatar', api.review.create(review({ avatarUrl: 'https://evil.example/a.png' }))],
      [
        'unknown avatar',
        api.review.create(
          review({ avatarUrl: '/api/uploads/avatars/AAAAAAAAAAAAAAAAAAAAAA.webp' }),
        ),
        COMMUNITY_MESSAGES.avatar,
      ],
      ['blank content', api.review.create(review({ content: '   \n ' }))],
      ['bidi override', api.review.create(review({ authorName: 'Lan\u202Egnp.exe' }))],
      ['control char', api.review.create(review({ title: 'a\u0007b' }))],
      ['too long', api.review.create(review({ content: 'x'.repeat(2001) }))],
      [
        'comment without email',
        api.comment.create({ postSlug: POST, name: 'A', email: '', content: 'B' }),
      ],
      [
        'comment without name',
        api.comment.create({ postSlug: POST, name: ' ', email: 'a@example.com', content: 'B' }),
      ],
      [
        'comment without content',
        api.comment.create({ postSlug: POST, name: 'A', email: 'a@example.com', content: '' }),
      ],
      [
        'comment bad email',
        api.comment.create({ postSlug: POST, name: 'A', email: 'not-an-email', content: 'B' }),
      ],
      [
        'comment on a draft',
        api.comment.create({
          postSlug: 'ban-nhap-chuong-trinh-mua-he',
          name: 'A',
          email: 'a@example.com',
          content: 'B',
        }),
      ],
      [
        'comment on nothing',
        api.comment.create({
          postSlug: 'khong-co',
          name: 'A',
          email: 'a@example.com',
          content: 'B',
        }),
      ],
      [
        'quote yesterday',
        api.quote.create(quote({ departureDate: daysFromToday(-1) })),
        COMMUNITY_MESSAGES.datePast,
      ],
      [
        'quote without date',
        api.quote.create(quote({ departureDate: '' })),
        COMMUNITY_MESSAGES.dateRequired,
      ],
      [
        'quote bad date',
        api.quote.create(quote({ departureDate: '2026-13-01' })),
        COMMUNITY_MESSAGES.dateInvalid,
      ],
      ['quote without phone', api.quote.create(quote({ phone: '' }))],
      ['quote bad phone', api.quote.create(quote({ phone: 'abc' })), COMMUNITY_MESSAGES.phone],
      ['quote without name', api.quote.create(quote({ fullName: '' }))],
      [
        'contact without message',
        api.contact.send({ fullName: 'A', email: 'a@example.com', message: ' ' }),
      ],
      ['contact bad email', api.contact.send({ fullName: 'A', email: 'a@', message: 'Xin chào' })],
      ['list page 0', api.review.list({ page: 0 })],
      ['list bad slug', api.comment.list({ postSlug: '../etc/passwd' })],
    ];
    for (const [label, promise, message] of bad) {
      const failure = await failureOf(promise);
      expect([label, ['BAD_REQUEST', 'NOT_FOUND'].includes(failure.code)]).toEqual([label, true]);
      if (message) expect([label, failure.message]).toEqual([label, message]);
    }
    expect(await counts(store())).toEqual(before);
  });

  it('answers a filled-in honeypot as if it worked and stores and mails nothing', async () => {
    const api = await apiFor(store());
    const before = await counts(store());
    const website = 'http://spam.example';
    expect(await api.review.create(review({ website }))).toEqual({ status: 'pending' });
    expect(
      await api.comment.create({
        postSlug: POST,
        name: 'A',
        email: 'a@example.com',
        content: 'B',
        website,
      }),
    ).toEqual({ status: 'pending' });
    expect(await api.quote.create(quote({ website }))).toEqual({ ok: true });
    expect(
      await api.contact.send({ fullName: 'An', email: 'a@example.com', message: 'B', website }),
    ).toEqual({ ok: true });
    expect(await counts(store())).toEqual(before);
  });

  it('limits writes per client address and per email', async () => {
    const headers = client();
    const api = await apiFor(store(), headers);
    for (let i = 0; i < PUBLIC_WRITE_ADDRESS_LIMIT.limit; i += 1) {
      await api.review.create(review({ authorName: `Khách ${i}` }));
    }
    const before = await counts(store());
    expect(await failureOf(api.review.create(review()))).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
    });
    // Another address still gets through.
    expect(await (await apiFor(store())).review.create(review())).toEqual({ status: 'pending' });

    // One email from many addresses: the email's own limit answers.
    const email = 'flood@example.com';
    for (let i = 0; i < PUBLIC_WRITE_EMAIL_LIMIT.limit; i += 1) {
      await (await apiFor(store())).contact.send({ fullName: 'An', email, message: `Tin ${i}` });
    }
    const afterContacts = await counts(store());
    expect(
      await failureOf(
        (await apiFor(store())).contact.send({ fullName: 'An', email, message: 'Nữa' }),
      ),
    ).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    for (let i = 0; i < PUBLIC_WRITE_EMAIL_LIMIT.limit; i += 1) {
      await (await apiFor(store())).quote.create(quote({ email: 'quote-flood@example.com' }));
    }
    expect(
      await failureOf(
        (await apiFor(store())).quote.create(quote({ email: 'quote-flood@example.com' })),
      ),
    ).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect((await counts(store())).leads).toBe(
      afterContacts.leads + PUBLIC_WRITE_EMAIL_LIMIT.limit,
    );
    expect((await counts(store())).reviews).toBe(before.reviews + 1);
  });

  it('stores a quote for next week and mails the customer (and the operator when one is set)', async () => {
    const api = await apiFor(store());
    const email = `quote-${ipCounter}@example.com`;
    const before = await counts(store());
    expect(await api.quote.create(quote({ email }))).toEqual({ ok: true });
    await settleDeliveries();
    const lead = await store()
      .db.selectFrom('leads')
      .select(['kind', 'full_name', 'phone', 'departure_date', 'status', 'subject'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(lead).toEqual({
      kind: 'quote',
      full_name: 'Trần Văn Bình',
      phone: '+84912345678',
      departure_date: daysFromToday(7),
      status: 'new',
      subject: 'Tổ chức sự kiện đoàn',
    });
    const mails = await store()
      .db.selectFrom('mail_outbox')
      .select(['to_address', 'kind', 'sent_at'])
      .where('to_address', '=', email)
      .execute();
    expect(mails).toEqual([
      { to_address: email, kind: 'quote-received', sent_at: expect.any(String) },
    ]);
    const files = fs.readdirSync(outbox).map((f) => fs.readFileSync(path.join(outbox, f), 'utf8'));
    expect(files.some((eml) => eml.includes(email))).toBe(true);
    expect((await counts(store())).mail_outbox).toBe(before.mail_outbox + 1);

    // With OPERATOR_EMAIL, the operator gets a notice with everything needed to answer.
    await createQuote(store(), quoteInput.parse(quote({ email: `op-${email}`, message: SCRIPT })), {
      ip: '198.51.100.250',
      operatorEmail: 'ops@example.com',
      now: new Date(),
    });
    const notice = await store()
      .db.selectFrom('mail_outbox')
      .select(['subject', 'body_text', 'body_html'])
      .where('to_address', '=', 'ops@example.com')
      .executeTakeFirstOrThrow();
    expect(notice.subject).toContain('Trần Văn Bình');
    expect(notice.body_text).toContain(`op-${email}`);
    expect(notice.body_text).toContain('Số điện thoại: 0912 345 678');
    // Visitor text is escaped in the HTML part.
    expect(notice.body_html).not.toContain('<script>');
    expect(notice.body_html).toContain('&lt;script&gt;');
  });

  it('stores a contact message and mails the customer', async () => {
    const api = await apiFor(store());
    const email = `contact-${ipCounter}@example.com`;
    expect(
      await api.contact.send({
        fullName: 'Phạm Thu',
        email,
        phone: '',
        message: 'Cho hỏi giờ mở cửa?',
      }),
    ).toEqual({ ok: true });
    const lead = await store()
      .db.selectFrom('leads')
      .select(['kind', 'phone', 'message', 'departure_date'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(lead).toEqual({
      kind: 'contact',
      phone: null,
      message: 'Cho hỏi giờ mở cửa?',
      departure_date: null,
    });
    const mail = await store()
      .db.selectFrom('mail_outbox')
      .select('kind')
      .where('to_address', '=', email)
      .executeTakeFirstOrThrow();
    expect(mail.kind).toBe('contact-received');
  });

  it("acknowledges a contact or quote with the shop's text and a reference, never the visitor's", async () => {
    // The form mails whatever address it is given, from the shop's sender only.
    const spam = 'Bạn trúng thưởng! Nhận quà tại https://evil.example/claim';
    const name = 'Nhận 5 triệu tại www.evil.example';
    const contactEmail = `victim-${ipCounter}@example.com`;
    await createQuote(
      store(),
      quoteInput.parse(quote({ email: `q-${contactEmail}`, fullName: name, message: spam })),
      { ip: '198.51.100.251', operatorEmail: 'ops-ack@example.com', now: new Date() },
    );
    await (
      await apiFor(store())
    ).contact.send({ fullName: name, email: contactEmail, message: spam });
    for (const to of [`q-${contactEmail}`, contactEmail]) {
      const lead = await store()
        .db.selectFrom('leads')
        .select(['id', 'message'])
        .where('email', '=', to)
        .executeTakeFirstOrThrow();
      expect(lead.message).toBe(spam);
      const receipt = await store()
        .db.selectFrom('mail_outbox')
        .select(['subject', 'body_text', 'body_html'])
        .where('to_address', '=', to)
        .executeTakeFirstOrThrow();
      const all = `${receipt.subject}\n${receipt.body_text}\n${receipt.body_html}`;
      expect(all).not.toMatch(/evil\.example|trúng thưởng|5 triệu/i);
      expect(all).not.toMatch(/https?:\/\//);
      expect(receipt.body_text).toContain(`Mã tham chiếu: ${lead.id}`);
    }
    // The operator's copy keeps the message and names the same reference.
    const notice = await store()
      .db.selectFrom('mail_outbox')
      .select('body_text')
      .where('to_address', '=', 'ops-ack@example.com')
      .executeTakeFirstOrThrow();
    expect(notice.body_text).toContain(spam);
    const quoteLead = await store()
      .db.selectFrom('leads')
      .select('id')
      .where('email', '=', `q-${contactEmail}`)
      .executeTakeFirstOrThrow();
    expect(notice.body_text).toContain(`Mã tham chiếu: ${quoteLead.id}`);
  });
});
