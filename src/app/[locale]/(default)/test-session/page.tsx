import { getTranslations } from 'next-intl/server';
import { VisitorArea } from '@/components/auth/visitor-area';
import { VisitorMessages } from '@/components/auth/visitor-messages';
import { SessionPanel } from '@/components/session/session-panel';
import { resolveLocale, type LocaleParams } from '@/i18n/params';
import { routeMetadata } from '@/lib/seo/route-metadata';

export const generateMetadata = routeMetadata('testSession', { noindex: true });

/** A diagnostic page: the visitor's own tracking session, with end and restart buttons. */
export default async function TestSessionPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'SessionPage' });
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-8">
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      <p className="text-slate-700 dark:text-slate-300">{t('intro')}</p>
      <VisitorMessages locale={locale}>
        <VisitorArea guards={['global']} locale={locale}>
          <SessionPanel />
        </VisitorArea>
      </VisitorMessages>
    </div>
  );
}
