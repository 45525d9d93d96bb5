// On-demand regeneration (DESIGN.md §5): POST /api/revalidate with the shared secret and a path
// (`/vi/thuc-don`, either public form) or a cache tag (`seo`, `seo:/vi/thuc-don`, `theme`).
//   curl -X POST -H "x-revalidate-secret: $REVALIDATE_SECRET" -H 'content-type: application/json' \
//        -d '{"path":"/vi/bai-viet"}' https://site/api/revalidate
import { timingSafeEqual } from 'node:crypto';
import { revalidatePath, revalidateTag } from 'next/cache';
import { z } from 'zod';
import { env } from '@/env';
import { internalPath, splitLocale } from '@/i18n/routing';
import {
  PayloadTooLargeError,
  payloadTooLargeResponse,
  readBodyBytes,
} from '@/server/http/body-limit';

/** A path or a tag: a few hundred bytes (DESIGN.md §8, every body has a limit). */
const MAX_BODY_BYTES = 4 * 1024;

const bodySchema = z
  .object({
    path: z.string().startsWith('/').max(2048).optional(),
    tag: z.string().min(1).max(256).optional(),
  })
  .refine((body) => body.path || body.tag, { message: 'give a path or a tag' });

function secretMatches(given: string | null): boolean {
  const expected = env.REVALIDATE_SECRET;
  if (!expected || !given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The file-system route of a public path: `/vi/thuc-don` → `/vi/menu`. */
function routePathOf(path: string): string {
  const split = splitLocale(path);
  if (!split) return path;
  const internal = internalPath(split.rest);
  return internal === null ? path : `/${split.locale}${internal === '/' ? '' : internal}`;
}

export async function POST(request: Request) {
  if (!env.REVALIDATE_SECRET) {
    return Response.json({ error: 'REVALIDATE_SECRET is not configured' }, { status: 503 });
  }
  if (!secretMatches(request.headers.get('x-revalidate-secret'))) {
    return Response.json({ error: 'invalid secret' }, { status: 401 });
  }
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(await readBodyBytes(request, MAX_BODY_BYTES)));
  } catch (error) {
    if (error instanceof PayloadTooLargeError) return payloadTooLargeResponse();
    console.error('[revalidate] body is not JSON', error);
    return Response.json({ error: 'body must be JSON' }, { status: 400 });
  }
  const parsed = bodySchema.safeParse(json);
  if (!parsed.success) {
    return Response.json(
      { error: parsed.error.issues.map((i) => i.message).join('; ') },
      { status: 400 },
    );
  }
  const { path, tag } = parsed.data;
  const revalidated: { path?: string; tag?: string } = {};
  if (path) {
    revalidated.path = routePathOf(path);
    revalidatePath(revalidated.path);
  }
  if (tag) {
    // Expire at once: the next request renders with fresh data instead of serving stale first.
    revalidateTag(tag, { expire: 0 });
    revalidated.tag = tag;
  }
  return Response.json({ revalidated, now: Date.now() });
}
