// What the server writes is readable by its own user only, whatever the umask.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { migrateToLatest } from '../db/migrate';
import { openStore } from '../db/store';
import { deliverOutbox, enqueueMail } from '../services/mail/outbox';
import { devSigningKey } from '../services/signing/signing-key';
import { processAvatar, saveAvatar } from '../services/uploads/avatar';

const mode = (file: string) => fs.statSync(file).mode & 0o777;

let root: string;
let umask: number;
beforeAll(() => {
  // The usual default, which leaves new files 0644 and folders 0755 unless the writer says so.
  umask = process.umask(0o022);
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'private-files-'));
});
afterAll(() => {
  process.umask(umask);
  fs.rmSync(root, { recursive: true, force: true });
});

describe('files the server writes are 0600 in 0700 folders', () => {
  it('the SQLite store, its WAL and the mail outbox', async () => {
    const file = path.join(root, 'data', 'store.sqlite');
    const store = openStore({ sqlitePath: file });
    try {
      await migrateToLatest(store);
      for (const suffix of ['', '-wal', '-shm']) expect(mode(file + suffix)).toBe(0o600);
      expect(mode(path.dirname(file))).toBe(0o700);

      await enqueueMail(store.db, {
        to: 'khach@example.vn',
        subject: 'Xin chào',
        kind: 'order-confirmation',
        locale: 'vi',
        text: 'Xin chào',
        html: '<p>Xin chào</p>',
      });
      const outbox = path.join(root, 'outbox');
      expect(await deliverOutbox(store, { outboxDir: outbox, smtpUrl: undefined })).toBe(1);
      const [eml] = fs.readdirSync(outbox);
      expect(eml).toMatch(/\.eml$/);
      expect(mode(path.join(outbox, eml ?? ''))).toBe(0o600);
      expect(mode(outbox)).toBe(0o700);

      // Uploads no longer touch the disk: their bytes are rows of the store (one file, 0600).
      const uploads = path.join(root, 'uploads');
      const png = await sharp({
        create: { width: 8, height: 8, channels: 3, background: '#336699' },
      })
        .png()
        .toBuffer();
      await saveAvatar(store, uploads, await processAvatar(png));
      expect(fs.existsSync(uploads)).toBe(false);
    } finally {
      await store.close();
    }
  });

  it('a store file left world-readable by an older version is narrowed when opened', async () => {
    const file = path.join(root, 'old', 'store.sqlite');
    fs.mkdirSync(path.dirname(file), { mode: 0o755 });
    fs.writeFileSync(file, '', { mode: 0o644 });
    const store = openStore({ sqlitePath: file });
    await store.close();
    expect(mode(file)).toBe(0o600);
    expect(mode(path.dirname(file))).toBe(0o700);
  });

  it('a store file put straight into a shared folder such as /tmp leaves that folder as it was', async () => {
    const shared = path.join(root, 'shared-tmp');
    fs.mkdirSync(shared);
    fs.chmodSync(shared, 0o1777);
    const file = path.join(shared, 'probe.sqlite');
    const store = openStore({ sqlitePath: file });
    await store.close();
    expect(mode(file)).toBe(0o600);
    expect(fs.statSync(shared).mode & 0o7777).toBe(0o1777);
  });

  it('the development ticket signing key', async () => {
    const file = path.join(root, 'keys', 'ticket-signing-key.json');
    await devSigningKey(file);
    expect(mode(file)).toBe(0o600);
    expect(mode(path.dirname(file))).toBe(0o700);
  });
});
