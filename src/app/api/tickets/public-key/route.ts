// GET /api/tickets/public-key: the Ed25519 public key (JWK set) the gate verifies e-ticket QR
// tokens with, offline once fetched (DESIGN.md §13). Public by design.
import { addSecurityHeaders } from '@/server/http/response';
import { ticketSigningKey } from '@/server/services/signing/signing-key';

export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  const { publicJwk } = await ticketSigningKey();
  const headers = addSecurityHeaders(new Headers({ 'content-type': 'application/json' }));
  headers.set('cache-control', 'public, max-age=300');
  return new Response(JSON.stringify({ keys: [publicJwk] }), { headers });
}
