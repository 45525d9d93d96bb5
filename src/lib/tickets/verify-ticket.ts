// The gate's check of an e-ticket QR (DESIGN.md §13, §16): a compact JWS signed with Ed25519,
// verified with the published public key alone, so it works offline on a phone at the gate.
// Browser-safe: jose only, no server imports. The server's check-in uses the same function.
import { compactVerify, importJWK, type JWK } from 'jose';

/** What the QR's token carries, in short keys so the QR stays small. */
export interface TicketTokenPayload {
  /** Ticket id. */
  tid: string;
  /** The human code, `VE-…`. */
  code: string;
  /** Ticket type (content id). */
  typ: string;
  /** Visit date `YYYY-MM-DD` (Asia/Ho_Chi_Minh). */
  d: string;
  /** Number of people the ticket admits. */
  q: number;
  /**
   * The ticket's unit in its order line, on tokens of one ticket per person. Older tokens (one
   * QR for a line's n people, `q` = n) have none: the gate admits the line's valid tickets.
   */
  u?: number;
}

export type TicketRefusal = 'malformed' | 'unknown-key' | 'bad-signature' | 'revoked' | 'wrong-day';

export type TicketVerdict =
  { ok: true; ticket: TicketTokenPayload; kid: string } | { ok: false; reason: TicketRefusal };

export interface VerifyOptions {
  /** The public keys the gate trusts (the JWK served at /api/tickets/public-key), by `kid`. */
  keys: readonly (JWK & { kid?: string })[];
  /** Revoked codes (exchanged or refunded tickets, from /api/tickets/revoked). */
  revoked: ReadonlySet<string> | readonly string[];
  /** Today's date at the gate, `YYYY-MM-DD` in Asia/Ho_Chi_Minh. */
  today: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function isPayload(value: unknown): value is TicketTokenPayload {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.tid === 'string' &&
    typeof v.code === 'string' &&
    typeof v.typ === 'string' &&
    typeof v.d === 'string' &&
    DATE.test(v.d) &&
    typeof v.q === 'number' &&
    Number.isSafeInteger(v.q) &&
    v.q > 0
  );
}

function headerOf(token: string): { alg?: unknown; kid?: unknown } | null {
  const [encoded] = token.split('.');
  if (!encoded) return null;
  try {
    const json = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
    const header: unknown = JSON.parse(json);
    return typeof header === 'object' && header !== null ? header : null;
  } catch {
    // Not base64url JSON: the token is malformed, which is the answer itself.
    return null;
  }
}

/** The signature alone: whose token it is and what it carries, before any list or day. */
export async function readTicketToken(
  token: string,
  keys: VerifyOptions['keys'],
): Promise<
  | { ok: true; ticket: TicketTokenPayload; kid: string }
  | { ok: false; reason: 'malformed' | 'unknown-key' | 'bad-signature' }
> {
  if (typeof token !== 'string' || token.length > 2048 || token.split('.').length !== 3) {
    return { ok: false, reason: 'malformed' };
  }
  const header = headerOf(token);
  if (!header || header.alg !== 'EdDSA') return { ok: false, reason: 'malformed' };
  const jwk = keys.find((key) => key.kid === header.kid);
  if (!jwk) return { ok: false, reason: 'unknown-key' };
  let payload: unknown;
  try {
    const key = await importJWK({ ...jwk, alg: 'EdDSA' }, 'EdDSA');
    const verified = await compactVerify(token, key, { algorithms: ['EdDSA'] });
    payload = JSON.parse(new TextDecoder().decode(verified.payload));
  } catch {
    // jose throws on any signature or encoding failure; each means "not ours".
    return { ok: false, reason: 'bad-signature' };
  }
  if (!isPayload(payload)) return { ok: false, reason: 'malformed' };
  return { ok: true, ticket: payload, kid: String(header.kid) };
}

/** Verifies the signature, then the revocation list, then the day. */
export async function verifyTicketToken(
  token: string,
  options: VerifyOptions,
): Promise<TicketVerdict> {
  const read = await readTicketToken(token, options.keys);
  if (!read.ok) return read;
  const revoked = options.revoked instanceof Set ? options.revoked : new Set(options.revoked);
  if (revoked.has(read.ticket.code)) return { ok: false, reason: 'revoked' };
  if (read.ticket.d !== options.today) return { ok: false, reason: 'wrong-day' };
  return read;
}
