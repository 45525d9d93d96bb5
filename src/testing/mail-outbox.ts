// Mail for integration tests: delivered after commit as .eml files into a temp folder of the test
// file (no SMTP), removed when the file's tests end.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { overrideMailSettings } from '@/server/services/mail/outbox';

/** Sends this test file's mail to a fresh folder named `<prefix>…`; returns the folder. */
export function setUpTempOutbox(prefix: string): string {
  const outbox = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  overrideMailSettings({ outboxDir: outbox, smtpUrl: undefined });
  afterAll(() => fs.rmSync(outbox, { recursive: true, force: true }));
  return outbox;
}
