// Page titles within what search results show (about 60 characters): the site name is added by
// the layout's template ("%s | Cáp Treo Núi Mây") only when the whole still fits.
import type { Metadata } from 'next';
import type { Locale } from '@/i18n/routing';
import en from '@/messages/en.json';
import vi from '@/messages/vi.json';

export const MAX_TITLE_LENGTH = 60;

const templates: Record<Locale, string> = {
  vi: vi.Metadata.titleTemplate,
  en: en.Metadata.titleTemplate,
};

/** Shortens text to `max` characters at a word boundary, with an ellipsis. */
function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,:;–-]+$/, '')}…`;
}

/** The full title a page shows for `title` in `locale`: with the site name when it fits. */
export function fullTitle(locale: Locale, title: string): string {
  const templated = templates[locale].replace('%s', title);
  return templated.length <= MAX_TITLE_LENGTH ? templated : shorten(title, MAX_TITLE_LENGTH);
}

/** `title` for Metadata: the template's when it fits, else the page's own title, shortened. */
export function fitTitle(locale: Locale, title: string): NonNullable<Metadata['title']> {
  const templated = templates[locale].replace('%s', title);
  return templated.length <= MAX_TITLE_LENGTH ? title : { absolute: fullTitle(locale, title) };
}
