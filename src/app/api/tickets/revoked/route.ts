// GET /api/tickets/revoked: codes of exchanged and refunded tickets whose day is not over, for the
// gate's offline check (DESIGN.md §13). Codes alone say nothing about their holders.
import { vietnamClock } from '@/lib/calendar';
import { getStore } from '@/server/db';
import { addSecurityHeaders } from '@/server/http/response';
import { revokedCodes } from '@/server/services/tickets/check-in';

export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  const now = new Date();
  const codes = await revokedCodes(await getStore(), vietnamClock(now).date);
  const headers = addSecurityHeaders(new Headers({ 'content-type': 'application/json' }));
  headers.set('cache-control', 'no-store');
  return new Response(JSON.stringify({ codes, at: now.toISOString() }), { headers });
}
