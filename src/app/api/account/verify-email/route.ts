// GET /api/account/verify-email?token=…&locale=…: the link of the verification mail. A good token
// marks the account's email verified and links the guest orders placed with it; either way the
// visitor lands on the dashboard, which says what happened (`?emailVerified=1` or `0`).
import { env } from '@/env';
import { hrefFor } from '@/i18n/routing';
import { getStore } from '@/server/db';
import { addSecurityHeaders } from '@/server/http/response';
import { verifyEmail } from '@/server/services/account/email-verification';

export const dynamic = 'force-dynamic';

const TOKEN = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

export async function GET(request: Request): Promise<Response> {
  const query = new URL(request.url).searchParams;
  const locale = query.get('locale') === 'en' ? 'en' : 'vi';
  const token = query.get('token') ?? '';
  const result =
    token.length <= 2000 && TOKEN.test(token)
      ? await verifyEmail(await getStore(), token)
      : { ok: false as const };
  const target = new URL(hrefFor(locale, 'dashboard'), env.SITE_URL);
  target.searchParams.set('emailVerified', result.ok ? '1' : '0');
  const headers = addSecurityHeaders(new Headers({ location: target.href }));
  headers.set('cache-control', 'private, no-store');
  headers.set('referrer-policy', 'no-referrer');
  return new Response(null, { status: 303, headers });
}
