// The mails the e2e server wrote as .eml files (playwright.config's E2E_OUTBOX_DIR, no SMTP):
// found by recipient, subject decoded, body with soft breaks and base64 undone.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { E2E_OUTBOX_DIR } from '../../playwright.config';

export interface OutboxMail {
  subject: string;
  body: string;
}

/** Decodes RFC 2047 encoded words (`=?UTF-8?B?…?=`, `=?UTF-8?Q?…?=`) of a header. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) =>
                String.fromCharCode(parseInt(hex, 16)),
              ),
            'latin1',
          ).toString('utf8'),
    );
}

/** Every .eml written for `email` so far. */
export function outboxMailsTo(email: string): OutboxMail[] {
  let names: string[];
  try {
    names = readdirSync(E2E_OUTBOX_DIR).filter((name) => name.endsWith('.eml'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const mails: OutboxMail[] = [];
  for (const name of names) {
    const raw = readFileSync(path.join(E2E_OUTBOX_DIR, name), 'utf8');
    const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
    const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
    const to = /^To: (.*)$/im.exec(unfolded)?.[1] ?? '';
    if (!to.includes(email)) continue;
    const bodyRaw = rest.join('\n\n');
    const base64 = Array.from(bodyRaw.matchAll(/^([A-Za-z0-9+/=]{40,})$/gm), (m) => m[1] ?? '');
    const quoted = Buffer.from(
      bodyRaw
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
    mails.push({
      subject: decodeHeader(/^Subject: (.*)$/im.exec(unfolded)?.[1] ?? ''),
      body: `${quoted}\n${Buffer.from(base64.join(''), 'base64').toString('utf8')}`,
    });
  }
  return mails;
}
