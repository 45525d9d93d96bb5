import 'server-only';
import type { Locale } from '@/i18n/routing';
import { content, imageView, type ImageView } from './collections';

export interface ServiceView {
  id: string;
  slug: string;
  slugs: { vi: string; en: string };
  name: string;
  summary: string;
  html: string;
  image: ImageView;
  /** Price in đồng, or null for "price on request". */
  price: number | null;
  unit?: string;
  duration?: string;
  featured: boolean;
}

export function listServices(locale: Locale): ServiceView[] {
  return content().services.map((s) => ({
    id: s.id,
    slug: s.slug[locale],
    slugs: s.slug,
    name: s.name[locale],
    summary: s.summary[locale],
    html: s.html[locale],
    // Decorative: the service's name is the heading next to it.
    image: imageView(s.image, ''),
    price: s.price === 'on-request' ? null : s.price,
    unit: s.unit?.[locale],
    duration: s.duration?.[locale],
    featured: s.featured,
  }));
}

export function getService(locale: Locale, slug: string): ServiceView | undefined {
  return listServices(locale).find((s) => s.slug === slug);
}
