// The outbox writer: a message is written whole or not at all, and a message
// delivered again (a crash between the file and `sent_at`, then the lease runs out) leaves one file.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeTransaction } from '../../db/store';
import { setUpTempOutbox } from '@/testing/mail-outbox';
import { describeEachDialect } from '@/testing/stores';
import {
  DELIVERY_LEASE_MS,
  deliverOutbox,
  enqueueMail,
  removeCrashLeftovers,
  writeEmlAtomically,
} from './outbox';

const outbox = setUpTempOutbox('outbox-writer-');
const settings = { from: 'shop@example.com', outboxDir: outbox, smtpUrl: undefined };
const files = () => fs.readdirSync(outbox);

describeEachDialect('mail outbox', ({ store }) => {
  it('writes a message once even when it is delivered again after a crash', async () => {
    const id = await writeTransaction(store(), (trx) =>
      enqueueMail(trx, {
        to: 'khach@example.com',
        subject: 'Đã nhận thanh toán',
        kind: 'payment-received',
        locale: 'vi',
        text: 'Xin chào',
        html: '<p>Xin chào</p>',
      }),
    );
    const before = files().length;
    expect(await deliverOutbox(store(), settings)).toBeGreaterThanOrEqual(1);
    const written = files().filter((name) => name.includes(id));
    expect(written).toHaveLength(1);
    // The process died after writing the file and before recording it sent: the row is unsent and
    // its lease runs out, so a later sweep delivers it again.
    await store()
      .db.updateTable('mail_outbox')
      .set({ sent_at: null })
      .where('id', '=', id)
      .execute();
    const later = new Date(Date.now() + DELIVERY_LEASE_MS + 1_000);
    expect(await deliverOutbox(store(), settings, later)).toBe(1);
    expect(files().filter((name) => name.includes(id))).toEqual(written);
    expect(files()).toHaveLength(before + 1);
    expect(files().filter((name) => !name.endsWith('.eml'))).toEqual([]);
    expect(fs.readFileSync(`${outbox}/${written[0]}`, 'utf8')).toContain('khach@example.com');
  });
});

describe('writeEmlAtomically', () => {
  it('leaves either the whole file or nothing, never an empty or temporary one', async () => {
    const dir = fs.mkdtempSync(`${outbox}-atomic-`);
    await writeEmlAtomically(dir, 'a.eml', Buffer.from('Subject: one\r\n\r\nbody'));
    await writeEmlAtomically(dir, 'a.eml', Buffer.from('Subject: two\r\n\r\nbody'));
    expect(fs.readdirSync(dir)).toEqual(['a.eml']);
    expect(fs.readFileSync(`${dir}/a.eml`, 'utf8')).toContain('Subject: two');
    // A failed write (the target is a folder) leaves no temporary file behind.
    fs.mkdirSync(`${dir}/b.eml`);
    await expect(writeEmlAtomically(dir, 'b.eml', Buffer.from('x'))).rejects.toThrow();
    expect(fs.readdirSync(dir).sort()).toEqual(['a.eml', 'b.eml']);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('what a crash left in the outbox', () => {
  it('is removed on the first delivery; a write still in flight is not', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-crash-'));
    const left = path.join(dir, '.2026-11-30T10-00-00-000Z-abc.eml.4242.x1Y2z3.tmp');
    const inFlight = path.join(dir, '.2026-12-02T05-00-00-000Z-def.eml.4243.q9W8e7.tmp');
    const sent = path.join(dir, '2026-11-30T10-00-00-000Z-abc.eml');
    for (const file of [left, inFlight, sent]) fs.writeFileSync(file, 'To: khach@example.vn\r\n');
    const hourAgo = new Date(Date.now() - 60 * 60_000);
    fs.utimesSync(left, hourAgo, hourAgo);
    fs.utimesSync(sent, hourAgo, hourAgo);

    expect(await removeCrashLeftovers(dir)).toBe(1);
    expect(fs.readdirSync(dir).sort()).toEqual(
      [path.basename(inFlight), path.basename(sent)].sort(),
    );
    expect(await removeCrashLeftovers(path.join(dir, 'none-yet'))).toBe(0);
  });
});
