// E-ticket tokens (DESIGN.md §13): a compact JWS over `{ tid, code, typ, d, q, u }`, signed with
// Ed25519 (`EdDSA`) by the server's signing key (signing/signing-key.ts), the key id in the header.
import { CompactSign } from 'jose';
import type { TicketTokenPayload } from '@/lib/tickets/verify-ticket';
import { ticketSigningKey, type TicketSigningKey } from '../signing/signing-key';

export async function signTicketToken(
  payload: TicketTokenPayload,
  key?: TicketSigningKey,
): Promise<string> {
  const signer = key ?? (await ticketSigningKey());
  const body = new TextEncoder().encode(
    JSON.stringify({
      tid: payload.tid,
      code: payload.code,
      typ: payload.typ,
      d: payload.d,
      q: payload.q,
      ...(payload.u === undefined ? {} : { u: payload.u }),
    }),
  );
  return new CompactSign(body)
    .setProtectedHeader({ alg: 'EdDSA', kid: signer.kid })
    .sign(signer.privateKey);
}
