// Gate check-in core (DESIGN.md §16, for the operator console): the QR's token is verified with
// the same browser-safe verifier the gate runs offline, then the ticket is admitted once by the
// conditional update issued → used (two racing scans: one admits, the other hears "used").
import { vietnamClock } from '@/lib/calendar';
import type { Store } from '../../db/store';
import { ticketSigningKey } from '../signing/signing-key';
import {
  verifyTicketToken,
  type TicketRefusal,
  type TicketTokenPayload,
} from '@/lib/tickets/verify-ticket';
import type { JWK } from 'jose';

export type CheckInResult =
  | { admitted: true; ticket: TicketTokenPayload }
  | { admitted: false; reason: TicketRefusal | 'already-used' | 'unknown-ticket' };

export async function checkInTicket(
  store: Store,
  request: { token: string; gate: string; now?: Date; keys?: readonly (JWK & { kid?: string })[] },
): Promise<CheckInResult> {
  const now = request.now ?? new Date();
  const keys = request.keys ?? [(await ticketSigningKey()).publicJwk];
  const today = vietnamClock(now).date;
  const verdict = await verifyTicketToken(request.token, {
    keys,
    revoked: await revokedCodes(store, today),
    today,
  });
  if (!verdict.ok) return { admitted: false, reason: verdict.reason };
  const { tid, code, d } = verdict.ticket;
  const result = await store.db
    .updateTable('tickets')
    .set({ status: 'used', used_at: now.toISOString(), used_gate: request.gate })
    .where('id', '=', tid)
    .where('code', '=', code)
    .where('visit_date', '=', d)
    .where('status', '=', 'issued')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) return { admitted: true, ticket: verdict.ticket };
  const row = await store.db
    .selectFrom('tickets')
    .select('status')
    .where('id', '=', tid)
    .executeTakeFirst();
  if (!row) return { admitted: false, reason: 'unknown-ticket' };
  return { admitted: false, reason: row.status === 'used' ? 'already-used' : 'revoked' };
}

/**
 * Codes of exchanged and refunded tickets whose visit day is not over (`/api/tickets/revoked`):
 * older ones fail the gate's day check anyway, so the list stays small.
 */
export async function revokedCodes(store: Store, today: string): Promise<string[]> {
  const rows = await store.db
    .selectFrom('tickets')
    .select('code')
    .where('revoked_at', 'is not', null)
    .where('visit_date', '>=', today)
    .orderBy('code')
    .execute();
  return rows.map((row) => row.code);
}
