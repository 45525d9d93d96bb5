import { getTranslations } from 'next-intl/server';
import { hrefFor, type Locale } from '@/i18n/routing';
import type { CategoryView } from '@/content/catalog';

/** Category filter as plain links to the category pages: static, crawlable, no JavaScript. */
export async function CategoryFilter({
  locale,
  categories,
  current,
}: {
  locale: Locale;
  categories: CategoryView[];
  /** Id of the category shown, or undefined for all products. */
  current?: string;
}) {
  const t = await getTranslations({ locale, namespace: 'Content' });
  const items = [
    { id: undefined, label: t('allCategories'), href: hrefFor(locale, 'products') },
    ...categories.map((c) => ({
      id: c.id,
      label: c.name,
      href: hrefFor(locale, 'category', c.slug),
    })),
  ];
  return (
    <nav aria-label={t('filterLabel')} className="mb-8">
      <ul className="flex flex-wrap gap-2">
        {items.map((item) => {
          const active = item.id === current;
          return (
            <li key={item.href}>
              <a
                href={item.href}
                aria-current={active ? 'page' : undefined}
                className={`inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-medium ${
                  active
                    ? 'border-slate-950 bg-slate-950 text-white dark:border-white dark:bg-white dark:text-slate-950'
                    : 'border-slate-300 text-slate-900 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800'
                }`}
              >
                {item.label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
