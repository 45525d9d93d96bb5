// The phone's own verdict, before (or without) the server: the signature against the cached key,
// then the day's list it keeps (refunds, exchanges, first names, groups), the cached revocation
// list, today's date, and the codes this phone already admitted today. The rule is the server's
// (verdictOf), so offline and online say the same.
import type { GateMemory } from './gate-memory';
import {
  groupOf,
  verdictOf,
  type GateTicket,
  type GateTicketFacts,
  type GateVerdict,
} from '@/lib/tickets/gate-scan';
import { readTicketToken } from '@/lib/tickets/verify-ticket';

/**
 * What the verdict screen shows: a server answer, or the phone's own: `unverified` without a key,
 * `not-listed` for a typed code the day's list on this phone does not hold.
 */
export type ShownVerdict = GateVerdict | { status: 'unverified' } | { status: 'not-listed' };

/** A listed ticket as this phone knows it: one it admitted itself counts as used here. */
function asSeenHere(ticket: GateTicket, memory: GateMemory): GateTicket {
  const seen = memory.seen[ticket.code];
  if (!seen || ticket.state !== 'issued') return ticket;
  return { ...ticket, state: 'used', usedAt: seen.at, usedGate: seen.gate };
}

function listedTicket(memory: GateMemory, code: string, today: string): GateTicket | null {
  if (!memory.day || memory.day.day !== today) return null;
  const ticket = memory.day.tickets.find((t) => t.code === code);
  return ticket ? asSeenHere(ticket, memory) : null;
}

export async function checkTokenLocally(
  token: string,
  memory: GateMemory,
  today: string,
): Promise<ShownVerdict> {
  if (!memory.trust) return { status: 'unverified' };
  const read = await readTicketToken(token, memory.trust.keys);
  if (!read.ok) return { status: 'forged' };
  const { code, typ, q, d } = read.ticket;
  const listed = listedTicket(memory, code, today);
  if (listed && listed.visitDate === d) return verdictOf(listed, today);
  const facts: GateTicketFacts = {
    code,
    ticketType: typ,
    visitDate: d,
    quantity: q,
    firstName: null,
  };
  if (memory.trust.revoked.includes(code)) return { status: 'revoked', ...facts };
  const seen = memory.seen[code];
  const state = seen ? 'used' : 'issued';
  return verdictOf(
    {
      ...facts,
      orderCode: '',
      state,
      usedAt: seen?.at ?? null,
      usedGate: seen?.gate ?? null,
      exchangedTo: null,
    },
    today,
  );
}

/** A typed code from the day's list: its verdict and the order's tickets that may come in. */
export function checkCodeLocally(
  code: string,
  memory: GateMemory,
  today: string,
): { verdict: ShownVerdict; group: GateTicketFacts[] } {
  const ticket = listedTicket(memory, code, today);
  if (!ticket) return { verdict: { status: 'not-listed' }, group: [] };
  const tickets = (memory.day?.tickets ?? []).map((t) => asSeenHere(t, memory));
  return { verdict: verdictOf(ticket, today), group: groupOf(tickets, ticket, today) };
}
