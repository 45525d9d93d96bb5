// POST /api/uploads/avatar (DESIGN.md §17): one review avatar, checked and re-encoded; answers
// `{ url }`. The rules live in src/server/services/uploads.
import { env } from '@/env';
import { getStore } from '@/server/db';
import { avatarUploadResponse } from '@/server/services/uploads/avatar-upload';
import { clientIp } from '@/server/trpc';

// sharp and the store are Node modules.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  return avatarUploadResponse(request, {
    store: await getStore(),
    uploadsDir: env.UPLOADS_DIR,
    ip: clientIp(request.headers),
    now: new Date(),
  });
}
