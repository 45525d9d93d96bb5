import { getTranslations } from 'next-intl/server';
import { PageShell } from '@/components/layout/page-shell';
import { contentRouteMetadata } from '@/server/page-data/seo';
import { getMenu } from '@/content/venue';
import { resolveLocale, type LocaleParams } from '@/i18n/params';
import { formatVnd } from '@/lib/format';

export const revalidate = 3600;
export const generateMetadata = contentRouteMetadata('menu');

export default async function MenuPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'Content' });
  const menu = getMenu(locale);
  return (
    <PageShell locale={locale} route="menu" lead={menu.intro}>
      <div className="grid gap-10 md:grid-cols-2">
        {menu.sections.map((section) => (
          <section key={section.id} aria-labelledby={`menu-${section.id}`}>
            <h2
              id={`menu-${section.id}`}
              className="border-b border-slate-300 pb-2 text-2xl font-bold tracking-tight text-slate-950 dark:border-slate-700 dark:text-white"
            >
              {section.title}
            </h2>
            <ul className="mt-4 space-y-4">
              {section.items.map((item) => (
                <li key={item.id}>
                  <div className="flex items-baseline justify-between gap-4">
                    <h3 className="font-semibold text-slate-950 dark:text-white">{item.name}</h3>
                    <span className="shrink-0 font-semibold">{formatVnd(item.price, locale)}</span>
                  </div>
                  <p className="text-sm text-slate-700 dark:text-slate-300">{item.description}</p>
                  {item.tags.length ? (
                    <p className="mt-1 flex flex-wrap gap-1">
                      {item.tags.map((tag) => (
                        <span
                          key={tag}
                          className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-800 dark:bg-slate-800 dark:text-slate-200"
                        >
                          {t(`dishTags.${tag}`)}
                        </span>
                      ))}
                    </p>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </PageShell>
  );
}
