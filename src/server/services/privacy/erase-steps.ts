// The steps of account.delete's erasure, one per place that holds the person, named by
// personal-data-map.ts (which says why each deletes, reduces or keeps). The store's steps run in
// one transaction; the files and the shared counts go after it commits.
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { forgetSharedLimits } from '../../cache/shared-limits.mjs';
import type { Database } from '../../db/schema';
import { releaseSeats } from '../inventory/inventory';
import { removeMailFiles } from '../mail/outbox';
import { avatarDir } from '../uploads/avatar';
import { byUserOrVerifiedEmail } from './export-sections';
import type { Person } from './person';
import { ERASED_AUTHOR, reduceOrders } from './personal-data';

type Trx = Kysely<Database>;

export async function reduceTheOrders(trx: Trx, person: Person): Promise<void> {
  await reduceOrders(trx, person.orderIds);
  await trx
    .updateTable('orders')
    .set({ user_id: null })
    .where('user_id', '=', person.userId)
    .execute();
}

/** The history keeps who acted as "the customer", not which account. */
export async function unnameOrderEvents(trx: Trx, person: Person): Promise<void> {
  await trx
    .updateTable('order_events')
    .set({ actor: 'customer' })
    .where('actor', '=', `user:${person.userId}`)
    .execute();
}

/**
 * An unpaid order's invoice request goes; a paid order's keeps what the accounts need (the order,
 * its kind, status and the provider's reference, a company's name and tax code) without the
 * person: the invoice itself was issued by the provider, which keeps it as the law requires.
 */
export async function eraseInvoiceRequests(trx: Trx, person: Person): Promise<void> {
  if (person.orderIds.length === 0) return;
  const sold = trx
    .selectFrom('orders')
    .select('id')
    .where('id', 'in', person.orderIds)
    .where('payment_status', 'in', ['paid', 'refunded']);
  await trx
    .deleteFrom('order_invoices')
    .where('order_id', 'in', person.orderIds)
    .where('order_id', 'not in', sold)
    .execute();
  await trx
    .updateTable('order_invoices')
    .set({ citizen_id: null, full_name: null, email: '' })
    .where('order_id', 'in', person.orderIds)
    .execute();
}

/**
 * The invoices sent for the person's orders keep what the accounts need (kind, amounts, number,
 * a company's name and tax code) without the person: a private buyer's name, citizen ID and
 * mailbox go from the snapshot and the stored document. The provider keeps the issued invoice as
 * Decree 123/2020 requires; a document not sent yet goes out without them.
 */
export async function unnameInvoiceDocuments(trx: Trx, person: Person): Promise<void> {
  if (person.orderIds.length === 0) return;
  const rows = await trx
    .selectFrom('invoices')
    .select(['id', 'buyer_json', 'document_json'])
    .where('order_id', 'in', person.orderIds)
    .execute();
  const unnamed = (buyer: Record<string, unknown>) => {
    const { name: _name, idNo: _idNo, email: _email, ...rest } = buyer;
    void [_name, _idNo, _email];
    return buyer.kind === 'company'
      ? { ...rest, takesInvoice: true }
      : { ...rest, takesInvoice: false };
  };
  for (const row of rows) {
    const buyer = unnamed(JSON.parse(row.buyer_json) as Record<string, unknown>);
    const document = row.document_json
      ? (JSON.parse(row.document_json) as { buyer: Record<string, unknown> })
      : null;
    await trx
      .updateTable('invoices')
      .set({
        buyer_json: JSON.stringify(buyer),
        document_json: document
          ? JSON.stringify({ ...document, buyer: unnamed(document.buyer) })
          : null,
      })
      .where('id', '=', row.id)
      .execute();
  }
}

/** The per-buyer count of a voucher forgets the buyer; the use itself stays with its order. */
export async function unnameVoucherUses(trx: Trx, person: Person): Promise<void> {
  if (person.orderIds.length === 0) return;
  await trx
    .updateTable('voucher_uses')
    .set({ contact: '' })
    .where('order_id', 'in', person.orderIds)
    .execute();
}

/**
 * The PayOS sandbox (a stand-in that ships, server/sandboxes/payments/payos.ts) keeps the buyer's name on its
 * pretend attempts, as PayOS keeps it on its own: the name goes, the attempt stays.
 */
export async function unnameSandboxPayments(trx: Trx, person: Person): Promise<void> {
  if (person.orderIds.length === 0) return;
  const sandbox = trx.withTables<{
    sandbox_payments: { order_code: number | string; buyer_name: string | null };
  }>();
  await sandbox
    .updateTable('sandbox_payments')
    .set({ buyer_name: null })
    .where('order_code', 'in', (eb) =>
      eb
        .selectFrom('payments')
        .select('payments.provider_order_code')
        .where('payments.order_id', 'in', person.orderIds)
        .where('payments.provider_order_code', 'is not', null),
    )
    .execute();
}

export async function anonymiseReviews(trx: Trx, person: Person): Promise<void> {
  await trx
    .updateTable('reviews')
    .set({
      author_name: ERASED_AUTHOR,
      profession: null,
      avatar_url: null,
      ip_hash: null,
      user_id: null,
    })
    .where('user_id', '=', person.userId)
    .execute();
}

/** The avatar's bytes live in the store: deleting the row makes its URL answer 404 at once. */
export async function deleteAvatars(trx: Trx, person: Person): Promise<void> {
  if (person.avatarNames.length === 0) return;
  await trx
    .deleteFrom('uploads')
    .where('kind', '=', 'avatar')
    .where('file_name', 'in', person.avatarNames)
    .execute();
}

export async function anonymiseComments(trx: Trx, person: Person): Promise<void> {
  await trx
    .updateTable('comments')
    .set({ name: ERASED_AUTHOR, email: '', ip_hash: null, user_id: null })
    .where((eb) => byUserOrVerifiedEmail(eb, person))
    .execute();
}

export async function deleteLeads(trx: Trx, person: Person): Promise<void> {
  if (!person.verifiedEmail) return;
  await trx.deleteFrom('leads').where('email', '=', person.verifiedEmail).execute();
}

/** The person's waiting-list entries go; a hold they had gives its seats back to the day. */
export async function deleteWaitlistEntries(trx: Trx, person: Person): Promise<void> {
  if (!person.verifiedEmail) return;
  const held = await trx
    .selectFrom('waitlist_entries')
    .select(['ticket_type', 'visit_date', 'quantity'])
    .where('email', '=', person.verifiedEmail)
    .where('status', '=', 'offered')
    .execute();
  await releaseSeats(
    trx,
    held.map((h) => ({
      ticketType: h.ticket_type,
      visitDate: h.visit_date,
      quantity: Number(h.quantity),
    })),
  );
  await trx.deleteFrom('waitlist_entries').where('email', '=', person.verifiedEmail).execute();
}

/** Answered (and never confirmed) requests go; an open one waits for the operators' answer. */
export async function deleteAnsweredDataRequests(trx: Trx, person: Person): Promise<void> {
  if (!person.verifiedEmail) return;
  await trx
    .deleteFrom('data_requests')
    .where('email', '=', person.verifiedEmail)
    .where('status', 'in', ['done', 'rejected', 'unverified'])
    .execute();
}

/** Sent and queued mail alike: a message still waiting would carry the person out after this. */
export async function deleteMails(trx: Trx, person: Person): Promise<void> {
  if (person.mails.length === 0) return;
  await trx
    .deleteFrom('mail_outbox')
    .where(
      'id',
      'in',
      person.mails.map((mail) => mail.id),
    )
    .execute();
}

export async function deleteSessions(trx: Trx, person: Person): Promise<void> {
  await trx.deleteFrom('visitor_sessions').where('user_id', '=', person.userId).execute();
}

/** The answers stay as anonymous evidence; only their link to the account goes. */
export async function unlinkConsents(trx: Trx, person: Person): Promise<void> {
  await trx
    .updateTable('consents')
    .set({ user_id: null })
    .where('user_id', '=', person.userId)
    .execute();
}

/** The cart's lines go with it (foreign key, on delete cascade). */
export async function deleteCart(trx: Trx, person: Person): Promise<void> {
  await trx.deleteFrom('carts').where('user_id', '=', person.userId).execute();
}

/** Every token, everywhere: the next call with any of them is UNAUTHORIZED. */
export async function deleteTokens(trx: Trx, person: Person): Promise<void> {
  await trx.deleteFrom('access_tokens').where('user_id', '=', person.userId).execute();
  // Mailed sign-in links: the rows would go with the account (ON DELETE CASCADE); gone here first.
  await trx.deleteFrom('sign_in_links').where('user_id', '=', person.userId).execute();
}

/** The person's keys end their buckets (`login:<ip>:<email>`, `account-delete:user:<id>`…). */
export function rateLimitSuffixes(person: Person): string[] {
  return [`:${person.email}`, `:${person.userId}`];
}

export async function deleteRateLimitHits(trx: Trx, person: Person): Promise<void> {
  for (const suffix of rateLimitSuffixes(person)) {
    // A suffix compared as text, not LIKE: `_` and `%` in an email are not wildcards here.
    await trx
      .deleteFrom('rate_limit_hits')
      .where(sql<boolean>`substr(bucket, length(bucket) - ${suffix.length} + 1) = ${suffix}`)
      .execute();
  }
}

/**
 * Operators' entries about the account (a role given or taken) keep the act, not the person. An
 * operator's own entries stay attributed: they are the evidence of who did what in the console.
 */
export async function unnameAuditEntries(trx: Trx, person: Person): Promise<void> {
  await trx
    .updateTable('audit_log')
    .set({ target_id: 'erased', details_json: null })
    .where('target_type', '=', 'user')
    .where('target_id', '=', person.userId)
    .execute();
}

export async function deleteAccountRow(trx: Trx, person: Person): Promise<void> {
  await trx.deleteFrom('users').where('id', '=', person.userId).execute();
}

/** Where erased files lie on this instance. */
export interface ErasureDirs {
  /** UPLOADS_DIR: avatars an earlier version wrote to disk may still lie there. */
  uploadsDir: string;
}

export function removeMailFilesOf(person: Person): Promise<void> {
  return removeMailFiles(person.mails.map((mail) => mail.fileName));
}

export async function removeAvatarFilesOf(person: Person, dirs: ErasureDirs): Promise<void> {
  for (const name of person.avatarNames) {
    await fs.rm(path.join(avatarDir(dirs.uploadsDir), name), { force: true });
  }
}

export async function forgetSharedLimitsOf(person: Person): Promise<void> {
  await forgetSharedLimits([person.email, person.userId]);
}
