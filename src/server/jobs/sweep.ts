// Housekeeping sweeps: every minute in each server process (src/instrumentation.ts) and on demand
// with `npm run jobs:sweep` (scripts/jobs/sweep.ts). Each sweeper is one conditional statement
// (a delete by time, an update from an expected status), so several instances sweeping at once
// do no harm. Areas add their own sweeper to SWEEPERS.
import type { Store } from '../db/store';
import { deleteExpiredAccessTokens } from '../services/account/access-tokens';
import { deleteExpiredSignInLinks } from '../services/account/sign-in-links';
import { deleteIdleGuestCarts, GUEST_CART_RETENTION_DAYS } from '../services/cart/cart';
import { deliverOutbox } from '../services/mail/outbox';
import { deleteExpiredRateLimitHits } from '../services/rate-limit/rate-limit';
import { expireUnpaid } from '../services/orders';
import { sweepInvoices } from '../services/invoices/outbox';
import { reconcileYesterday } from '../services/reconcile';
import { deleteSessionsInactiveSince } from '../services/sessions/user-session';
import { sweepWaitlist } from '../services/waitlist/waitlist';
import { mailYesterdaysTakings } from '../services/reports/daily-mail';
import {
  deleteOldAuditEntries,
  deleteOldConsents,
  deleteOldDataRequests,
  deleteOldLeads,
  deleteOldMailFiles,
  deleteOldSentMail,
  deleteOrphanedAvatars,
  deleteRejectedCommunity,
  reduceOldOrders,
} from '../services/privacy/retention';

export interface Sweeper {
  /** Names the sweeper in logs and in runSweeps' result. */
  name: string;
  /** Does one pass as of `now`; returns how many rows it removed or changed. */
  run(store: Store, now: Date): Promise<number>;
}

export const DEFAULT_SESSION_RETENTION_DAYS = 90;
const DAY_MS = 24 * 60 * 60_000;

export interface SweepSettings {
  /** Visitor sessions whose last activity is older than this many days are deleted. */
  sessionRetentionDays: number;
  /** Where uploaded avatars live (UPLOADS_DIR): orphaned ones are removed from there. */
  uploadsDir: string;
}

// Set once by each entry point from its environment (env.ts in the server, the CLI's own reading).
const settings: SweepSettings = {
  sessionRetentionDays: DEFAULT_SESSION_RETENTION_DAYS,
  uploadsDir: '.data/uploads',
};

export function configureSweeps(next: Partial<SweepSettings>): void {
  Object.assign(settings, next);
}

export const SWEEPERS: Sweeper[] = [
  {
    name: 'visitor-sessions',
    run: (store, now) =>
      deleteSessionsInactiveSince(
        store,
        new Date(now.getTime() - settings.sessionRetentionDays * DAY_MS),
      ),
  },
  { name: 'rate-limit-hits', run: deleteExpiredRateLimitHits },
  { name: 'access-tokens', run: deleteExpiredAccessTokens },
  { name: 'sign-in-links', run: deleteExpiredSignInLinks },
  // Unpaid online orders past their payment deadline: cancelled, stock and seats back once.
  { name: 'unpaid-orders', run: expireUnpaid },
  // Waiting-list holds that ran out pass on; freed seats are offered; past days' entries go.
  { name: 'waitlist', run: sweepWaitlist },
  // Paid orders' invoices and refunds' corrections sent to the invoice provider (the outbox:
  // claimed, retried with backoff, looked up before any second send; never issued twice).
  { name: 'invoices', run: (store, now) => sweepInvoices(store, now) },
  // Yesterday's payments against each provider's record, once per provider and day.
  { name: 'reconcile', run: (store, now) => reconcileYesterday(store, now) },
  // The previous day's takings to the shop's inbox once the set hour has come (once a day).
  { name: 'takings-mail', run: (store, now) => mailYesterdaysTakings(store, now) },
  // Mail that failed (relay down, a crash after the commit): retried once its lease has run out.
  { name: 'mail-outbox', run: (store, now) => deliverOutbox(store, undefined, now) },
  {
    name: 'guest-carts',
    run: (store, now) =>
      deleteIdleGuestCarts(store, new Date(now.getTime() - GUEST_CART_RETENTION_DAYS * DAY_MS)),
  },
  // Retention of personal data (periods in services/privacy/retention.ts).
  { name: 'order-personal-data', run: reduceOldOrders },
  { name: 'leads', run: deleteOldLeads },
  { name: 'rejected-reviews-comments', run: deleteRejectedCommunity },
  { name: 'sent-mail', run: deleteOldSentMail },
  // After the rows: a file whose message is gone goes too.
  { name: 'sent-mail-files', run: deleteOldMailFiles },
  { name: 'consents', run: deleteOldConsents },
  { name: 'data-requests', run: deleteOldDataRequests },
  { name: 'audit-log', run: deleteOldAuditEntries },
  {
    name: 'orphaned-avatars',
    run: (store, now) => deleteOrphanedAvatars(store, now, settings.uploadsDir),
  },
];

/**
 * Runs every sweeper in turn; one that fails is logged and the others still run. Returns the
 * count per sweeper; throws after the pass when any failed, naming them.
 */
export async function runSweeps(
  store: Store,
  now: Date,
  sweepers: readonly Sweeper[] = SWEEPERS,
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  const failed: string[] = [];
  for (const sweeper of sweepers) {
    try {
      counts[sweeper.name] = await sweeper.run(store, now);
    } catch (error) {
      failed.push(sweeper.name);
      console.error(`[sweep] ${sweeper.name} failed`, error);
    }
  }
  if (failed.length > 0) throw new Error(`sweep failed: ${failed.join(', ')}`);
  return counts;
}

export const SWEEP_INTERVAL_MS = 60_000;

/**
 * Runs `runSweeps` every `intervalMs` on the store `getStore` gives, one pass at a time (a slow
 * pass is not overlapped by the next). Errors are logged, never thrown: a failed sweep must not
 * take the server down. Returns a function that stops the schedule.
 */
export function scheduleSweeps(
  getStore: () => Promise<Store>,
  intervalMs: number = SWEEP_INTERVAL_MS,
  now: () => Date = () => new Date(),
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    getStore()
      .then((store) => runSweeps(store, now()))
      .catch((error: unknown) => console.error('[sweep] scheduled sweep failed', error))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  // The schedule alone must not keep a process (a test, a CLI) alive.
  timer.unref();
  return () => clearInterval(timer);
}
