// The one door to the routing tables the build scripts compile into src/generated (the committed
// redirect rules, each detail route's slugs, the language switch's slug pairs). Small and free of
// Node APIs: the edge middleware imports it, so it stays apart from the content collections
// (src/content/generated.ts). The slug pairs live in ./slug-translations.ts, which the language
// switch in the browser imports alone.
import detailSlugsJson from '@/generated/detail-slugs.json';
import redirectsJson from '@/generated/redirects.json';
import type { DetailSlugs } from '@/lib/routing/decide';
import type { RedirectRule } from '@/lib/routing/redirect-rules';

/** content/redirects.yaml, compiled (scripts/compile-redirects.mjs). */
export const committedRedirectRules: readonly RedirectRule[] = redirectsJson;

/** Per detail route key and locale, the slugs its page pre-renders. */
export const detailSlugs: DetailSlugs = detailSlugsJson;

export { slugTranslations } from './slug-translations';
