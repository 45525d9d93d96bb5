import { FormPrivacyNote } from '@/components/privacy/form-privacy-note';
import { getTranslations } from 'next-intl/server';
import { Prose } from '@/components/content/prose';
import { PageShell } from '@/components/layout/page-shell';
import { AreaMap } from '@/components/map/area-map';
import { ContactForm } from '@/components/leads/contact-form';
import { contactTexts, quoteButtonTexts } from '@/components/leads/lead-texts';
import { QuoteButton } from '@/components/leads/quote-button';
import { communityErrorTexts } from '@/components/reviews/review-texts';
import { contentRouteMetadata } from '@/server/page-data/seo';
import { getMap, getPage, getSite } from '@/content/venue';
import { resolveLocale, type LocaleParams } from '@/i18n/params';
import { hrefFor } from '@/i18n/routing';
import { formatClockTime } from '@/lib/format';

export const revalidate = 3600;
export const generateMetadata = contentRouteMetadata('contact');

export default async function ContactPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'Content' });
  const page = getPage(locale, 'contact');
  const site = getSite(locale);
  const label = 'font-semibold text-slate-950 dark:text-white';
  return (
    <PageShell locale={locale} route="contact" title={page.title} lead={page.description}>
      <address className="grid max-w-3xl gap-3 rounded-xl bg-slate-50 p-5 not-italic sm:grid-cols-2 dark:bg-slate-900">
        <p>
          <span className={label}>{t('address')}:</span> {site.address.street},{' '}
          {site.address.locality}, {site.address.region}
        </p>
        <p>
          <span className={label}>{t('phone')}:</span>{' '}
          <a
            href={`tel:${site.phone.e164}`}
            className="text-primary-800 underline dark:text-primary-300"
          >
            {site.phone.display}
          </a>
        </p>
        <p>
          <span className={label}>{t('email')}:</span>{' '}
          <a
            href={`mailto:${site.email}`}
            className="text-primary-800 underline dark:text-primary-300"
          >
            {site.email}
          </a>
        </p>
        <p>
          <span className={label}>{t('hours')}:</span>{' '}
          {t('hoursValue', {
            opens: formatClockTime(site.openingHours.opens),
            closes: formatClockTime(site.openingHours.closes),
          })}
        </p>
      </address>
      <Prose html={page.html} />
      <section className="mt-10 flex flex-col gap-6">
        <ContactForm
          locale={locale}
          texts={await contactTexts(locale)}
          errorTexts={await communityErrorTexts(locale)}
        />
        <div>
          <QuoteButton {...await quoteButtonTexts(locale, { group: true })} />
          <FormPrivacyNote locale={locale} />
        </div>
      </section>
      <section aria-labelledby="find-us" className="mt-10">
        <h2
          id="find-us"
          className="mb-4 text-2xl font-bold tracking-tight text-slate-950 dark:text-white"
        >
          {t('findUs')}
        </h2>
        <AreaMap map={getMap(locale)} locale={locale} headingLevel={3} />
        <p className="mt-4">
          <a
            href={hrefFor(locale, 'map')}
            className="text-primary-800 underline dark:text-primary-300"
          >
            {t('openMap')}
          </a>
        </p>
      </section>
    </PageShell>
  );
}
