// GET /api/invoices/{accessKey}/invoice.pdf: the order's e-invoice as the provider prints it.
// The key is the invoice's unguessable key that order.get shows whoever may see the order;
// anything else is 404, an invoice whose file is not out yet 503 (try again shortly).
import { getStore } from '@/server/db';
import { addSecurityHeaders, jsonErrorResponse } from '@/server/http/response';
import { invoicePdf } from '@/server/services/invoices/pdf';

export const dynamic = 'force-dynamic';

export async function GET(
  _request: Request,
  context: { params: Promise<{ accessKey: string }> },
): Promise<Response> {
  const { accessKey } = await context.params;
  const found = /^[\w-]{32}$/.test(accessKey)
    ? await invoicePdf(await getStore(), accessKey)
    : ({ kind: 'not-found' } as const);
  if (found.kind === 'not-found')
    return jsonErrorResponse(404, 'NOT_FOUND', 'Không tìm thấy hóa đơn');
  if (found.kind === 'not-ready') {
    return jsonErrorResponse(503, 'NOT_READY', 'Hóa đơn chưa sẵn sàng, vui lòng thử lại sau', {
      headers: { 'retry-after': '30' },
    });
  }
  const headers = addSecurityHeaders(new Headers({ 'content-type': 'application/pdf' }));
  headers.set('content-disposition', `inline; filename="${found.fileName}"`);
  headers.set('cache-control', 'private, no-store');
  headers.set('x-robots-tag', 'noindex');
  return new Response(new Uint8Array(found.bytes), { headers });
}
