// A gate scan as the check-in console sends it and the server answers it (DESIGN.md §16). Shared
// by admin.checkIn.* and the console page, which queues scans offline and replays them later. The
// verdict is one function of a ticket's state and the day (verdictOf), so the phone offline and the
// server say the same thing in the same words.
import { z } from 'zod';
// The gate console parses scans in the browser: without zod's eval probe, which CSP refuses.
import '@/lib/validation/zod-browser';
import { TICKET_CODE_PATTERN } from './ticket-code';

/** Most scans one offline phone sends in one sync call (a group admitted together is one call). */
export const GATE_SYNC_MAX = 200;

const scanFields = {
  /** The gate's name as the operator typed it ("Cổng A"). */
  gate: z.string().trim().min(1).max(40),
  /** The phone's own id for this scan: a replayed queue records it once. */
  scanId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  /** When the phone read the QR or the code was typed (ISO-8601); the server caps it at its clock. */
  scannedAt: z.iso.datetime({ offset: true }),
};

const CROCKFORD_CONFUSABLES: Record<string, string> = { O: '0', I: '1', L: '1' };

/**
 * A code as an operator types it off a cracked screen or a printout: any case, spaces and dashes
 * anywhere, the `VE` prefix optional, and Crockford's confusables read as digits (O → 0, I/L → 1).
 * Answers `VE-` + 10 characters, or null when that cannot be a ticket code.
 */
export function normalizeGateCode(text: string): string | null {
  let body = text.toUpperCase().replace(/[\s\-‐‑–—_.]/gu, '');
  if (body.length === 12 && body.startsWith('VE')) body = body.slice(2);
  body = body.replace(/[OIL]/g, (c) => CROCKFORD_CONFUSABLES[c] ?? c);
  const code = `VE-${body}`;
  return TICKET_CODE_PATTERN.test(code) ? code : null;
}

/** A typed code, normalised; a text that cannot be one is a field error. */
export const gateCodeSchema = z
  .string()
  .max(40)
  .transform((text, ctx) => {
    const code = normalizeGateCode(text);
    if (code === null) {
      ctx.addIssue({ code: 'custom', message: 'Mã vé gồm VE- và 10 ký tự.' });
      return z.NEVER;
    }
    return code;
  });

/** A QR read (`token`) or a typed code (`code`, after a lookup): the same admission either way. */
export const gateScanInput = z.union([
  z.object({ token: z.string().min(1).max(2048), ...scanFields }),
  z.object({ code: gateCodeSchema, ...scanFields }),
]);

/** A scan as the phone builds it; `GateScan` as the server reads it (the code normalised). */
export type GateScanInput = z.input<typeof gateScanInput>;
export type GateScan = z.output<typeof gateScanInput>;

export const gateSyncInput = z.object({
  scans: z.array(gateScanInput).min(1).max(GATE_SYNC_MAX),
});

export const gateLookupInput = z.object({ code: gateCodeSchema });

/** What every verdict about a real ticket names. `firstName`: the buyer's, see first-name.ts. */
export interface GateTicketFacts {
  code: string;
  ticketType: string;
  /** `YYYY-MM-DD`, Asia/Ho_Chi_Minh. */
  visitDate: string;
  /** People this QR admits. */
  quantity: number;
  firstName: string | null;
}

/** A ticket as the gate knows it: from the store, or from the day's list kept on the phone. */
export interface GateTicket extends GateTicketFacts {
  /** The order's code: tickets of one order may be admitted together. */
  orderCode: string;
  state: 'issued' | 'used' | 'exchanged' | 'refunded';
  usedAt: string | null;
  usedGate: string | null;
  /** The code it was exchanged for. */
  exchangedTo: string | null;
}

/**
 * What the gate shows. `revoked` is the phone's own answer for a code on the revocation list it
 * cannot say more about; `forged` covers bad signatures, unknown keys and garbage.
 */
export type GateVerdict =
  | ({ status: 'valid' } & GateTicketFacts)
  | ({ status: 'already-used'; usedAt: string; gate: string | null } & GateTicketFacts)
  | ({ status: 'wrong-day'; today: string } & GateTicketFacts)
  | ({ status: 'refunded' } & GateTicketFacts)
  | ({ status: 'exchanged'; exchangedTo: string | null } & GateTicketFacts)
  | ({ status: 'revoked' } & GateTicketFacts)
  | { status: 'forged' | 'unknown' };

export type GateScanAnswer = GateVerdict & { scanId: string };
export type GateScanStatus = GateVerdict['status'];

/** A lookup's verdict, and the tickets of the same order that may come in today. */
export type GateLookupAnswer = GateVerdict & { group: GateTicketFacts[] };

/** The day's tickets for the phone to keep (offline typed codes, groups, refunds, exchanges). */
export interface GateDayList {
  day: string;
  fetchedAt: string;
  tickets: GateTicket[];
}

export function factsOf(ticket: GateTicketFacts): GateTicketFacts {
  const { code, ticketType, visitDate, quantity, firstName } = ticket;
  return { code, ticketType, visitDate, quantity, firstName };
}

/**
 * The verdict for a ticket on `today`: given back (refunded, exchanged) before the day, the day
 * before "used", and only an issued ticket for today comes in.
 */
export function verdictOf(ticket: GateTicket, today: string): GateVerdict {
  const facts = factsOf(ticket);
  if (ticket.state === 'refunded') return { status: 'refunded', ...facts };
  if (ticket.state === 'exchanged') {
    return { status: 'exchanged', ...facts, exchangedTo: ticket.exchangedTo };
  }
  if (ticket.visitDate !== today) return { status: 'wrong-day', ...facts, today };
  if (ticket.state === 'used') {
    return { status: 'already-used', ...facts, usedAt: ticket.usedAt ?? '', gate: ticket.usedGate };
  }
  return { status: 'valid', ...facts };
}

/** The order's tickets that may still come in today, the looked-up one first. */
export function groupOf(
  tickets: readonly GateTicket[],
  ticket: GateTicket,
  today: string,
): GateTicketFacts[] {
  return tickets
    .filter((t) => t.orderCode === ticket.orderCode && verdictOf(t, today).status === 'valid')
    .sort((a, b) => Number(b.code === ticket.code) - Number(a.code === ticket.code))
    .map(factsOf);
}

/** `2026-11-30` → `30/11`: the gate's way of writing a visit day. */
export function gateDay(date: string): string {
  const [, month, day] = date.split('-');
  return month && day ? `${day}/${month}` : date;
}
