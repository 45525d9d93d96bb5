// GET /api/uploads/avatars/<generated name>.webp: an accepted avatar, served from the store by
// every instance alike (src/server/services/uploads).
import { getStore } from '@/server/db';
import { avatarFileResponse } from '@/server/services/uploads/avatar-upload';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ name: string }> },
): Promise<Response> {
  const { name } = await params;
  return avatarFileResponse(await getStore(), name);
}
