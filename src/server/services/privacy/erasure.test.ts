// Erasure and export of a whole person, through the real router on SQLite and PostgreSQL: an
// account with a verified email, a guest order with that email, an account order whose invoice
// request holds a citizen id, an avatar, an answered data request, a refund request in the
// person's words, mail in the outbox (files on disk) and rate-limit rows by the email. After
// account.delete, every table of the catalog (not a hand list: a new table is searched too) and
// every file of the outbox and upload folders are searched for the email, phone, name, citizen
// id and user id, and none holds them. The export shows the same person beforehand.
import { addDays, vietnamClock } from '@/lib/calendar';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import type { Store } from '../../db/store';
import { setUpTempOutbox } from '@/testing/mail-outbox';
import { accountWithRole, codeOf, operatorCaller } from '@/testing/operators';
import { bookPaidTickets, bookTickets, setUpTicketSigningKey } from '@/testing/paid-tickets';
import { testMethods } from '@/testing/payment-methods';
import { browserHeaders, callerFor, describeEachDialect, openTestStore } from '@/testing/stores';
import { setDayCapacity } from '../inventory/inventory';
import { deliverOutbox, overrideMailSettings, settleDeliveries } from '../mail/outbox';
import { placeTicketOrder, requestRefund } from '../orders';
import { hashPassword } from '../auth/passwords';
import { getTicketCatalog } from '../tickets/ticket-catalog';
import { avatarFileResponse, avatarUploadResponse } from '../uploads/avatar-upload';
import { deleteAccount } from './account-delete';
import { PERSONAL_DATA } from './personal-data-map';

const outboxDir = setUpTempOutbox('outbox-erasure-');
const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'uploads-erasure-'));
afterAll(() => fs.rmSync(uploadsDir, { recursive: true, force: true }));
setUpTicketSigningKey();
// Password checks run scrypt in a helper process at the lowest priority.
jest.setTimeout(120_000);

const ADULT = 've-nguoi-lon';
const PASSWORD = 'núi mây mùa hoa ban';
const FIRST_NAME = 'Xuyến';
const FULL_NAME = 'Lò Thị Xuyến';
const PHONE = '0912345678';
const CITIZEN_ID = '001204012345';
const REFUND_TEXT = `Chị ${FULL_NAME} (${PHONE}) bị ốm, xin hoàn tiền`;
const REQUEST_TEXT = `Tôi là ${FULL_NAME}, cho tôi xem dữ liệu của tôi`;
let counter = 0;

function api(store: Store, token?: string) {
  counter += 1;
  const ip = browserHeaders({ 'x-forwarded-for': `198.51.100.${counter}` });
  return callerFor(store, {
    headers: token ? { ...ip, authorization: `Bearer ${token}` } : ip,
    http: { method: 'POST' },
  });
}

let passwordHash: Promise<string> | undefined;

/** A customer with a name, a phone and an email it has proved. */
async function verifiedAccount(store: Store) {
  const account = await accountWithRole(store, 'customer');
  const email = `xuyen-${randomBytes(6).toString('hex')}@example.vn`;
  passwordHash ??= hashPassword(PASSWORD);
  await store.db
    .updateTable('users')
    .set({
      email,
      password_hash: await passwordHash,
      first_name: FIRST_NAME,
      last_name: 'Lò Thị',
      phone: `+84${PHONE.slice(1)}`,
      email_verified_at: new Date().toISOString(),
    })
    .where('id', '=', account.userId)
    .execute();
  return { userId: account.userId, email, token: account.accessToken };
}

type Account = Awaited<ReturnType<typeof verifiedAccount>>;

const buyerOf = (account: Account) => ({ fullName: FULL_NAME, email: account.email, phone: PHONE });

async function own(store: Store, orderId: string, account: Account) {
  await store.db
    .updateTable('orders')
    .set({ user_id: account.userId })
    .where('id', '=', orderId)
    .execute();
}

/** An unpaid ticket order of the account asking for an invoice to the person's citizen id. */
async function orderWithInvoice(store: Store, account: Account, visitDate: string) {
  const { order } = await placeTicketOrder(
    store,
    getTicketCatalog(),
    {
      idempotencyKey: randomBytes(18).toString('base64url'),
      visitDate,
      lines: [{ ticketType: ADULT, quantity: 1 }],
      buyer: buyerOf(account),
      paymentMethod: 'payos',
      locale: 'vi',
      invoice: { citizenId: CITIZEN_ID, fullName: FULL_NAME, email: account.email },
    },
    { userId: account.userId },
    { methods: testMethods(store) },
  );
  return order.orderCode;
}

async function avatarOf(store: Store) {
  const photo = await sharp({
    create: { width: 64, height: 64, channels: 3, background: { r: 20, g: 120, b: 40 } },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new File([new Uint8Array(photo)], 'me.png', { type: 'image/png' }));
  const response = await avatarUploadResponse(
    new Request('http://localhost:3000/api/uploads/avatar', {
      method: 'POST',
      body: form,
      headers: { host: 'localhost:3000', origin: 'http://localhost:3000' },
    }),
    { store, uploadsDir, ip: '192.0.2.77', now: new Date() },
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { url: string }).url;
}

/** A data request from the email, confirmed by its mailed link, then answered by an operator. */
async function answeredDataRequest(store: Store, email: string, step: 'complete' | null) {
  const guest = await api(store);
  await guest.dataRequest.create({ email, kind: 'access', message: REQUEST_TEXT });
  const mail = await store.db
    .selectFrom('mail_outbox')
    .select('body_text')
    .where('to_address', '=', email)
    .where('kind', '=', 'data-request-confirm')
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  const token = /request=([A-Za-z0-9_-]{43})/.exec(mail.body_text)?.[1] ?? '';
  await guest.dataRequest.verify({ token });
  if (!step) return;
  const staff = await operatorCaller(store, await accountWithRole(store, 'staff'));
  const [request] = (await staff.admin.dataRequests.list()).filter((r) => r.email === email);
  await staff.admin.dataRequests.advance({ id: request?.id ?? '', step, note: null });
}

/** Everything the person left: the returned codes, for the assertions. */
async function aWholePerson(store: Store) {
  const account = await verifiedAccount(store);
  const call = await api(store, account.token);
  const day = addDays(vietnamClock(new Date()).date, 6);
  const lines = [{ ticketType: ADULT, quantity: 1 }];
  // Placed as a guest with the verified email, and not yet linked to the account.
  const guestOrder = await bookTickets(store, day, lines, buyerOf(account));
  const invoiceOrder = await orderWithInvoice(store, account, day);
  const paid = await bookPaidTickets(store, day, lines, buyerOf(account));
  await own(store, paid.orderId, account);
  await requestRefund(
    store,
    { orderCode: paid.orderCode, contact: {}, reason: REFUND_TEXT },
    account.userId,
  );
  const avatarUrl = await avatarOf(store);
  await call.review.create({
    authorName: FULL_NAME,
    profession: 'Giáo viên',
    rating: 5,
    content: 'Cáp treo êm, cảnh đẹp.',
    serviceType: 'cable-car',
    visitDate: vietnamClock(new Date()).date,
    avatarUrl,
  });
  await answeredDataRequest(store, account.email, 'complete');
  // On the waiting list of a sold-out day.
  const fullDay = addDays(vietnamClock(new Date()).date, 9);
  await setDayCapacity(store, { ticketType: ADULT, visitDate: fullDay, capacity: 0 }, 0);
  await call.waitlist.join({
    visitDate: fullDay,
    ticketType: ADULT,
    quantity: 1,
    contact: { email: account.email, phone: PHONE },
    locale: 'vi',
  });
  // A wrong password: the login limits count by the email.
  expect(
    await codeOf((await api(store)).auth.login({ email: account.email, password: 'sai mật khẩu' })),
  ).toBe('UNAUTHORIZED');
  await settleDeliveries();
  while ((await deliverOutbox(store)) > 0);
  return { account, call, guestOrder, invoiceOrder, paid, avatarUrl };
}

/** Every table of the store's own catalog, so a table added later is searched too. */
async function tablesOf(store: Store): Promise<string[]> {
  if (store.dialect === 'sqlite') {
    const rows = await sql<{ name: string }>`select name from sqlite_master
      where type = 'table' and name not like 'sqlite_%'`.execute(store.db);
    return rows.rows.map((row) => row.name);
  }
  const rows = await sql<{ table_name: string }>`select table_name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(store.db);
  return rows.rows.map((row) => row.table_name);
}

/** Every text column of every table: `table.column` where a needle occurs. */
async function findInStore(store: Store, needles: string[]): Promise<string[]> {
  const found: string[] = [];
  const tables = await tablesOf(store);
  expect(tables).toEqual(expect.arrayContaining(['users', 'orders', 'order_invoices', 'uploads']));
  for (const table of tables) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(
      store.db,
    );
    for (const row of rows.rows) {
      for (const [column, value] of Object.entries(row)) {
        if (typeof value !== 'string') continue;
        for (const needle of needles) {
          if (value.includes(needle)) found.push(`${table}.${column} ∋ ${needle}`);
        }
      }
    }
  }
  return [...new Set(found)];
}

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function findOnDisk(dirs: string[], needles: string[]): string[] {
  return dirs.flatMap(filesUnder).filter((file) => {
    const text = fs.readFileSync(file, 'latin1') + fs.readFileSync(file, 'utf8');
    return needles.some((needle) => text.includes(needle));
  });
}

function deleteKeepingTickets(store: Store, account: Account) {
  return deleteAccount(
    store,
    account.userId,
    { password: PASSWORD, futureTickets: 'keep' },
    { uploadsDir },
  );
}

describeEachDialect('erasure of a whole person', ({ store, dialect }) => {
  afterEach(() => settleDeliveries());

  it("exports the guest order, the data request, the refund request's text and the mails sent", async () => {
    const { account, call, guestOrder, invoiceOrder, paid } = await aWholePerson(store());
    const data = await call.account.exportData();

    expect(data.profile).toMatchObject({ email: account.email, firstName: FIRST_NAME });
    expect(data.orders.map((o) => o.orderCode).sort()).toEqual(
      [guestOrder.orderCode, invoiceOrder, paid.orderCode].sort(),
    );
    expect(data.refundRequests).toEqual([
      expect.objectContaining({ orderCode: paid.orderCode, reason: REFUND_TEXT }),
    ]);
    expect(data.waitlist).toEqual([
      expect.objectContaining({ email: account.email, ticketType: ADULT, status: 'waiting' }),
    ]);
    expect(data.dataRequests).toEqual([
      expect.objectContaining({ kind: 'access', message: REQUEST_TEXT, status: 'done' }),
    ]);
    const sent = data.mails.filter((mail) => mail.sentAt !== null);
    expect(sent.map((mail) => mail.kind)).toEqual(expect.arrayContaining(['data-request-confirm']));
    expect(sent.every((mail) => mail.to === account.email)).toBe(true);
    expect(sent.length).toBeGreaterThanOrEqual(3);
    // Every section the map names is in the download.
    for (const entry of PERSONAL_DATA) {
      if (typeof entry.export === 'string') continue;
      for (const part of entry.export) expect(data).toHaveProperty(part.name);
    }
    expect(JSON.stringify(data)).not.toMatch(/password|token_hash|scrypt/);
  });

  it('deletes, then finds the person in no table of the catalog and no file on disk', async () => {
    // A store and an outbox of its own: the other tests' people share this one's name and phone.
    const opened = await openTestStore(dialect);
    const ownOutbox = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-erasure-alone-'));
    overrideMailSettings({ outboxDir: ownOutbox, smtpUrl: undefined });
    try {
      await deletesEveryTrace(opened.store, [ownOutbox, uploadsDir]);
    } finally {
      await settleDeliveries();
      overrideMailSettings({ outboxDir, smtpUrl: undefined });
      fs.rmSync(ownOutbox, { recursive: true, force: true });
      await opened.dispose();
    }
  });

  async function deletesEveryTrace(alone: Store, dirs: string[]) {
    const { account, call, avatarUrl } = await aWholePerson(alone);
    const needles = [account.email, PHONE.slice(1), FIRST_NAME, CITIZEN_ID, account.userId];
    // The search itself finds the person before: it looks where the person is.
    const before = await findInStore(alone, needles);
    for (const place of ['users.email', 'orders.contact_email', 'order_invoices.citizen_id']) {
      expect(before.some((hit) => hit.startsWith(place))).toBe(true);
    }
    expect(before.some((hit) => hit.startsWith('rate_limit_hits.bucket'))).toBe(true);
    expect(before.some((hit) => hit.startsWith('data_requests.'))).toBe(true);
    expect(before.some((hit) => hit.startsWith('waitlist_entries.email'))).toBe(true);
    expect(before.some((hit) => hit.startsWith('refund_requests.reason'))).toBe(true);
    expect(findOnDisk(dirs, [account.email]).length).toBeGreaterThanOrEqual(3);
    const avatarName = avatarUrl.slice(avatarUrl.lastIndexOf('/') + 1);
    expect((await avatarFileResponse(alone, avatarName)).status).toBe(200);

    expect(await call.account.delete({ password: PASSWORD, futureTickets: 'cancel' })).toEqual({
      deleted: true,
      cancelledOrders: 1,
      refundRequests: 0,
    });
    await settleDeliveries();
    while ((await deliverOutbox(alone)) > 0);

    expect(await findInStore(alone, needles)).toEqual([]);
    expect(findOnDisk(dirs, needles)).toEqual([]);
    expect((await avatarFileResponse(alone, avatarName)).status).toBe(404);
  }

  it('keeps an open data request until the operators answer it', async () => {
    const account = await verifiedAccount(store());
    await answeredDataRequest(store(), account.email, null);
    await deleteKeepingTickets(store(), account);
    const open = await store()
      .db.selectFrom('data_requests')
      .select(['status', 'message'])
      .where('email', '=', account.email)
      .execute();
    expect(open).toEqual([{ status: 'open', message: REQUEST_TEXT }]);
  });

  it('finds nothing by an email the account never proved', async () => {
    const account = await verifiedAccount(store());
    await store()
      .db.updateTable('users')
      .set({ email_verified_at: null })
      .where('id', '=', account.userId)
      .execute();
    // Someone else's guest order with that address, before it was registered here.
    const theirs = await bookTickets(
      store(),
      addDays(vietnamClock(new Date()).date, 6),
      [{ ticketType: ADULT, quantity: 1 }],
      buyerOf(account),
    );
    const data = await (await api(store(), account.token)).account.exportData();
    expect(data.orders).toEqual([]);
    expect(data.mails).toEqual([]);
    await deleteKeepingTickets(store(), account);
    const order = await store()
      .db.selectFrom('orders')
      .select('contact_email')
      .where('id', '=', theirs.orderId)
      .executeTakeFirstOrThrow();
    expect(order.contact_email).toBe(account.email);
  });
});
