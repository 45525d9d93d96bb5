// The language switch's slug pairs (scripts/compile-detail-slugs.ts writes them):
// a door of its own because the locale switcher in every page's header loads it in the browser, and
// the other routing tables in compiled-tables.ts (redirect rules, detail slugs) would ride along.
import slugTranslationsJson from '@/generated/slug-translations.json';
import type { SlugTranslations } from '@/lib/routing/decide';

/** Per detail route key and locale, each slug's counterpart in the other locale. */
export const slugTranslations: SlugTranslations = slugTranslationsJson;
