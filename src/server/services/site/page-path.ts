// The one form of a page path the SEO and route-rule lookups work on.
import { normalizePathname } from '@/i18n/routing';

/** `/vi/thuc-don/?a=1#top` → `/vi/thuc-don`: no query or fragment, a leading slash, no trailing. */
export function pagePath(raw: string): string {
  const bare = raw.split(/[?#]/, 1)[0] ?? '';
  return normalizePathname(bare.startsWith('/') ? bare : `/${bare}`);
}
