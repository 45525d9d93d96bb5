// GET /api/tickets/{accessKey}/ics[?locale=en]: the visit day as a calendar file (add to
// calendar). The access key is the e-ticket page's unguessable key; anything else is 404.
import { env } from '@/env';
import { accessKeySchema } from '@/lib/tickets/ticket-schemas';
import { getStore } from '@/server/db';
import { addSecurityHeaders, jsonErrorResponse } from '@/server/http/response';
import { getTicketCatalog } from '@/server/services/tickets/ticket-catalog';
import { ticketIcs } from '@/server/services/tickets/ticket-ics';
import { loadTicket, ticketViewOf } from '@/server/services/tickets/ticket-view';

export const dynamic = 'force-dynamic';

export async function GET(
  request: Request,
  context: { params: Promise<{ accessKey: string }> },
): Promise<Response> {
  const { accessKey } = await context.params;
  const parsed = accessKeySchema.safeParse(accessKey);
  const ticket = parsed.success ? await loadTicket((await getStore()).db, { accessKey }) : null;
  if (!ticket) return jsonErrorResponse(404, 'NOT_FOUND', 'Không tìm thấy vé');
  const locale = new URL(request.url).searchParams.get('locale') === 'en' ? 'en' : 'vi';
  const catalog = getTicketCatalog();
  const view = await ticketViewOf(ticket, catalog, locale);
  const body = ticketIcs(view, catalog, { locale, siteUrl: env.SITE_URL });
  const headers = addSecurityHeaders(
    new Headers({ 'content-type': 'text/calendar; charset=utf-8' }),
  );
  headers.set('content-disposition', `attachment; filename="${view.code}.ics"`);
  headers.set('cache-control', 'private, no-store');
  headers.set('x-robots-tag', 'noindex');
  return new Response(body, { headers });
}
