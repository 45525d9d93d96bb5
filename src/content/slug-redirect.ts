// A detail page's answer to a slug that is not one of its items: the other locale's slug
// redirects to the item's own, anything else is a 404.
import { notFound, permanentRedirect } from 'next/navigation';
import { hrefFor, type Locale, type RouteKey } from '@/i18n/routing';
import { findByForeignSlug, type Slugged } from './slugs';

/** For a slug that is not an item of this locale: redirect a foreign slug to its page, else 404. */
export function redirectForeignSlug(
  locale: Locale,
  items: readonly Slugged[],
  slug: string,
  route: RouteKey,
): never {
  const moved = findByForeignSlug(locale, items, slug);
  if (moved) permanentRedirect(hrefFor(locale, route, moved.slug));
  notFound();
}
