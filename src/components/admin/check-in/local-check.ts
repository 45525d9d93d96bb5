// The phone's own verdict, before (or without) the server: the signature against the cached key,
// the cached revocation list, today's date, and the codes this phone already admitted today.
import type { GateMemory } from './gate-memory';
import type { GateScanAnswer } from '@/lib/tickets/gate-scan';
import { verifyTicketToken } from '@/lib/tickets/verify-ticket';

/** What the verdict screen shows: a server answer, or the phone's own (`unverified` without a key). */
export type GateVerdict =
  | Omit<Extract<GateScanAnswer, { status: 'valid' }>, 'scanId'>
  | Omit<Extract<GateScanAnswer, { status: 'already-used' }>, 'scanId'>
  | { status: 'wrong-day' | 'revoked' | 'forged' | 'unknown' | 'unverified' };

export async function checkLocally(
  token: string,
  memory: GateMemory,
  today: string,
): Promise<GateVerdict> {
  if (!memory.trust) return { status: 'unverified' };
  const verdict = await verifyTicketToken(token, {
    keys: memory.trust.keys,
    revoked: memory.trust.revoked,
    today,
  });
  if (!verdict.ok) {
    return {
      status:
        verdict.reason === 'revoked' || verdict.reason === 'wrong-day' ? verdict.reason : 'forged',
    };
  }
  const { code, typ, q, d } = verdict.ticket;
  const seen = memory.seen[code];
  if (seen) return { status: 'already-used', code, usedAt: seen.at, gate: seen.gate };
  return { status: 'valid', code, ticketType: typ, quantity: q, visitDate: d, holderName: null };
}
