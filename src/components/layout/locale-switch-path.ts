// The locale switcher's address: the route table and the slug pairs it needs. locale-switcher.tsx
// imports this module with import(), so neither table is in a page's first-load scripts.
import { slugTranslations } from '@/content/slug-translations';
import { switchLocalePath, type Locale, type SlugTranslationTable } from '@/i18n/routing';

const translations: SlugTranslationTable = slugTranslations;

/** The same page under `target`, its detail slug translated (see switchLocalePath). */
export function switchPath(pathname: string, target: Locale): string {
  return switchLocalePath(pathname, target, translations);
}
