import { getTranslations } from 'next-intl/server';
import { hrefFor, type Locale } from '@/i18n/routing';

/**
 * The one-line notice beside each form that collects personal data: what it is for,
 * and where the privacy notice is. A server component pages drop in next to the form.
 */
export async function FormPrivacyNote({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Privacy' });
  return (
    <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
      {t('formNote')}{' '}
      <a className="underline underline-offset-2" href={hrefFor(locale, 'privacy')}>
        {t('formNoteLink')}
      </a>
    </p>
  );
}
