// Route lists for the end-to-end specs, derived from the one route table.
import { routeTable, type RouteDefinition } from '../src/i18n/routing';

export const locales = ['vi', 'en'] as const;

export const staticRoutes = (routeTable as readonly RouteDefinition[]).filter(
  (r) => !r.path.includes('[slug]'),
);
export const slugRoutes = (routeTable as readonly RouteDefinition[]).filter(
  (r) => r.path.includes('[slug]') && !r.unlisted,
);

/** Both public forms of a route inside a locale, canonical first. */
export function formsOf(
  route: RouteDefinition,
  locale: 'vi' | 'en',
  slug = '',
): [string, ...string[]] {
  const fill = (p: string) => p.replace('[slug]', slug);
  const english = fill(route.path);
  const alias = route.alias ? fill(route.alias) : null;
  const canonical = locale === 'vi' && alias ? alias : english;
  const other = alias ? (canonical === alias ? english : alias) : null;
  const prefix = (p: string) => (p === '/' ? `/${locale}` : `/${locale}${p}`);
  return other ? [prefix(canonical), prefix(other)] : [prefix(canonical)];
}

/** The list page whose links lead to a slug route's pages (`/posts` for `/posts/[slug]`). */
export function listPathOf(route: RouteDefinition): string {
  return route.path.replace('/[slug]', '');
}
