// GET /api/uploads/avatars/<generated name>.webp: an accepted avatar, as re-encoded. nosniff and
// an exact type, so the browser never reads it as anything but an image; names never change, so
// it caches for a year.
import { env } from '@/env';
import { addSecurityHeaders } from '@/server/http/response';
import { readAvatar } from '@/server/services/uploads/avatar';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ name: string }> },
): Promise<Response> {
  const { name } = await params;
  const bytes = await readAvatar(env.UPLOADS_DIR, name);
  const headers = addSecurityHeaders(new Headers());
  headers.set('x-content-type-options', 'nosniff');
  if (!bytes) {
    headers.set('content-type', 'text/plain; charset=utf-8');
    headers.set('cache-control', 'no-store');
    return new Response('Not found', { status: 404, headers });
  }
  headers.set('content-type', 'image/webp');
  headers.set('content-length', String(bytes.byteLength));
  headers.set('cache-control', 'public, max-age=31536000, immutable');
  headers.set('content-security-policy', "default-src 'none'; sandbox");
  return new Response(new Uint8Array(bytes), { status: 200, headers });
}
