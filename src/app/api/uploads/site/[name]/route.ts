// GET /api/uploads/site/<generated name>.png: an uploaded logo or favicon, served from the store
// by every instance alike (src/server/services/site/logos/logo-upload.ts).
import { getStore } from '@/server/db';
import { siteImageResponse } from '@/server/services/site/logos/logo-upload';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ name: string }> },
): Promise<Response> {
  const { name } = await params;
  return siteImageResponse(await getStore(), name);
}
