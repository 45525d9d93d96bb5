import { FormPrivacyNote } from '@/components/privacy/form-privacy-note';
import { getTranslations } from 'next-intl/server';
import { RegisterPanel } from '@/components/auth/register-panel';
import { VisitorArea } from '@/components/auth/visitor-area';
import { VisitorMessages } from '@/components/auth/visitor-messages';
import { resolveLocale, type LocaleParams } from '@/i18n/params';
import { hrefFor } from '@/i18n/routing';
import { routeMetadata } from '@/lib/seo/route-metadata';

export const generateMetadata = routeMetadata('register', { noindex: true });

/** Guests only, like login: a logged-in visitor is sent home by the `guest` guard. */
export default async function RegisterPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'Auth' });
  return (
    <VisitorMessages locale={locale}>
      <VisitorArea guards={['global', 'guest']} locale={locale}>
        <h1 className="text-2xl font-bold">{t('registerTitle')}</h1>
        <p className="mt-1 mb-6 text-slate-700 dark:text-slate-300">{t('registerIntro')}</p>
        <RegisterPanel locale={locale} />
        <FormPrivacyNote locale={locale} />
        <p className="mt-6 text-sm text-slate-700 dark:text-slate-300">
          {t('haveAccount')}{' '}
          <a
            href={hrefFor(locale, 'login')}
            className="font-medium text-primary-800 underline dark:text-primary-300"
          >
            {t('toLogin')}
          </a>
        </p>
      </VisitorArea>
    </VisitorMessages>
  );
}
