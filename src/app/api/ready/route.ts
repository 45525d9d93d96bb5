// GET /api/ready (DESIGN.md §18): readiness. 200 when this instance can serve: the store answers
// and has every migration of this build (`degraded`, still 200, when only Redis fails: the
// instance serves without the shared cache); else 503 with what failed. A proxy or orchestrator
// sends traffic only to ready instances.
import { NextResponse } from 'next/server';
import { readiness } from '@/server/readiness';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export async function GET(): Promise<NextResponse> {
  const report = await readiness();
  return NextResponse.json(report, {
    status: report.status === 'not ready' ? 503 : 200,
    headers: { 'cache-control': 'no-store' },
  });
}
