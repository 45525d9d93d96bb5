// The search index of one locale as static JSON (/vi/search/index.json), built at build time and
// fetched by the header's search box only when the visitor starts using it.
import { buildSearchIndex } from '@/content/search-index';
import { isLocale, locales } from '@/i18n/routing';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) return new Response('Not Found', { status: 404 });
  return Response.json(buildSearchIndex(locale), {
    headers: { 'Cache-Control': 'public, max-age=3600, stale-while-revalidate=86400' },
  });
}
