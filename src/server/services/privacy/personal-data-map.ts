// Every place the store, the disk or the shared cache holds a person, in one table that the
// account's export (account-export.ts) and its erasure (account-delete.ts) both read: a place
// added here is exported and erased; a table left out still fails the erasure test, which
// searches every table of the catalog and every file of the outbox and upload folders.
//
// How rows are found (person.ts): by the account's user id; by its email only once the email is
// verified (anyone may register another's address); through the person's orders.
// Erasure: `delete`; `reduce` (the row stays without the person); `keep-for-accounting` (rows the
// Law on Accounting 88/2015 keeps 10 years, which hold no person); `keep` (held for a reason
// given, with the person: the only exceptions).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Store } from '../../db/store';
import * as erase from './erase-steps';
import * as read from './export-sections';
import type { ExportSections } from './export-sections';
import type { Person } from './person';

type Db = Kysely<Database>;
type SectionName = keyof ExportSections;

interface Section<K extends SectionName = SectionName> {
  name: K;
  read(store: Store, person: Person): Promise<ExportSections[K]>;
}

function section<K extends SectionName>(
  name: K,
  reader: (store: Store, person: Person) => Promise<ExportSections[K]>,
): Section<K> {
  return { name, read: reader };
}

export interface PersonalDataEntry {
  /** A table, a folder on disk, or a key space of the shared Redis. */
  where: string;
  /** How the person's rows are found. */
  finds: string;
  /** The export's sections that show them, or why none does. */
  export: readonly Section[] | string;
  erase: 'delete' | 'reduce' | 'keep-for-accounting' | 'keep';
  /** What goes and what stays, and why. */
  why: string;
  /** The erasure's step in the store's transaction. */
  inStore?: (trx: Db, person: Person) => Promise<void>;
  /** The erasure's step once the transaction committed (files, shared counts). */
  afterCommit?: (person: Person, dirs: erase.ErasureDirs) => Promise<void>;
}

export const PERSONAL_DATA: readonly PersonalDataEntry[] = [
  {
    where: 'orders',
    finds: "user id; guest orders by the account's verified email",
    export: [section('orders', read.readOrders), section('tickets', read.readTickets)],
    erase: 'reduce',
    why:
      'Code, lines, amounts, payment references and the delivery area stay for the accounts ' +
      '(10 years); contact, name, phone, street, billing and notes go (personal-data.ts).',
    inStore: erase.reduceTheOrders,
  },
  {
    where: 'order_events',
    finds: 'actor `user:<id>`',
    export: 'the order history is summed up in the orders section',
    erase: 'reduce',
    why: 'The history stays; an event the account made names "customer".',
    inStore: erase.unnameOrderEvents,
  },
  {
    where: 'order_lines, payments, tickets, ticket_check_ins',
    finds: "the person's orders",
    export: 'in the orders and tickets sections',
    erase: 'keep-for-accounting',
    why: 'Items, amounts, provider references, ticket codes and scans: no person in them.',
  },
  {
    where: 'refund_requests',
    finds: "the person's orders",
    export: [section('refundRequests', read.readRefundRequests)],
    erase: 'reduce',
    why:
      'Amount, method, reference and decision stay for the accounts; the contact, the reason ' +
      'in the person’s words and the operator’s note to them go.',
    // reduceOrders (with the orders) already reduces them; nothing more to do here.
  },
  {
    where: 'order_invoices',
    finds: "the person's orders",
    export: 'in the orders section (order.invoice)',
    erase: 'reduce',
    why:
      'Deleted for an unpaid order. A paid order keeps the request without citizen id, name ' +
      'or email: the invoice was handed to the provider, which keeps it as Decree 123/2020 ' +
      'requires; a company’s name and tax code are no person.',
    inStore: erase.eraseInvoiceRequests,
  },
  {
    where: 'invoices',
    finds: "the person's orders",
    export: 'in the orders section (order.invoice)',
    erase: 'reduce',
    why:
      'Number, series, amounts and a company’s name and tax code stay for the accounts; a ' +
      'private buyer’s name, citizen id and email go from the snapshot and the stored document ' +
      '(the provider keeps the issued invoice, Decree 123/2020).',
    inStore: erase.unnameInvoiceDocuments,
  },
  {
    where: 'voucher_uses',
    finds: "the person's orders",
    export: 'in the orders section (discounts)',
    erase: 'reduce',
    why: 'The use stays with its order (the voucher’s count); the buyer’s email goes.',
    inStore: erase.unnameVoucherUses,
  },
  {
    where: 'sandbox_payments',
    finds: "the PayOS order codes of the person's payments",
    export: 'the sandbox’s pretend record of the payments in the orders section',
    erase: 'reduce',
    why: 'The test double of PayOS keeps an attempt per payment; the buyer’s name goes.',
    inStore: erase.unnameSandboxPayments,
  },
  {
    where: 'reviews',
    finds: 'user id',
    export: [section('reviews', read.readReviews)],
    erase: 'reduce',
    why: 'The text and rating stay, by "Ẩn danh"; name, profession, avatar and address hash go.',
    inStore: erase.anonymiseReviews,
  },
  {
    where: 'uploads, UPLOADS_DIR/avatars',
    finds: "the avatars the person's reviews show",
    export: 'the avatarUrl of each review',
    erase: 'delete',
    why: 'The image (bytes in the store, or a file of an earlier version): its URL answers 404.',
    inStore: erase.deleteAvatars,
    afterCommit: erase.removeAvatarFilesOf,
  },
  {
    where: 'comments',
    finds: 'user id; guest comments by the verified email',
    export: [section('comments', read.readComments)],
    erase: 'reduce',
    why: 'The text stays in its thread, by "Ẩn danh"; name, email and address hash go.',
    inStore: erase.anonymiseComments,
  },
  {
    where: 'leads',
    finds: 'the verified email',
    export: [section('messages', read.readMessages)],
    erase: 'delete',
    why: 'Quote requests and contact messages.',
    inStore: erase.deleteLeads,
  },
  {
    where: 'waitlist_entries',
    finds: 'the verified email',
    export: [section('waitlist', read.readWaitlist)],
    erase: 'delete',
    why:
      'Waiting-list wishes (day, type, email, phone); a hold gives its seats back. Otherwise ' +
      'deleted by the sweep once their day has passed.',
    inStore: erase.deleteWaitlistEntries,
  },
  {
    where: 'data_requests',
    finds: 'the verified email',
    export: [section('dataRequests', read.readDataRequests)],
    erase: 'delete',
    why:
      'Once answered (done or rejected), or never confirmed. Exception, keep: an open request ' +
      'stays until the operators answer it (the law gives them 15 days); then the retention ' +
      'sweep keeps it 3 years as the answer’s evidence, as for every request.',
    inStore: erase.deleteAnsweredDataRequests,
  },
  {
    where: 'mail_outbox, OUTBOX_DIR/*.eml',
    finds: "mail about the person's orders; mail to the verified email (else: since the account)",
    export: [section('mails', read.readMails)],
    erase: 'delete',
    why: 'Sent and queued messages, and their files. Otherwise kept 90 days after sending.',
    inStore: erase.deleteMails,
    afterCommit: erase.removeMailFilesOf,
  },
  {
    where: 'visitor_sessions',
    finds: 'user id',
    export: [section('sessions', read.readSessions)],
    erase: 'delete',
    why: 'Addresses, devices and pages seen.',
    inStore: erase.deleteSessions,
  },
  {
    where: 'consents',
    finds: 'user id',
    export: [section('consents', read.readConsents)],
    erase: 'reduce',
    why: 'The answers stay as anonymous evidence (no address); their link to the account goes.',
    inStore: erase.unlinkConsents,
  },
  {
    where: 'carts, cart_lines',
    finds: 'user id',
    export: 'what a cart holds is no record of the person',
    erase: 'delete',
    why: 'The account’s cart.',
    inStore: erase.deleteCart,
  },
  {
    where: 'access_tokens, sign_in_links',
    finds: 'user id',
    export: 'secrets: never exported',
    erase: 'delete',
    why: 'Every sign-in ends, and no mailed sign-in link can be followed.',
    inStore: erase.deleteTokens,
  },
  {
    where: 'rate_limit_hits, Redis storefront:limit:*',
    finds: 'buckets ending in the email or the user id',
    export: 'attempt counters, kept an hour: not exported',
    erase: 'delete',
    why: 'Counts of attempts by the person (login, checkout, requests).',
    inStore: erase.deleteRateLimitHits,
    afterCommit: erase.forgetSharedLimitsOf,
  },
  {
    where: 'audit_log',
    finds: 'entries about the account (target user id)',
    export: 'the operators’ record, not the person’s',
    erase: 'reduce',
    why:
      'Entries about the account keep the act without the person. Exception, keep: an ' +
      'operator’s own entries (and the operator ids on what they decided) stay attributed ' +
      '3 years, the evidence of who did what in the console.',
    inStore: erase.unnameAuditEntries,
  },
  {
    where: 'users',
    finds: 'user id',
    export: [section('profile', read.readProfile)],
    erase: 'delete',
    why: 'The account, last (every row above may refer to it); the email may register again.',
    inStore: erase.deleteAccountRow,
  },
];
