// GET /api/admin/reports/takings?from&to&format=csv|xlsx[&locale=vi|en] (DESIGN.md §20): the
// takings as a file, for an admin's bearer token (staff get 403), the range checked as
// admin.reports.takings checks it. Answered `no-store`: the shop's figures stay out of caches.
import type { Store } from '../../db/store';
import { userFromToken } from '../auth/auth';
import { answer } from '../uploads/avatar-upload';
import { takingsDownloadInput, takingsInput } from '@/lib/admin/report-schemas';
import { reasonText } from '@/lib/errors/reasons';
import { takingsReport } from './takings';
import { takingsCsv, takingsFileName, takingsXlsx } from './takings-files';

const TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

export async function takingsDownloadResponse(
  request: Request,
  deps: { store: Store; token: string | null },
): Promise<Response> {
  const user = deps.token ? await userFromToken(deps.store, deps.token) : null;
  if (!user) {
    return answer(401, { error: { code: 'UNAUTHORIZED', message: reasonText('unauthorized') } });
  }
  if (user.role !== 'admin') {
    return answer(403, { error: { code: 'FORBIDDEN', message: reasonText('forbidden') } });
  }
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = takingsDownloadInput.safeParse(query);
  const range = parsed.success ? takingsInput.safeParse(parsed.data) : null;
  if (!parsed.success || !range?.success) {
    const issue = (range && !range.success ? range.error : parsed.error)?.issues[0];
    return answer(400, {
      error: { code: 'BAD_REQUEST', message: issue?.message ?? 'Bad request', path: issue?.path },
    });
  }
  const { format, locale } = parsed.data;
  const report = await takingsReport(deps.store.db, range.data);
  const body =
    format === 'csv'
      ? Buffer.from(takingsCsv(report, locale), 'utf8')
      : await takingsXlsx(report, locale);
  return new Response(new Uint8Array(body), {
    status: 200,
    headers: {
      'content-type': TYPES[format],
      'content-disposition': `attachment; filename="${takingsFileName(report, locale, format)}"`,
      'cache-control': 'no-store',
    },
  });
}
