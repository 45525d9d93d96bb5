// Canonical URL and hreflang alternates for a page (DESIGN.md §4). Canonical is the Vietnamese
// alias under /vi and the English path under /en; x-default points at the Vietnamese page.
import type { Metadata } from 'next';
import { localizedPath, locales, type Locale } from '@/i18n/routing';
import en from '@/messages/en.json';
import vi from '@/messages/vi.json';

const MESSAGES = { vi, en } as const;
/** Open Graph locales (language_TERRITORY) of the site's locales. */
export const OG_LOCALES: Record<Locale, string> = { vi: 'vi_VN', en: 'en_US' };
import { fitTitle } from './title';

export interface PageSeo {
  locale: Locale;
  /** Locale-less path of the page in either form, e.g. `/menu`, `/thuc-don`, `/posts/abc`. */
  path: string;
  /**
   * Per-locale paths when they differ (detail pages whose slug is translated), e.g.
   * `{ vi: '/posts/le-hoi', en: '/posts/festival' }`. A locale not listed uses `path`.
   */
  paths?: Partial<Record<Locale, string>>;
  title?: string;
  /** Open Graph / social card title and description when they differ from the page's. */
  ogTitle?: string;
  ogDescription?: string;
  description?: string;
  keywords?: string[];
  /** Absolute or root-relative image for Open Graph / the social card. */
  image?: string;
  /** What `image` shows; the page's title when left out (the image depicts the page's subject). */
  imageAlt?: string;
  robots?: Metadata['robots'];
  type?: 'website' | 'article';
}

export const DEFAULT_SOCIAL_IMAGE = '/og-default.png';

export function alternatesFor(
  locale: Locale,
  path: string,
  paths: Partial<Record<Locale, string>> = {},
): NonNullable<Metadata['alternates']> {
  const languages: Record<string, string> = {};
  for (const other of locales) languages[other] = localizedPath(other, paths[other] ?? path);
  languages['x-default'] = localizedPath('vi', paths.vi ?? path);
  return { canonical: localizedPath(locale, paths[locale] ?? path), languages };
}

/** Metadata for a page: title, description, canonical, hreflang, Open Graph and social card. */
export function pageMetadata(seo: PageSeo): Metadata {
  const {
    locale,
    path,
    paths,
    title,
    description,
    keywords,
    image,
    robots,
    type = 'website',
  } = seo;
  const alternates = alternatesFor(locale, path, paths);
  const canonical = localizedPath(locale, paths?.[locale] ?? path);
  const ogTitle = seo.ogTitle ?? title;
  const ogDescription = seo.ogDescription ?? description;
  const { siteName } = MESSAGES[locale].Metadata;
  const alt = image
    ? (seo.imageAlt ?? ogTitle ?? siteName)
    : MESSAGES[locale].StructuredData.socialImageAlt;
  const images = [{ url: image ?? DEFAULT_SOCIAL_IMAGE, alt }];
  return {
    ...(title ? { title: fitTitle(locale, title) } : {}),
    ...(description ? { description } : {}),
    ...(keywords?.length ? { keywords } : {}),
    ...(robots ? { robots } : {}),
    alternates,
    openGraph: {
      type,
      siteName,
      locale: OG_LOCALES[locale],
      alternateLocale: locales.filter((other) => other !== locale).map((l) => OG_LOCALES[l]),
      url: canonical,
      ...(ogTitle ? { title: ogTitle } : {}),
      ...(ogDescription ? { description: ogDescription } : {}),
      images,
    },
    twitter: {
      card: 'summary_large_image',
      ...(ogTitle ? { title: ogTitle } : {}),
      ...(ogDescription ? { description: ogDescription } : {}),
      images,
    },
  };
}
