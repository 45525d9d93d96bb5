// Writes src/generated/detail-slugs.json: for each detail route of src/i18n/routing.ts and each
// locale, the slugs its page pre-renders (src/content/detail-params.ts, the same function as the
// pages' generateStaticParams). The edge middleware imports it to answer any other slug with the
// 404 page that names the path. Also writes src/generated/slug-translations.json, each slug that
// differs in the other locale (the locale switcher links to it, rendered on the server).
// Run by scripts/build-content.mjs after contentlayer2.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { detailParams, slugTranslations } from '@/content/detail-params';
import { locales, type Locale } from '@/i18n/routing';

const target = path.resolve(import.meta.dirname, '../src/generated/detail-slugs.json');
const translationsTarget = path.resolve(
  import.meta.dirname,
  '../src/generated/slug-translations.json',
);

const slugs: Record<string, Record<Locale, string[]>> = {};
for (const [route, params] of Object.entries(detailParams)) {
  const byLocale = Object.fromEntries(locales.map((l) => [l, [] as string[]])) as Record<
    Locale,
    string[]
  >;
  for (const { locale, slug } of params()) byLocale[locale as Locale].push(slug);
  for (const list of Object.values(byLocale)) list.sort();
  slugs[route] = byLocale;
}

mkdirSync(path.dirname(target), { recursive: true });
writeFileSync(target, JSON.stringify(slugs, null, 2) + '\n');
const count = Object.values(slugs).reduce(
  (sum, byLocale) => sum + Object.values(byLocale).reduce((n, list) => n + list.length, 0),
  0,
);
console.log(`detail slugs: ${count} → src/generated/detail-slugs.json`);
writeFileSync(translationsTarget, JSON.stringify(slugTranslations()) + '\n');
