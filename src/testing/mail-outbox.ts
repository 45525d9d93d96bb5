// Mail for integration tests: delivered after commit as .eml files into a temp folder of the test
// file (no SMTP), removed when the file's tests end.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Store } from '@/server/db/store';
import { overrideMailSettings } from '@/server/services/mail/outbox';

/** Sends this test file's mail to a fresh folder named `<prefix>…`; returns the folder. */
export function setUpTempOutbox(prefix: string): string {
  const outbox = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  overrideMailSettings({ outboxDir: outbox, smtpUrl: undefined });
  afterAll(() => fs.rmSync(outbox, { recursive: true, force: true }));
  return outbox;
}

/** The kinds of mail queued about the order `orderCode`, sorted. */
export async function mailKinds(store: Store, orderCode: string): Promise<string[]> {
  const rows = await store.db
    .selectFrom('mail_outbox')
    .innerJoin('orders', 'orders.id', 'mail_outbox.related_order_id')
    .select('mail_outbox.kind')
    .where('orders.order_code', '=', orderCode)
    .execute();
  return rows.map((row) => row.kind).sort();
}
