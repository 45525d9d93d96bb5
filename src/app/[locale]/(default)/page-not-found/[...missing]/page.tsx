import { permanentRedirect, redirect } from 'next/navigation';
import { NotFoundContent } from '@/components/layout/not-found-content';
import { notFoundTexts } from '@/components/layout/not-found-texts';
import { resolveLocale } from '@/i18n/params';
import { loadRedirectFor } from '@/server/page-data/redirects';

interface MissingParams {
  params: Promise<{ locale: string; missing: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

// Its title and robots come from ../../../not-found.tsx: Next takes a 404 answer's metadata from
// the not-found boundary.
export { generateMetadata } from '../../../not-found';

// Asked per request: an operator's redirect added in the console applies at once, without a build.
// Only missing paths come here; every page that exists stays static.
export const dynamic = 'force-dynamic';

function queryOf(searchParams: Record<string, string | string[] | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(searchParams)) {
    for (const one of Array.isArray(value) ? value : [value]) {
      if (one !== undefined) query.append(key, one);
    }
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

/**
 * Paths no route matches (`/vi/abc/def`): the middleware rewrites them to
 * `/vi/page-not-found/abc/def` with status 404 (a catch-all at the locale root would also catch
 * unknown slugs of the static detail routes, with status 200).
 * First the operators' redirect rules are asked (a relative target stays inside the site, an
 * absolute one is a full-page redirect, also on a client-side navigation); otherwise, unlike
 * not-found.tsx (no params in Next 16) and notFound() (Next 16 then answers an empty error shell
 * that the browser renders, vercel/next.js#62228), this page renders the 404 view with the
 * requested path on the server, inside the site's header and footer.
 */
export default async function MissingPage({ params, searchParams }: MissingParams) {
  const locale = await resolveLocale(params);
  const { missing } = await params;
  const path = `/${locale}/${missing.join('/')}`;
  const rule = await loadRedirectFor(path);
  if (rule) {
    const location = rule.location.startsWith('/')
      ? rule.location + queryOf(await searchParams)
      : rule.location;
    if (rule.permanent) permanentRedirect(location);
    redirect(location);
  }
  return <NotFoundContent texts={await notFoundTexts()} path={path} as="div" />;
}
