// GET /api/health (DESIGN.md §18): liveness. The process answers; nothing else is checked, so an
// orchestrator restarts only a process that no longer answers at all (/api/ready is readiness).
import { NextResponse } from 'next/server';

export const dynamic = 'force-dynamic';

export function GET(): NextResponse {
  return NextResponse.json(
    { status: 'ok', build: process.env.BUILD_ID },
    { headers: { 'cache-control': 'no-store' } },
  );
}
