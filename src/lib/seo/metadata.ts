// Canonical URL and hreflang alternates for a page (DESIGN.md §4). Canonical is the Vietnamese
// alias under /vi and the English path under /en; x-default points at the Vietnamese page.
import type { Metadata } from 'next';
import { localizedPath, locales, type Locale } from '@/i18n/routing';

export interface PageSeo {
  locale: Locale;
  /** Locale-less path of the page in either form, e.g. `/menu`, `/thuc-don`, `/posts/abc`. */
  path: string;
  title?: string;
  description?: string;
  keywords?: string[];
  /** Absolute or root-relative image for Open Graph / the social card. */
  image?: string;
  robots?: Metadata['robots'];
  type?: 'website' | 'article';
}

export const DEFAULT_SOCIAL_IMAGE = '/og-default.png';

export function alternatesFor(locale: Locale, path: string): NonNullable<Metadata['alternates']> {
  const languages: Record<string, string> = {};
  for (const other of locales) languages[other] = localizedPath(other, path);
  languages['x-default'] = localizedPath('vi', path);
  return { canonical: localizedPath(locale, path), languages };
}

/** Metadata for a page: title, description, canonical, hreflang, Open Graph and social card. */
export function pageMetadata(seo: PageSeo): Metadata {
  const { locale, path, title, description, keywords, image, robots, type = 'website' } = seo;
  const alternates = alternatesFor(locale, path);
  const canonical = localizedPath(locale, path);
  const images = [{ url: image ?? DEFAULT_SOCIAL_IMAGE }];
  return {
    ...(title ? { title } : {}),
    ...(description ? { description } : {}),
    ...(keywords?.length ? { keywords } : {}),
    ...(robots ? { robots } : {}),
    alternates,
    openGraph: {
      type,
      locale: locale === 'vi' ? 'vi_VN' : 'en_US',
      url: canonical,
      ...(title ? { title } : {}),
      ...(description ? { description } : {}),
      images,
    },
    twitter: {
      card: 'summary_large_image',
      ...(title ? { title } : {}),
      ...(description ? { description } : {}),
      images: images.map((i) => i.url),
    },
  };
}
