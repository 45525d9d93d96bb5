// Edge middleware (DESIGN.md §4): locale prefix, Vietnamese alias rewrite, redirect rules from
// content/redirects.yaml, then next-intl. Edge runtime: no Node APIs here.
// Next 16 names this file convention `proxy`, but a proxy always runs on Node.js; the design asks
// for the edge runtime, which only `middleware.ts` still offers (it logs a deprecation notice).
import createIntlMiddleware from 'next-intl/middleware';
import { NextRequest, NextResponse } from 'next/server';
import {
  committedRedirectRules as rules,
  detailSlugs,
  slugTranslations,
} from '@/content/compiled-tables';
import { LOCALE_COOKIE, routing } from '@/i18n/routing';
import { decideRoute } from '@/lib/routing/decide';

const handleI18nRouting = createIntlMiddleware(routing);

export default function middleware(request: NextRequest) {
  let pathname: string;
  try {
    pathname = decodeURI(request.nextUrl.pathname);
  } catch {
    // A malformed escape sequence: let Next.js answer 400.
    return NextResponse.next();
  }

  const decision = decideRoute({
    pathname,
    search: request.nextUrl.search,
    cookieLocale: request.cookies.get(LOCALE_COOKIE)?.value,
    rules,
    // In development contentlayer2 watches content/ and a new post is a page at once, while this
    // list is compiled once at start: let the pages decide there.
    detailSlugs: process.env.NODE_ENV === 'development' ? undefined : detailSlugs,
    slugTranslations: process.env.NODE_ENV === 'development' ? undefined : slugTranslations,
  });

  if (decision.kind === 'redirect') {
    return NextResponse.redirect(new URL(decision.location, request.url), decision.status);
  }
  const internalUrl = new URL(decision.internalPath + request.nextUrl.search, request.url);
  if (decision.kind === 'missing') return NextResponse.rewrite(internalUrl, { status: 404 });

  // next-intl sees the internal path, so it keeps the request instead of redirecting an alias.
  const intlRequest = new NextRequest(internalUrl, request);
  const response = handleI18nRouting(intlRequest);

  if (response.headers.has('location')) return response;
  if (internalUrl.pathname !== request.nextUrl.pathname) {
    // Same as NextResponse.rewrite(url, { request }), keeping the request headers next-intl set.
    response.headers.delete('x-middleware-next');
    response.headers.set('x-middleware-rewrite', internalUrl.toString());
  }
  // No Set-Cookie here: page answers stay cacheable by shared caches. The locale switcher
  // remembers a visitor's choice in the browser when it is clicked.
  return response;
}

export const config = {
  // Skip the API, Next.js internals and anything with a file extension (public files), except
  // under a locale prefix: there a dotted path is a page path (`/vi/x.html` gets the site's 404).
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)', '/(vi|en)/:path*'],
};
