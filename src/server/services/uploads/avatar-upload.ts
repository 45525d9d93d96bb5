// POST /api/uploads/avatar (DESIGN.md §17): multipart, exactly one file in the field `file`,
// answers `{ url }`. The body is read within its limit (a 5 MB file plus the multipart framing),
// same-origin only (a cross-site HTML form can post multipart without a preflight), limited per
// client address, and the file is checked and re-encoded by ./avatar.ts. Kept apart from the route
// file so that jest drives it with plain Requests.
import type { Store } from '../../db/store';
import { addSecurityHeaders } from '../../http/response';
import { UPLOAD_CONTENT_SECURITY_POLICY } from '../../http/security-headers.mjs';
import { PayloadTooLargeError, readBodyBytes } from '../../http/body-limit';
import { DomainError } from '../errors';
import { takePublicWrite } from '../leads/public-write';
import {
  AVATAR_MAX_BYTES,
  AVATAR_MIME_TYPES,
  processAvatar,
  readAvatar,
  saveAvatar,
} from './avatar';
import { reasonText } from '@/lib/errors/reasons';

/** The file plus generous room for the multipart boundaries and part headers. */
export const AVATAR_BODY_MAX_BYTES = AVATAR_MAX_BYTES + 16 * 1024;

export interface AvatarUploadDeps {
  store: Store;
  uploadsDir: string;
  /** The trusted client address (scripts/server.mjs). */
  ip: string;
  /** The request's moment: the write limits count from it. */
  now: Date;
}

export function answer(status: number, body: unknown): Response {
  const headers = addSecurityHeaders(new Headers());
  headers.set('content-type', 'application/json');
  headers.set('cache-control', 'no-store');
  return new Response(JSON.stringify(body), { status, headers });
}

/** Every refusal carries the spec's "image upload error" text; `code` says which kind. */
function refusal(status: number, code: string, message = reasonText('upload-refused')): Response {
  return answer(status, { error: { code, message } });
}

export function sameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (request.headers.get('sec-fetch-site') === 'cross-site') return false;
  if (origin === null) return true;
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  const protocol = request.headers.get('x-forwarded-proto') === 'https' ? 'https' : 'http';
  return (
    URL.canParse(origin) && host !== null && new URL(origin).origin === `${protocol}://${host}`
  );
}

export async function avatarUploadResponse(
  request: Request,
  deps: AvatarUploadDeps,
): Promise<Response> {
  if (!sameOrigin(request)) return refusal(403, 'FORBIDDEN');
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data;\s*boundary=/i.test(contentType)) {
    return refusal(415, 'UNSUPPORTED_MEDIA_TYPE');
  }
  try {
    await takePublicWrite(deps.store, 'avatar', deps.ip, deps.now);
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'TOO_MANY_REQUESTS') {
      return refusal(429, 'TOO_MANY_REQUESTS', error.message);
    }
    throw error;
  }
  let form: FormData;
  try {
    const body = await readBodyBytes(request, AVATAR_BODY_MAX_BYTES);
    form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
  } catch (error) {
    if (error instanceof PayloadTooLargeError) return refusal(413, 'PAYLOAD_TOO_LARGE');
    console.warn(`[uploads] avatar body is not multipart: ${(error as Error).message}`);
    return refusal(400, 'BAD_REQUEST');
  }
  // Exactly one part, the file: a second file (or any other field) is refused whole.
  const entries = [...form.entries()];
  const file = form.get('file');
  if (entries.length !== 1 || !(file instanceof File)) return refusal(400, 'BAD_REQUEST');
  if (!(AVATAR_MIME_TYPES as readonly string[]).includes(file.type)) {
    return refusal(415, 'UNSUPPORTED_MEDIA_TYPE');
  }
  if (file.size > AVATAR_MAX_BYTES) return refusal(413, 'PAYLOAD_TOO_LARGE');
  try {
    const image = await processAvatar(new Uint8Array(await file.arrayBuffer()));
    const { url } = await saveAvatar(deps.store, deps.uploadsDir, image);
    return answer(200, { url });
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'BAD_REQUEST') {
      return refusal(400, 'BAD_REQUEST');
    }
    throw error;
  }
}

/**
 * GET /api/uploads/avatars/<generated name>.webp: an accepted avatar, as re-encoded, from the
 * store. nosniff and an exact type, so the browser never reads it as anything but an image; names
 * never change, so it caches for a year.
 */
export async function avatarFileResponse(store: Store, name: string): Promise<Response> {
  return storedImageResponse(await readAvatar(store, name), 'image/webp');
}

/**
 * An uploaded image the store holds (`bytes`, or null when there is none): nosniff and the exact
 * type, sandboxed, cached for a year as its generated name never changes; 404 when absent.
 */
export function storedImageResponse(bytes: Buffer | null, contentType: string): Response {
  const headers = addSecurityHeaders(new Headers());
  headers.set('x-content-type-options', 'nosniff');
  headers.set('content-security-policy', UPLOAD_CONTENT_SECURITY_POLICY);
  if (!bytes) {
    headers.set('content-type', 'text/plain; charset=utf-8');
    headers.set('cache-control', 'no-store');
    return new Response('Not found', { status: 404, headers });
  }
  headers.set('content-type', contentType);
  headers.set('content-length', String(bytes.byteLength));
  headers.set('cache-control', 'public, max-age=31536000, immutable');
  return new Response(new Uint8Array(bytes), { status: 200, headers });
}
