// Gate scans from the check-in console (DESIGN.md §16): each scan (a QR's token, or a code typed
// after a lookup) is judged from the ticket's row by verdictOf, the same rule the phone applies
// offline; it admits the ticket once (conditional update issued → used) and is recorded in
// ticket_check_ins under the phone's scan id, so a queue replayed after a dropped answer changes
// nothing twice. Offline phones sync later: the earliest scanned admission stands, a later one
// hears "used". Each row is one QR: one person, or a bundle's party on one QR. A QR printed before
// one ticket per person (no unit in its token, signed for a line's n people) still admits: the
// line's tickets valid today, up to n, come in together on it until its day has passed.
import { vietnamClock } from '@/lib/calendar';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Store } from '../../db/store';
import { newId, parseJsonObject } from '../../db/ids';
import { recordAudit, type Actor } from '../operators/audit-log';
import { getTicketCatalog } from './ticket-catalog';
import { ticketSigningKey } from '../signing/signing-key';
import { peopleOf } from './ticket-view';
import { firstNameOf } from '@/lib/tickets/first-name';
import {
  factsOf,
  groupOf,
  verdictOf,
  type GateDayList,
  type GateLookupAnswer,
  type GateScan,
  type GateScanAnswer,
  type GateScanStatus,
  type GateTicket,
  type GateVerdict,
} from '@/lib/tickets/gate-scan';
import { readTicketToken } from '@/lib/tickets/verify-ticket';

/** `ticket_check_ins.result`: the answer given, or `duplicate` for an admission an earlier scan superseded. */
type ScanResult = GateScanStatus | 'duplicate';

interface ScanOptions {
  now?: Date;
}

interface FoundTicket {
  id: string;
  orderId: string;
  lineId: string;
  /** Written before one ticket per person (its people not stored). */
  legacy: boolean;
  ticket: GateTicket;
}

/**
 * What a scan names: a ticket by the QR's signed id and code (`legacyPeople`: an older QR signed
 * for a whole line's people), or by a typed code.
 */
type Target =
  | { id: string; code: string; tokenDay: string; legacyPeople: number | null }
  | { code: string }
  | 'forged';

function ticketsWithOrders(db: Kysely<Database>) {
  return db
    .selectFrom('tickets')
    .innerJoin('orders', 'orders.id', 'tickets.order_id')
    .leftJoin('tickets as next', 'next.id', 'tickets.exchanged_to')
    .select([
      'tickets.id',
      'tickets.order_id',
      'tickets.code',
      'tickets.ticket_type',
      'tickets.visit_date',
      'tickets.order_line_id',
      'tickets.people',
      'tickets.person_type',
      'tickets.status',
      'tickets.used_at',
      'tickets.used_gate',
      'next.code as exchanged_to_code',
      'orders.order_code',
      'orders.shipping_json',
    ]);
}

type TicketRow = Awaited<
  ReturnType<ReturnType<typeof ticketsWithOrders>['executeTakeFirstOrThrow']>
>;

function foundOf(row: TicketRow): FoundTicket {
  const fullName = parseJsonObject(row.shipping_json).fullName;
  return {
    id: row.id,
    orderId: row.order_id,
    lineId: row.order_line_id,
    legacy: row.people === null,
    ticket: {
      code: row.code,
      ticketType: row.ticket_type,
      visitDate: row.visit_date,
      quantity: peopleOf(row, getTicketCatalog()),
      firstName: typeof fullName === 'string' ? firstNameOf(fullName) : null,
      orderCode: row.order_code,
      state: row.status,
      usedAt: row.used_at,
      usedGate: row.used_gate,
      exchangedTo: row.exchanged_to_code ?? null,
    },
  };
}

async function findTicket(
  db: Kysely<Database>,
  target: Exclude<Target, 'forged'>,
): Promise<FoundTicket | null> {
  let query = ticketsWithOrders(db).where('tickets.code', '=', target.code);
  if ('id' in target) query = query.where('tickets.id', '=', target.id);
  const row = await query.executeTakeFirst();
  return row ? foundOf(row) : null;
}

async function targetOf(scan: GateScan): Promise<Target> {
  if (!('token' in scan)) return { code: scan.code };
  const read = await readTicketToken(scan.token, [(await ticketSigningKey()).publicJwk]);
  if (!read.ok) return 'forged';
  const { tid, code, d, q, u } = read.ticket;
  return { id: tid, code, tokenDay: d, legacyPeople: u === undefined && q > 1 ? q : null };
}

/** The verdict on `day`; a QR signed for another day than its row's is that other day's. */
function judge(found: FoundTicket, target: Exclude<Target, 'forged'>, day: string): GateVerdict {
  const tokenDay = 'tokenDay' in target ? target.tokenDay : found.ticket.visitDate;
  if (tokenDay === found.ticket.visitDate) return verdictOf(found.ticket, day);
  const verdict = verdictOf({ ...found.ticket, visitDate: tokenDay }, day);
  return verdict.status === 'valid' ? { ...verdict, status: 'wrong-day', today: day } : verdict;
}

/** The answer a recorded result gives now: "valid" stays valid, a used one says when and where. */
function answerOf(
  scanId: string,
  result: ScanResult,
  found: FoundTicket | null,
  day: string,
): GateScanAnswer {
  if (!found || result === 'forged' || result === 'unknown') {
    return { scanId, status: result === 'forged' ? 'forged' : 'unknown' };
  }
  const facts = factsOf(found.ticket);
  if (result === 'valid') return { scanId, status: 'valid', ...facts };
  const { ticket } = found;
  if ((result === 'already-used' || result === 'duplicate') && ticket.state === 'used') {
    return {
      scanId,
      status: 'already-used',
      ...facts,
      usedAt: ticket.usedAt ?? '',
      gate: ticket.usedGate,
    };
  }
  return { scanId, ...verdictOf(ticket, day) };
}

/**
 * The admission itself: issued → used for `day`, audited. Race condition: two phones admitting
 * one ticket; only the update from `issued` counts. False when it was not issued for that day.
 */
async function admitIssued(
  trx: Kysely<Database>,
  actor: Actor,
  ticket: { id: string; day: string; at: string; gate: string },
  details: Record<string, unknown>,
): Promise<boolean> {
  const admitted = await trx
    .updateTable('tickets')
    .set({ status: 'used', used_at: ticket.at, used_gate: ticket.gate })
    .where('id', '=', ticket.id)
    .where('visit_date', '=', ticket.day)
    .where('status', '=', 'issued')
    .executeTakeFirst();
  if (Number(admitted.numUpdatedRows) !== 1) return false;
  await recordAudit(trx, actor, {
    action: 'ticket.check-in',
    targetType: 'ticket',
    targetId: ticket.id,
    details,
  });
  return true;
}

/** Admits an issued ticket for `day` once, or says why not; an earlier offline scan takes the admission over. */
async function admit(
  trx: Kysely<Database>,
  actor: Actor,
  scan: GateScan,
  at: string,
  day: string,
  found: FoundTicket,
): Promise<'valid' | 'already-used' | 'not-admitted'> {
  const details = { code: found.ticket.code, gate: scan.gate, scanId: scan.scanId, scannedAt: at };
  if (await admitIssued(trx, actor, { id: found.id, day, at, gate: scan.gate }, details)) {
    return 'valid';
  }
  const state = await trx
    .selectFrom('tickets')
    .select(['status', 'used_at', 'used_gate'])
    .where('id', '=', found.id)
    .executeTakeFirstOrThrow();
  if (state.status !== 'used') return 'not-admitted';
  // First check-in wins: a scan made before the recorded admission (a phone that was offline)
  // becomes the admission, and the later one is kept as a duplicate.
  const earlier = await trx
    .updateTable('tickets')
    .set({ used_at: at, used_gate: scan.gate })
    .where('id', '=', found.id)
    .where('status', '=', 'used')
    .where('used_at', '>', at)
    .executeTakeFirst();
  if (Number(earlier.numUpdatedRows) !== 1) return 'already-used';
  await trx
    .updateTable('ticket_check_ins')
    .set({ result: 'duplicate' })
    .where('ticket_id', '=', found.id)
    .where('result', '=', 'valid')
    .where('scanned_at', '>', at)
    .execute();
  await recordAudit(trx, actor, {
    action: 'ticket.check-in',
    targetType: 'ticket',
    targetId: found.id,
    details: { ...details, supersedes: { usedAt: state.used_at, gate: state.used_gate } },
  });
  return 'valid';
}

/**
 * An older QR signed for its line's n people, admitted on its own row: the line's other tickets
 * valid that day come in with it, up to n in all, each once. Returns how many came in with it.
 */
async function admitLegacyParty(
  trx: Kysely<Database>,
  actor: Actor,
  scan: GateScan,
  at: string,
  day: string,
  found: FoundTicket,
  people: number,
): Promise<number> {
  const others = await trx
    .selectFrom('tickets')
    .select(['id', 'code'])
    .where('order_line_id', '=', found.lineId)
    .where('id', '!=', found.id)
    .where('people', 'is', null)
    .where('visit_date', '=', day)
    .where('status', '=', 'issued')
    .orderBy('unit_no')
    .limit(people - 1)
    .execute();
  let admitted = 0;
  for (const other of others) {
    const details = {
      code: other.code,
      gate: scan.gate,
      scanId: scan.scanId,
      scannedAt: at,
      with: found.ticket.code,
    };
    if (await admitIssued(trx, actor, { id: other.id, day, at, gate: scan.gate }, details)) {
      admitted += 1;
    }
  }
  return admitted;
}

/** One scan: judged for the day it was made, admitted once, recorded once by its scan id. */
export async function recordGateScan(
  store: Store,
  actor: Actor,
  scan: GateScan,
  options: ScanOptions = {},
): Promise<GateScanAnswer> {
  const now = options.now ?? new Date();
  // A phone's clock may run ahead; a scan cannot have happened after it reached us.
  const scannedAt = new Date(Math.min(Date.parse(scan.scannedAt), now.getTime()));
  const at = scannedAt.toISOString();
  const day = vietnamClock(scannedAt).date;
  const target = await targetOf(scan);
  return store.db.transaction().execute(async (trx) => {
    const found = target === 'forged' ? null : await findTicket(trx, target);
    const inserted = await trx
      .insertInto('ticket_check_ins')
      .values({
        id: newId(),
        scan_id: scan.scanId,
        ticket_id: found?.id ?? null,
        code: found?.ticket.code ?? null,
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
      return answerOf(scan.scanId, row.result as ScanResult, found, day);
    }
    let result: ScanResult;
    let party = 0;
    if (target === 'forged') result = 'forged';
    else if (!found) result = 'unknown';
    else {
      const verdict = judge(found, target, day);
      const admission =
        verdict.status === 'valid' || verdict.status === 'already-used'
          ? await admit(trx, actor, scan, at, day, found)
          : 'not-admitted';
      result = admission === 'not-admitted' ? verdict.status : admission;
      if (result === 'valid' && 'legacyPeople' in target && target.legacyPeople && found.legacy) {
        party = await admitLegacyParty(trx, actor, scan, at, day, found, target.legacyPeople);
      }
    }
    await trx
      .updateTable('ticket_check_ins')
      .set({ result })
      .where('scan_id', '=', scan.scanId)
      .execute();
    const after = found && target !== 'forged' ? await findTicket(trx, target) : null;
    const answer = answerOf(scan.scanId, result, after, day);
    // The older QR's party: everyone who came in on it.
    return party > 0 && answer.status === 'valid'
      ? { ...answer, quantity: answer.quantity + party }
      : answer;
  });
}

/** An offline phone's queue, or a group admitted together: in the order the scans were made. */
export async function syncGateScans(
  store: Store,
  actor: Actor,
  scans: readonly GateScan[],
  options: ScanOptions = {},
): Promise<GateScanAnswer[]> {
  const ordered = [...scans].sort((a, b) => Date.parse(a.scannedAt) - Date.parse(b.scannedAt));
  const answers: GateScanAnswer[] = [];
  for (const scan of ordered) answers.push(await recordGateScan(store, actor, scan, options));
  return answers;
}

/**
 * admin.checkIn.lookup: a typed code's verdict now, as a scan would give it, and the tickets of
 * its order that may come in today. Changes nothing: admitting is a scan by code.
 */
export async function lookupGateCode(
  store: Store,
  code: string,
  options: ScanOptions = {},
): Promise<GateLookupAnswer> {
  const day = vietnamClock(options.now ?? new Date()).date;
  const found = await findTicket(store.db, { code });
  if (!found) return { status: 'unknown', group: [] };
  const rows = await ticketsWithOrders(store.db)
    .where('tickets.order_id', '=', found.orderId)
    .where('tickets.visit_date', '=', day)
    .orderBy('tickets.code')
    .execute();
  const group = groupOf(
    rows.map((row) => foundOf(row).ticket),
    found.ticket,
    day,
  );
  return { ...verdictOf(found.ticket, day), group };
}

/**
 * admin.checkIn.day: what the phone keeps for the day (gate-memory.ts): today's tickets, and the
 * exchanged and refunded ones whose day is not over (the revocation list, with reasons), so an
 * offline phone answers a typed code, a group and a refund as the server would.
 */
export async function gateDayList(store: Store, options: ScanOptions = {}): Promise<GateDayList> {
  const now = options.now ?? new Date();
  const day = vietnamClock(now).date;
  const rows = await ticketsWithOrders(store.db)
    .where((eb) =>
      eb.or([
        eb('tickets.visit_date', '=', day),
        eb.and([eb('tickets.revoked_at', 'is not', null), eb('tickets.visit_date', '>=', day)]),
      ]),
    )
    .orderBy('tickets.code')
    .execute();
  return { day, fetchedAt: now.toISOString(), tickets: rows.map((row) => foundOf(row).ticket) };
}
