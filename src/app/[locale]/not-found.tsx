import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotFoundContent } from '@/components/layout/not-found-content';
import { notFoundTexts } from '@/components/layout/not-found-texts';
import { localeOrDefault } from '@/i18n/routing';

// Also the metadata of every 404 rendered inside the locale layout (the page-not-found route the
// middleware rewrites to): Next resolves a 404 answer's metadata from this boundary, not from the
// page, so without it the layout's default title (`Trang chủ`) would apply. It gets the locale
// segment's params: the title is in the page's language, with the site name. Robots null (not the
// layout's `index, follow`): Next writes `noindex` into every 4xx answer itself, and one robots meta
// is all a page may have.
export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const locale = localeOrDefault((await params).locale);
  const t = await getTranslations({ locale, namespace: 'Errors' });
  return { title: t('notFoundTitle'), robots: null };
}

// Shown when a client-side navigation reaches a missing page. It is serialised into every page's
// payload as the locale layout's not-found boundary, so it stays small.
export default async function LocaleNotFound() {
  return <NotFoundContent texts={await notFoundTexts()} />;
}
