// The one door to the routing tables the build scripts compile into src/generated (the committed
// redirect rules, each detail route's slugs, the language switch's slug pairs). Small and free of
// Node APIs: the edge middleware and the language switch in the browser import it, so it stays
// apart from the content collections (src/content/generated.ts), which neither should carry.
import detailSlugsJson from '@/generated/detail-slugs.json';
import redirectsJson from '@/generated/redirects.json';
import slugTranslationsJson from '@/generated/slug-translations.json';
import type { DetailSlugs, SlugTranslations } from '@/lib/routing/decide';
import type { RedirectRule } from '@/lib/routing/redirect-rules';

/** content/redirects.yaml, compiled (scripts/compile-redirects.mjs). */
export const committedRedirectRules: readonly RedirectRule[] = redirectsJson;

/** Per detail route key and locale, the slugs its page pre-renders. */
export const detailSlugs: DetailSlugs = detailSlugsJson;

/** Per detail route key and locale, each slug's counterpart in the other locale. */
export const slugTranslations: SlugTranslations = slugTranslationsJson;
