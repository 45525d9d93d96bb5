import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { getSite } from '@/content/venue';
import { hrefFor, type Locale, type RouteKey } from '@/i18n/routing';
import { formatClockTime } from '@/lib/format';
import { PrivacySettingsButton } from '@/components/privacy/privacy-settings-button';
import { policyNav, secondaryNav } from './nav-items';

export async function SiteFooter({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Footer' });
  const site = getSite(locale);
  const year = new Date().getFullYear();

  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50 text-sm dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="mb-3 text-base font-semibold">
            {t('contact')}
          </h2>
          <address className="space-y-1 not-italic">
            <p>
              <span className="font-medium">{t('address')}:</span>{' '}
              {[site.address.street, site.address.locality, site.address.region].join(', ')}
            </p>
            <p>
              <span className="font-medium">{t('phone')}:</span>{' '}
              <a className="footer-link" href={`tel:${site.phone.e164}`}>
                {site.phone.display}
              </a>
            </p>
            <p>
              <span className="font-medium">{t('email')}:</span>{' '}
              <a className="footer-link" href={`mailto:${site.email}`}>
                {site.email}
              </a>
            </p>
            <p>
              <span className="font-medium">{t('hours')}:</span>{' '}
              {t('hoursValue', {
                opens: formatClockTime(site.openingHours.opens),
                closes: formatClockTime(site.openingHours.closes),
              })}
            </p>
          </address>
        </section>
        <FooterLinks id="footer-links" title={t('links')} locale={locale} keys={secondaryNav} />
        <FooterLinks id="footer-policies" title={t('policies')} locale={locale} keys={policyNav}>
          <li>
            <PrivacySettingsButton label={t('privacySettings')} />
          </li>
        </FooterLinks>
      </div>
      <p className="border-t border-slate-200 px-4 py-4 text-center text-slate-700 dark:border-slate-800 dark:text-slate-300">
        {t('rights', { year })}
      </p>
    </footer>
  );
}

async function FooterLinks({
  id,
  title,
  locale,
  keys,
  children,
}: {
  id: string;
  title: string;
  locale: Locale;
  keys: readonly RouteKey[];
  /** Items after the links (the privacy settings button). */
  children?: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: 'Nav' });
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-base font-semibold">
        {title}
      </h2>
      <ul className="space-y-1">
        {keys.map((key) => (
          <li key={key}>
            <a className="footer-link" href={hrefFor(locale, key)}>
              {t(key)}
            </a>
          </li>
        ))}
        {children}
      </ul>
    </nav>
  );
}
