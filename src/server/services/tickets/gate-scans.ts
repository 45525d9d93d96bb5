// Gate scans from the check-in console (DESIGN.md §16): each scan is verified as the phone did,
// admits the ticket once (conditional update issued → used), and is recorded in ticket_check_ins
// under the phone's scan id, so a queue replayed after a dropped answer changes nothing twice.
// Offline phones sync later: the earliest scanned admission stands, a later one hears "used".
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Store } from '../../db/store';
import { newId, parseJsonObject } from '../../db/ids';
import { recordAudit, type Actor } from '../operators/audit-log';
import { revokedCodes } from './check-in';
import { ticketSigningKey } from './ticket-token';
import { vietnamClock } from './visit-dates';
import type { GateScanAnswer, GateScanInput, GateScanStatus } from '@/lib/tickets/gate-scan';
import { verifyTicketToken, type TicketVerdict } from '@/lib/tickets/verify-ticket';

/** `ticket_check_ins.result`: the answer given, or `duplicate` for an admission an earlier scan superseded. */
type ScanResult = GateScanStatus | 'duplicate';

interface ScanOptions {
  now?: Date;
}

interface TicketState {
  status: string;
  used_at: string | null;
  used_gate: string | null;
}

type Refusal = 'wrong-day' | 'revoked' | 'forged';

function refusalOf(verdict: TicketVerdict & { ok: false }): Refusal {
  if (verdict.reason === 'revoked' || verdict.reason === 'wrong-day') return verdict.reason;
  return 'forged';
}

async function holderNameOf(db: Kysely<Database>, ticketId: string): Promise<string | null> {
  const row = await db
    .selectFrom('tickets')
    .innerJoin('orders', 'orders.id', 'tickets.order_id')
    .select('orders.shipping_json')
    .where('tickets.id', '=', ticketId)
    .executeTakeFirst();
  const name = row ? parseJsonObject(row.shipping_json).fullName : undefined;
  return typeof name === 'string' && name.trim() !== '' ? name.trim() : null;
}

async function ticketState(db: Kysely<Database>, ticketId: string): Promise<TicketState | null> {
  const row = await db
    .selectFrom('tickets')
    .select(['status', 'used_at', 'used_gate'])
    .where('id', '=', ticketId)
    .executeTakeFirst();
  return row ?? null;
}

async function answerOf(
  db: Kysely<Database>,
  scanId: string,
  result: ScanResult,
  verdict: TicketVerdict,
): Promise<GateScanAnswer> {
  if (!verdict.ok) return { scanId, status: refusalOf(verdict) };
  const { tid, code, typ, q, d } = verdict.ticket;
  if (result === 'valid') {
    return {
      scanId,
      status: 'valid',
      code,
      ticketType: typ,
      quantity: q,
      visitDate: d,
      holderName: await holderNameOf(db, tid),
    };
  }
  if (result === 'already-used' || result === 'duplicate') {
    const state = await ticketState(db, tid);
    return {
      scanId,
      status: 'already-used',
      code,
      usedAt: state?.used_at ?? '',
      gate: state?.used_gate ?? null,
    };
  }
  return { scanId, status: result };
}

/** Admits a verified ticket once, or says why not; an earlier offline scan takes the admission over. */
async function admit(
  trx: Kysely<Database>,
  actor: Actor,
  scan: GateScanInput,
  at: string,
  ticket: { tid: string; code: string; d: string },
): Promise<ScanResult> {
  const admitted = await trx
    .updateTable('tickets')
    .set({ status: 'used', used_at: at, used_gate: scan.gate })
    .where('id', '=', ticket.tid)
    .where('code', '=', ticket.code)
    .where('visit_date', '=', ticket.d)
    .where('status', '=', 'issued')
    .executeTakeFirst();
  if (Number(admitted.numUpdatedRows) === 1) {
    await recordAudit(trx, actor, {
      action: 'ticket.check-in',
      targetType: 'ticket',
      targetId: ticket.tid,
      details: { code: ticket.code, gate: scan.gate, scanId: scan.scanId, scannedAt: at },
    });
    return 'valid';
  }
  const state = await ticketState(trx, ticket.tid);
  if (!state) return 'unknown';
  if (state.status !== 'used') return 'revoked';
  // First check-in wins: a scan made before the recorded admission (a phone that was offline)
  // becomes the admission, and the later one is kept as a duplicate.
  const earlier = await trx
    .updateTable('tickets')
    .set({ used_at: at, used_gate: scan.gate })
    .where('id', '=', ticket.tid)
    .where('status', '=', 'used')
    .where('used_at', '>', at)
    .executeTakeFirst();
  if (Number(earlier.numUpdatedRows) !== 1) return 'already-used';
  await trx
    .updateTable('ticket_check_ins')
    .set({ result: 'duplicate' })
    .where('ticket_id', '=', ticket.tid)
    .where('result', '=', 'valid')
    .where('scanned_at', '>', at)
    .execute();
  await recordAudit(trx, actor, {
    action: 'ticket.check-in',
    targetType: 'ticket',
    targetId: ticket.tid,
    details: {
      code: ticket.code,
      gate: scan.gate,
      scanId: scan.scanId,
      scannedAt: at,
      supersedes: { usedAt: state.used_at, gate: state.used_gate },
    },
  });
  return 'valid';
}

/** One scan: verified for the day it was made, admitted once, recorded once by its scan id. */
export async function recordGateScan(
  store: Store,
  actor: Actor,
  scan: GateScanInput,
  options: ScanOptions = {},
): Promise<GateScanAnswer> {
  const now = options.now ?? new Date();
  // A phone's clock may run ahead; a scan cannot have happened after it reached us.
  const scannedAt = new Date(Math.min(Date.parse(scan.scannedAt), now.getTime()));
  const at = scannedAt.toISOString();
  const day = vietnamClock(scannedAt).date;
  const verdict = await verifyTicketToken(scan.token, {
    keys: [(await ticketSigningKey()).publicJwk],
    revoked: await revokedCodes(store, day),
    today: day,
  });
  return store.db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('ticket_check_ins')
      .values({
        id: newId(),
        scan_id: scan.scanId,
        ticket_id: verdict.ok ? verdict.ticket.tid : null,
        code: verdict.ok ? verdict.ticket.code : null,
        gate: scan.gate,
        operator_id: actor.id,
        scanned_at: at,
        recorded_at: now.toISOString(),
        result: 'pending',
      })
      .onConflict((oc) => oc.column('scan_id').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) !== 1) {
      // A replay: the scan was recorded before (its answer may have been lost on the way back).
      const row = await trx
        .selectFrom('ticket_check_ins')
        .select('result')
        .where('scan_id', '=', scan.scanId)
        .executeTakeFirstOrThrow();
      return answerOf(trx, scan.scanId, row.result as ScanResult, verdict);
    }
    const result = verdict.ok
      ? await admit(trx, actor, scan, at, verdict.ticket)
      : refusalOf(verdict);
    await trx
      .updateTable('ticket_check_ins')
      .set({ result })
      .where('scan_id', '=', scan.scanId)
      .execute();
    return answerOf(trx, scan.scanId, result, verdict);
  });
}

/** An offline phone's queue: applied in the order the scans were made, one answer per scan. */
export async function syncGateScans(
  store: Store,
  actor: Actor,
  scans: readonly GateScanInput[],
  options: ScanOptions = {},
): Promise<GateScanAnswer[]> {
  const ordered = [...scans].sort((a, b) => Date.parse(a.scannedAt) - Date.parse(b.scannedAt));
  const answers: GateScanAnswer[] = [];
  for (const scan of ordered) answers.push(await recordGateScan(store, actor, scan, options));
  return answers;
}
