import { NotFoundContent } from '@/components/layout/not-found-content';
import { notFoundTexts } from '@/components/layout/not-found-texts';
import { resolveLocale } from '@/i18n/params';

interface MissingParams {
  params: Promise<{ locale: string; missing: string[] }>;
}

// Its title and robots come from ../../../not-found.tsx: Next takes a 404 answer's metadata from
// the not-found boundary.
export { generateMetadata } from '../../../not-found';

/**
 * Paths no route matches (`/vi/abc/def`): the middleware rewrites them to
 * `/vi/page-not-found/abc/def` with status 404 (a catch-all at the locale root would also catch
 * unknown slugs of the static detail routes, with status 200).
 * Unlike not-found.tsx (no params in Next 16) and notFound() (Next 16 then answers an empty error
 * shell that the browser renders, vercel/next.js#62228), this page renders the 404 view with the
 * requested path on the server, inside the site's header and footer.
 */
export default async function MissingPage({ params }: MissingParams) {
  const locale = await resolveLocale(params);
  const { missing } = await params;
  return (
    <NotFoundContent
      texts={await notFoundTexts()}
      path={`/${locale}/${missing.join('/')}`}
      as="div"
    />
  );
}
