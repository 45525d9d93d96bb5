import { getTranslations } from 'next-intl/server';
import { hrefFor, otherLocale, type Locale } from '@/i18n/routing';
import { LocaleSwitcher } from './locale-switcher';

/**
 * The site's logo (the operators' upload, light or dark by the colour mode, admin.logos.*) and
 * name, linking home. The link's label names it, so the images are decorative.
 */
export interface LogoUrls {
  lightModeUrl: string;
  darkModeUrl: string;
}

export async function SiteLogo({
  locale,
  className,
  logo,
}: {
  locale: Locale;
  className: string;
  /** From the route file (loadLogo in src/server/page-data/theme.ts). */
  logo: LogoUrls;
}) {
  const t = await getTranslations({ locale, namespace: 'Header' });
  const tMeta = await getTranslations({ locale, namespace: 'Metadata' });
  const imageClass = 'h-8 w-auto max-w-40 object-contain object-left';
  return (
    <a href={hrefFor(locale, 'home')} aria-label={t('logoLabel')} className={className}>
      {/* The theme's mark: its colour follows the active palette (tests/site-wide). */}
      <span
        aria-hidden="true"
        className="inline-block size-2 shrink-0 rounded-full bg-primary-500"
      />
      {/* eslint-disable-next-line @next/next/no-img-element -- a store URL, sized by CSS */}
      <img
        src={logo.lightModeUrl}
        alt=""
        data-logo="light"
        className={`${imageClass} dark:hidden`}
      />
      {/* Lazy: a hidden lazy image is never fetched, so a light page does not download the dark
          mark (nor does React preload it in the <head>, where it took a slot before the paint). */}
      {/* eslint-disable-next-line @next/next/no-img-element -- a store URL, sized by CSS */}
      <img
        src={logo.darkModeUrl}
        alt=""
        data-logo="dark"
        loading="lazy"
        className={`${imageClass} hidden dark:block`}
      />
      <span className="sr-only">{tMeta('siteName')}</span>
    </a>
  );
}

/** The link to the same page in the other locale, translated. */
export async function OtherLocaleLink({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'LocaleSwitcher' });
  const other = otherLocale(locale);
  return <LocaleSwitcher target={other} label={t(other)} description={t('switchTo')} />;
}
