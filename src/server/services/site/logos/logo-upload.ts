// POST /api/admin/logos (admin.logos.*): an admin uploads the logo or favicon,
// multipart with the fields `type` (`logo` | `favicon`), `light` (a file) and optionally `dark`.
// The files are too large for a tRPC body (MAX_BODY_BYTES), hence a route like the avatar's:
// same-origin, a bearer token of an admin (staff get 403), the body read within its limit, each
// file checked and re-encoded by ./logos.ts. GET /api/uploads/site/<name>.png serves them.
import type { Store } from '../../../db/store';
import { PayloadTooLargeError, readBodyBytes } from '../../../http/body-limit';
import { userFromToken } from '../../auth/auth';
import { DomainError } from '../../errors';
import { LOGO_TYPES, type LogoType } from './logo';
import { answer, sameOrigin, storedImageResponse } from '../../uploads/avatar-upload';
import { LOGO_MAX_BYTES, readSiteImage, uploadLogo } from './logo-edits';
import type { Revalidate } from '../page-tags';
import { reasonText } from '@/lib/errors/reasons';

/** Two files plus room for the multipart framing and the `type` field. */
export const LOGO_BODY_MAX_BYTES = 2 * LOGO_MAX_BYTES + 16 * 1024;

function refusal(status: number, code: string, message: string, reason?: string): Response {
  return answer(status, { error: { code, message, reason } });
}

export async function logoUploadResponse(
  request: Request,
  deps: { store: Store; token: string | null; revalidate?: Revalidate },
): Promise<Response> {
  if (!sameOrigin(request)) return refusal(403, 'FORBIDDEN', reasonText('forbidden'));
  const user = deps.token ? await userFromToken(deps.store, deps.token) : null;
  if (!user) return refusal(401, 'UNAUTHORIZED', reasonText('unauthorized'));
  if (user.role !== 'admin') return refusal(403, 'FORBIDDEN', reasonText('forbidden'));
  const contentType = request.headers.get('content-type') ?? '';
  const fileRefusal = (status: number, code: string) =>
    refusal(status, code, reasonText('logo-file'), 'logo-file');
  if (!/^multipart\/form-data;\s*boundary=/i.test(contentType)) {
    return fileRefusal(415, 'UNSUPPORTED_MEDIA_TYPE');
  }
  let form: FormData;
  try {
    const body = await readBodyBytes(request, LOGO_BODY_MAX_BYTES);
    form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
  } catch (error) {
    if (error instanceof PayloadTooLargeError) return fileRefusal(413, 'PAYLOAD_TOO_LARGE');
    return fileRefusal(400, 'BAD_REQUEST');
  }
  const type = form.get('type');
  const light = form.get('light');
  const dark = form.get('dark');
  const known = new Set(['type', 'light', 'dark']);
  if (
    [...form.keys()].some((key) => !known.has(key)) ||
    typeof type !== 'string' ||
    !(LOGO_TYPES as readonly string[]).includes(type) ||
    !(light instanceof File) ||
    (dark !== null && !(dark instanceof File))
  ) {
    return fileRefusal(400, 'BAD_REQUEST');
  }
  const darkFile = dark instanceof File && dark.size > 0 ? dark : null;
  if (light.size > LOGO_MAX_BYTES || (darkFile && darkFile.size > LOGO_MAX_BYTES)) {
    return fileRefusal(413, 'PAYLOAD_TOO_LARGE');
  }
  try {
    const version = await uploadLogo(
      deps.store,
      { id: user.id, email: user.email },
      {
        type: type as LogoType,
        light: new Uint8Array(await light.arrayBuffer()),
        dark: darkFile ? new Uint8Array(await darkFile.arrayBuffer()) : null,
      },
      deps.revalidate,
    );
    return answer(200, version);
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'BAD_REQUEST') {
      return fileRefusal(400, 'BAD_REQUEST');
    }
    throw error;
  }
}

/** GET /api/uploads/site/<generated name>.png: a logo or favicon as re-encoded, from the store. */
export async function siteImageResponse(store: Store, name: string): Promise<Response> {
  return storedImageResponse(await readSiteImage(store, name), 'image/png');
}
