import { getTranslations } from 'next-intl/server';
import { LoginPanel } from '@/components/auth/login-panel';
import { VisitorArea } from '@/components/auth/visitor-area';
import { VisitorMessages } from '@/components/auth/visitor-messages';
import { resolveLocale, type LocaleParams } from '@/i18n/params';
import { hrefFor } from '@/i18n/routing';
import { routeMetadata } from '@/lib/seo/route-metadata';

export const generateMetadata = routeMetadata('login', { noindex: true });

/** Guests only: a logged-in visitor is sent home by the `guest` guard after hydration. */
export default async function LoginPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'Auth' });
  return (
    <VisitorMessages locale={locale}>
      <VisitorArea guards={['global', 'guest']} locale={locale}>
        <h1 className="text-2xl font-bold">{t('loginTitle')}</h1>
        <p className="mt-1 mb-6 text-slate-700 dark:text-slate-300">{t('loginIntro')}</p>
        <LoginPanel locale={locale} />
        <p className="mt-6 text-sm text-slate-700 dark:text-slate-300">
          {t('noAccount')}{' '}
          <a
            href={hrefFor(locale, 'register')}
            className="font-medium text-primary-800 underline dark:text-primary-300"
          >
            {t('toRegister')}
          </a>
        </p>
      </VisitorArea>
    </VisitorMessages>
  );
}
