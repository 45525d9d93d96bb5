import { getTranslations } from 'next-intl/server';
import { Prose } from '@/components/content/prose';
import { PageShell } from '@/components/layout/page-shell';
import { contentRouteMetadata } from '@/server/page-data/seo';
import { getPage, listOpenings } from '@/content/venue';
import { resolveLocale, type LocaleParams } from '@/i18n/params';
import { formatDate } from '@/lib/format';

export const revalidate = 3600;
export const generateMetadata = contentRouteMetadata('recruitment');

export default async function RecruitmentPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'Content' });
  const page = getPage(locale, 'recruitment');
  const openings = listOpenings(locale);
  const term = 'text-slate-700 dark:text-slate-300';
  return (
    <PageShell locale={locale} route="recruitment" title={page.title} lead={page.description}>
      <Prose html={page.html} />
      <h2 className="mt-10 text-2xl font-bold tracking-tight text-slate-950 dark:text-white">
        {t('openings')}
      </h2>
      {openings.length === 0 ? <p className="mt-4">{t('noOpenings')}</p> : null}
      <div className="mt-4 space-y-6">
        {openings.map((opening) => (
          <article
            key={opening.id}
            aria-labelledby={`opening-${opening.id}`}
            className="max-w-3xl rounded-xl border border-slate-200 p-5 dark:border-slate-800"
          >
            <h3
              id={`opening-${opening.id}`}
              className="text-xl font-semibold text-slate-950 dark:text-white"
            >
              {opening.title}
            </h3>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className={term}>{t('department')}</dt>
              <dd>{opening.department}</dd>
              <dt className={term}>{t('location')}</dt>
              <dd>{opening.location}</dd>
              <dt className={term}>{t('employment')}</dt>
              <dd>{opening.employment}</dd>
              {opening.salary ? (
                <>
                  <dt className={term}>{t('salary')}</dt>
                  <dd>{opening.salary}</dd>
                </>
              ) : null}
              <dt className={term}>{t('deadline')}</dt>
              <dd>
                <time dateTime={opening.deadline}>{formatDate(opening.deadline, locale)}</time>
              </dd>
            </dl>
            <Prose html={opening.html} />
          </article>
        ))}
      </div>
    </PageShell>
  );
}
