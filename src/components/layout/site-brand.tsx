import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { hrefFor, otherLocale, type Locale } from '@/i18n/routing';
import { LocaleSwitcher } from './locale-switcher';

/** The site's name and mark, linking home. */
export async function SiteLogo({ locale, className }: { locale: Locale; className: string }) {
  const t = await getTranslations({ locale, namespace: 'Header' });
  const tMeta = await getTranslations({ locale, namespace: 'Metadata' });
  return (
    <Link
      href={hrefFor(locale, 'home')}
      prefetch={false}
      aria-label={t('logoLabel')}
      className={className}
    >
      <span aria-hidden="true" className="inline-block size-7 rounded-full bg-primary-500" />
      <span>{tMeta('siteName')}</span>
    </Link>
  );
}

/** The link to the same page in the other locale, translated. */
export async function OtherLocaleLink({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'LocaleSwitcher' });
  const other = otherLocale(locale);
  return <LocaleSwitcher target={other} label={t(other)} description={t('switchTo')} />;
}
