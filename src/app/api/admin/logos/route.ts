// POST /api/admin/logos (admin.logos.*): an admin uploads the logo or favicon, checked and
// re-encoded; the rules live in src/server/services/site/logos/logo-upload.ts.
import { getStore } from '@/server/db';
import { logoUploadResponse } from '@/server/services/site/logos/logo-upload';
import { bearerToken } from '@/server/trpc';

// sharp and the store are Node modules.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  return logoUploadResponse(request, {
    store: await getStore(),
    token: bearerToken(request.headers),
  });
}
