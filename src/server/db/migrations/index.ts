// The ordered list of migrations. Imported statically (no directory scan) so the list is the same
// under tsx, jest and the Next.js server bundle. Append only; never edit an applied migration.
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are typed against Kysely<any> */
import type { Kysely } from 'kysely';
import * as initial from './0001-initial';
import * as sweepIndexes from './0002-sweep-indexes';
import * as commerce from './0003-commerce';
import * as payments from './0004-payments';
import * as tickets from './0005-tickets';
import * as community from './0006-community';
import * as operators from './0007-operators';
import * as communityConsole from './0008-community-console';
import * as mailLease from './0009-mail-lease';
import * as closedDays from './0010-closed-days';
import * as uploadsInStore from './0011-uploads-in-store';
import * as phonesE164 from './0012-phones-e164';
import * as mailAttachments from './0013-mail-attachments';
import * as privacy from './0014-privacy';
import * as redirectState from './0015-redirect-state';
import * as emailVerification from './0016-email-verification';
import * as vouchers from './0017-vouchers';
import * as orderInvoices from './0018-order-invoices';
import * as signInLinks from './0019-sign-in-links';
import * as ticketsPerPerson from './0020-tickets-per-person';
import * as waitlist from './0021-waitlist';
import * as vat from './0022-vat';
import * as ledger from './0023-ledger';
import * as invoices from './0024-invoices';
import * as reconcile from './0025-reconcile';

export interface Migration {
  name: string;
  up(db: Kysely<any>): Promise<void>;
  down(db: Kysely<any>): Promise<void>;
}

export const migrations: readonly Migration[] = [
  { name: '0001-initial', ...initial },
  { name: '0002-sweep-indexes', ...sweepIndexes },
  { name: '0003-commerce', ...commerce },
  { name: '0004-payments', ...payments },
  { name: '0005-tickets', ...tickets },
  { name: '0006-community', ...community },
  { name: '0007-operators', ...operators },
  { name: '0008-community-console', ...communityConsole },
  { name: '0009-mail-lease', ...mailLease },
  { name: '0010-closed-days', ...closedDays },
  { name: '0011-uploads-in-store', ...uploadsInStore },
  { name: '0012-phones-e164', ...phonesE164 },
  { name: '0013-mail-attachments', ...mailAttachments },
  { name: '0014-privacy', ...privacy },
  { name: '0015-redirect-state', ...redirectState },
  { name: '0016-email-verification', ...emailVerification },
  { name: '0017-vouchers', ...vouchers },
  { name: '0018-order-invoices', ...orderInvoices },
  { name: '0019-sign-in-links', ...signInLinks },
  { name: '0020-tickets-per-person', ...ticketsPerPerson },
  { name: '0021-waitlist', ...waitlist },
  { name: '0022-vat', ...vat },
  { name: '0023-ledger', ...ledger },
  { name: '0024-invoices', ...invoices },
  { name: '0025-reconcile', ...reconcile },
];
