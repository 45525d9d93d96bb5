// The mail outbox (DESIGN.md §12): messages are rows written inside the transaction that decided
// to send them (an order that rolls back sends nothing), delivered after commit by deliverOutbox:
// nodemailer over SMTP_URL, or `.eml` files in OUTBOX_DIR when no relay is configured.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import { newId, nowIso } from '../../db/ids';
import type { Database } from '../../db/schema';
import type { Store } from '../../db/store';
import { makePrivateDir, PRIVATE_FILE_MODE } from '../../files/private-files';
import { mailDocument } from './mail-text';

export interface MailMessage {
  to: string;
  subject: string;
  /** What the message is about: `order-confirmation`, `payment-received`, `order-cancelled`… */
  kind: string;
  locale: 'vi' | 'en';
  text: string;
  /** The HTML body's content; delivery wraps it in a document in the message's language. */
  html: string;
  relatedOrderId?: string | null;
  /** Files sent with the message: inline images (referenced as `cid:` in the HTML), calendars. */
  attachments?: readonly MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** The file's bytes in base64. */
  contentBase64: string;
  /** Set for an inline part that the HTML references as `cid:<contentId>`. */
  contentId?: string;
}

export interface MailSettings {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  /** Where the links in mails point (SITE_URL). */
  siteUrl?: string;
}

/** Gives up on a message after this many failed attempts (its last error stays on the row). */
const MAX_ATTEMPTS = 5;
const BATCH = 20;
/**
 * A claimed message belongs to its delivery this long: no other process (nor the minute sweep)
 * takes it meanwhile, so a slow relay does not get it twice. A failed one is retried after it.
 */
export const DELIVERY_LEASE_MS = 5 * 60_000;

/** Queues a message in the caller's transaction. */
export async function enqueueMail(trx: Kysely<Database>, message: MailMessage): Promise<string> {
  const id = newId();
  await trx
    .insertInto('mail_outbox')
    .values({
      id,
      to_address: message.to,
      subject: message.subject,
      kind: message.kind,
      locale: message.locale,
      body_text: message.text,
      body_html: message.html,
      related_order_id: message.relatedOrderId ?? null,
      attachments_json: message.attachments?.length ? JSON.stringify(message.attachments) : null,
      created_at: nowIso(),
      sent_at: null,
      attempts: 0,
      attempted_at: null,
      last_error: null,
    })
    .execute();
  return id;
}

let overrides: Partial<MailSettings> = {};

/** Replaces settings from the environment for this process (tests and scripts). */
export function overrideMailSettings(settings: Partial<MailSettings>): void {
  overrides = settings;
}

async function defaultSettings(): Promise<MailSettings> {
  // A test or child process that set its own (src/testing/mail-outbox.ts).
  if (overrides.from && overrides.outboxDir) {
    return { smtpUrl: overrides.smtpUrl, from: overrides.from, outboxDir: overrides.outboxDir };
  }
  // Loaded on first delivery only: env.ts validates the whole environment when imported.
  const { env } = await import('@/env');
  return { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, outboxDir: env.OUTBOX_DIR, ...overrides };
}

type Sender = (message: SendMailOptions, id: string, createdAt: string) => Promise<void>;

/**
 * The site the links of a mail point to: SITE_URL, read when a mail is written (a test gives its
 * own to overrideMailSettings).
 */
export async function mailSiteUrl(): Promise<string> {
  if (overrides.siteUrl) return overrides.siteUrl;
  const { env } = await import('@/env');
  return env.SITE_URL;
}

/** The stored files as nodemailer parts: an inline image is `related` to the HTML by its cid. */
function attachmentsOf(json: string | null): SendMailOptions['attachments'] {
  if (!json) return undefined;
  return (JSON.parse(json) as MailAttachment[]).map((file) => ({
    filename: file.filename,
    contentType: file.contentType,
    content: Buffer.from(file.contentBase64, 'base64'),
    ...(file.contentId ? { cid: file.contentId, contentDisposition: 'inline' as const } : {}),
  }));
}

function senderFor(settings: MailSettings): Sender {
  if (settings.smtpUrl) {
    const transport = nodemailer.createTransport(settings.smtpUrl);
    return async (message) => {
      await transport.sendMail(message);
    };
  }
  // No relay: build the RFC 822 message with nodemailer itself and keep it as a file.
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return async (message, id, createdAt) => {
    const info = await transport.sendMail(message);
    await writeEmlAtomically(settings.outboxDir, emlName(id, createdAt), info.message as Buffer);
  };
}

/**
 * One name per message, from its row (not the clock): a message delivered again after a crash
 * between the write and `sent_at` replaces its own file instead of leaving a duplicate.
 */
export function emlName(id: string, createdAt: string): string {
  return `${createdAt.replace(/[:.]/g, '-')}-${id}.eml`;
}

/** An `emlName`: the row's time (24 characters, `:` and `.` as `-`), `-`, its id, `.eml`. */
const EML_NAME = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-[A-Za-z0-9_-]+\.eml$/;

function idOfEml(name: string): string {
  return name.slice(25, -'.eml'.length);
}

/**
 * Written whole or not at all: the bytes go to a temporary name in the same folder, are flushed to
 * disk, then renamed into place (atomic on one file system). A crash leaves no empty `.eml`.
 */
export async function writeEmlAtomically(dir: string, name: string, bytes: Buffer): Promise<void> {
  await makePrivateDir(dir);
  const target = path.join(dir, name);
  const temporary = path.join(dir, `.${name}.${process.pid}.${newId()}.tmp`);
  const handle = await fs.open(temporary, 'w', PRIVATE_FILE_MODE);
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await fs.rename(temporary, target);
  } catch (error) {
    await fs.rm(temporary, { force: true });
    throw error;
  }
}

/** A temporary file older than this is a crash's leftover: a write takes milliseconds. */
const TEMPORARY_MAX_AGE_MS = 10 * 60_000;
const TEMPORARY_NAME = /^\..+\.eml\.\d+\.[A-Za-z0-9_-]+\.tmp$/;
const swept = new Set<string>();

/**
 * Deletes what a crash left between a message's write and its rename (a whole message under a
 * temporary name, never delivered and never removed). Run once per process and folder, on its
 * first delivery; younger files may be another process's write in flight and are left alone.
 * Returns how many were removed.
 */
export async function removeCrashLeftovers(dir: string, now: Date = new Date()): Promise<number> {
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch {
    // No outbox yet: nothing was ever written.
    return 0;
  }
  let removed = 0;
  for (const name of names.filter((entry) => TEMPORARY_NAME.test(entry))) {
    const file = path.join(dir, name);
    const stat = await fs.stat(file).catch(() => null);
    if (stat && now.getTime() - stat.mtimeMs > TEMPORARY_MAX_AGE_MS) {
      await fs.rm(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}

/**
 * Removes the `.eml` files of messages whose row is gone (an erased person's, or past the sent
 * mail's retention) and of messages kept longer than `keepDays`, in the outbox folder of this
 * process's settings. A file without a row is left alone while younger than a delivery's lease:
 * its row may be one being erased while a delivery writes it. Returns how many it removed.
 */
export async function deleteExpiredMailFiles(
  store: Store,
  now: Date,
  keepDays: number,
): Promise<number> {
  const { outboxDir } = await defaultSettings();
  let names: string[];
  try {
    names = (await fs.readdir(outboxDir)).filter((name) => EML_NAME.test(name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  const oldest = now.getTime() - keepDays * 24 * 60 * 60_000;
  const orphanBefore = now.getTime() - DELIVERY_LEASE_MS;
  let removed = 0;
  for (let start = 0; start < names.length; start += 200) {
    const batch = names.slice(start, start + 200);
    const kept = new Set(
      (
        await store.db
          .selectFrom('mail_outbox')
          .select(['id', 'created_at'])
          .where('id', 'in', batch.map(idOfEml))
          .execute()
      ).map((row) => emlName(row.id, row.created_at)),
    );
    for (const name of batch) {
      const stat = await fs.stat(path.join(outboxDir, name)).catch(() => null);
      if (!stat) continue;
      const orphan = !kept.has(name) && stat.mtimeMs < orphanBefore;
      if (orphan || stat.mtimeMs < oldest) {
        await fs.rm(path.join(outboxDir, name), { force: true });
        removed += 1;
      }
    }
  }
  return removed;
}

/** Removes the named `.eml` files from this process's outbox folder (an erasure, after commit). */
export async function removeMailFiles(names: readonly string[]): Promise<void> {
  if (names.length === 0) return;
  const { outboxDir } = await defaultSettings();
  for (const name of names) {
    if (EML_NAME.test(name)) await fs.rm(path.join(outboxDir, name), { force: true });
  }
}

/**
 * Sends what is waiting (oldest first, a batch per call): new messages, and failed ones whose
 * lease has run out. Each message is claimed by a conditional update of its attempt count, so two
 * processes delivering at once do not send it twice. Returns how many were sent.
 */
export async function deliverOutbox(
  store: Store,
  settings?: Partial<MailSettings>,
  now: Date = new Date(),
): Promise<number> {
  const resolved = { ...(await defaultSettings()), ...settings };
  if (!resolved.smtpUrl && !swept.has(resolved.outboxDir)) {
    swept.add(resolved.outboxDir);
    await removeCrashLeftovers(resolved.outboxDir, now);
  }
  const send = senderFor(resolved);
  const leaseEnded = new Date(now.getTime() - DELIVERY_LEASE_MS).toISOString();
  const waiting = await store.db
    .selectFrom('mail_outbox')
    .select([
      'id',
      'to_address',
      'subject',
      'locale',
      'body_text',
      'body_html',
      'attachments_json',
      'attempts',
      'created_at',
    ])
    .where('sent_at', 'is', null)
    .where('attempts', '<', MAX_ATTEMPTS)
    .where((eb) => eb.or([eb('attempted_at', 'is', null), eb('attempted_at', '<', leaseEnded)]))
    .orderBy('created_at')
    .limit(BATCH)
    .execute();
  let sent = 0;
  for (const row of waiting) {
    const claimed = await store.db
      .updateTable('mail_outbox')
      .set({ attempts: row.attempts + 1, attempted_at: now.toISOString() })
      .where('id', '=', row.id)
      .where('attempts', '=', row.attempts)
      .where('sent_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) continue;
    try {
      await send(
        {
          from: resolved.from,
          to: row.to_address,
          subject: row.subject,
          text: row.body_text,
          html: mailDocument(row.locale === 'en' ? 'en' : 'vi', row.subject, row.body_html),
          attachments: attachmentsOf(row.attachments_json),
        },
        row.id,
        row.created_at,
      );
      await store.db
        .updateTable('mail_outbox')
        .set({ sent_at: nowIso(), last_error: null })
        .where('id', '=', row.id)
        .execute();
      sent += 1;
    } catch (error) {
      console.error(`[mail] sending ${row.id} failed (attempt ${row.attempts + 1})`, error);
      await store.db
        .updateTable('mail_outbox')
        .set({ last_error: error instanceof Error ? error.message.slice(0, 500) : String(error) })
        .where('id', '=', row.id)
        .execute();
    }
  }
  return sent;
}

const inFlight = new Set<Promise<unknown>>();

/**
 * Delivery after a commit, off the request's path: a failed message is logged and retried by the
 * next delivery.
 */
export function deliverSoon(store: Store): void {
  const delivery = new Promise<void>((resolve) => setImmediate(resolve))
    .then(() => deliverOutbox(store))
    .catch((error: unknown) => console.error('[mail] delivering the outbox failed', error))
    .finally(() => inFlight.delete(delivery));
  inFlight.add(delivery);
}

/** Resolves when every delivery started by deliverSoon has finished (tests, shutdown). */
export async function settleDeliveries(): Promise<void> {
  while (inFlight.size > 0) await Promise.all([...inFlight]);
}
