// GET /api/admin/reports/takings (admin.reports.takings as a CSV or XLSX file): the rules live in
// src/server/services/reports/takings-download.ts.
import { getStore } from '@/server/db';
import { takingsDownloadResponse } from '@/server/services/reports/takings-download';
import { bearerToken } from '@/server/trpc';

// exceljs and the store are Node modules.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export async function GET(request: Request): Promise<Response> {
  return takingsDownloadResponse(request, {
    store: await getStore(),
    token: bearerToken(request.headers),
  });
}
