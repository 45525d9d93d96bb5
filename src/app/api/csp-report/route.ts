// POST /api/csp-report: where browsers report what the Content-Security-Policy refused (its
// `report-to` group through Reporting-Endpoints, and `report-uri` for browsers without the
// Reporting API; src/server/http/security-headers.mjs). Each violation is one log line; the
// answer is 204 either way, as no browser reads it. A public write: its body is limited and
// every client address may send so many a minute (shared by every instance when Redis is set).
import { takeSharedWindow } from '@/server/cache/shared-limits.mjs';
import {
  PayloadTooLargeError,
  payloadTooLargeResponse,
  readBodyBytes,
  RequestTimeoutError,
  requestTimeoutResponse,
} from '@/server/http/body-limit';
import { jsonErrorResponse } from '@/server/http/response';
import { readCspReports, violationLine } from '@/server/services/csp-report/csp-report';
import { DomainError } from '@/server/services/errors';
import { SharedRateLimiter } from '@/server/services/rate-limit/rate-limit';
import { clientIp } from '@/server/trpc';
import { reasonText } from '@/lib/errors/reasons';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** A browser batches a few reports, each a couple of kB with the policy it quotes. */
const MAX_BODY_BYTES = 32 * 1024;
const BODY_DEADLINE_MS = 10_000;
/** Per client address: a page that breaks sends a handful per view; a flood is cut off here. */
export const CSP_REPORT_RATE_LIMIT = { limit: 60, windowMs: 60_000 };
const reportLimiter = new SharedRateLimiter('csp-report', CSP_REPORT_RATE_LIMIT, takeSharedWindow);

export async function POST(request: Request): Promise<Response> {
  try {
    await reportLimiter.take(clientIp(request.headers), new Date());
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    await request.body?.cancel().catch((cancelError: unknown) => cancelError);
    return jsonErrorResponse(429, 'TOO_MANY_REQUESTS', reasonText('rate-limited'), {
      headers: { 'retry-after': '60' },
    });
  }
  let body: string;
  try {
    body = new TextDecoder().decode(
      await readBodyBytes(request, MAX_BODY_BYTES, { deadlineMs: BODY_DEADLINE_MS }),
    );
  } catch (error) {
    if (error instanceof PayloadTooLargeError) return payloadTooLargeResponse();
    if (error instanceof RequestTimeoutError) return requestTimeoutResponse();
    throw error;
  }
  const violations = readCspReports(request.headers.get('content-type') ?? '', body);
  if (!violations) {
    return jsonErrorResponse(400, 'BAD_REQUEST', 'Not a CSP report');
  }
  for (const violation of violations) console.warn(violationLine(violation));
  return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });
}
