import { vietnamDate } from '@/lib/calendar';
import { FormPrivacyNote } from '@/components/privacy/form-privacy-note';
import type { Metadata } from 'next';
import { CoverPicture } from '@/components/content/picture';
import { getTranslations } from 'next-intl/server';
import { Prose } from '@/components/content/prose';
import { JsonLd } from '@/components/layout/json-ld';
import { PageShell } from '@/components/layout/page-shell';
import { serviceLd } from '@/components/seo/structured-data';
import { detailMetadata } from '@/content/seo';
import { getService, listServices } from '@/content/services';
import { getSite } from '@/content/venue';
import { redirectForeignSlug } from '@/content/slug-redirect';
import { type LocaleSlugParams, renderOnFirstRequest, resolveLocale } from '@/i18n/params';
import { hrefFor, isLocale } from '@/i18n/routing';
import { formatVnd } from '@/lib/format';
import { addToCartLabels } from '@/components/cart/add-to-cart-labels';
import { ServiceBuyBox } from '@/components/product/service-buy-box';
import { quoteButtonTexts } from '@/components/leads/lead-texts';
import { QuoteButton } from '@/components/leads/quote-button';
import { loadAddToCartEnabled } from '@/server/page-data/flags';

export const generateStaticParams = renderOnFirstRequest;

export async function generateMetadata({ params }: LocaleSlugParams): Promise<Metadata> {
  const { locale, slug } = await params;
  if (!isLocale(locale)) return {};
  const service = getService(locale, slug);
  if (!service) return {};
  return detailMetadata({
    locale,
    key: 'service',
    slugs: service.slugs,
    title: service.name,
    description: service.summary,
    image: service.image.src,
  });
}

export default async function ServicePage({ params }: LocaleSlugParams) {
  const locale = await resolveLocale(params);
  const { slug } = await params;
  const service = getService(locale, slug);
  if (!service) redirectForeignSlug(locale, listServices(locale), slug, 'service');
  const t = await getTranslations({ locale, namespace: 'Content' });
  const tNav = await getTranslations({ locale, namespace: 'Nav' });
  return (
    <PageShell
      locale={locale}
      route="service"
      title={service.name}
      parents={[{ label: tNav('services'), href: hrefFor(locale, 'services') }]}
      lead={service.summary}
    >
      <CoverPicture image={service.image} />
      <dl className="mt-6 grid max-w-3xl grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-xl bg-slate-50 p-4 dark:bg-slate-900">
        <dt className="text-slate-700 dark:text-slate-300">{t('price')}</dt>
        <dd className="font-semibold text-slate-950 dark:text-white">
          {service.price === null
            ? t('priceOnRequest')
            : `${formatVnd(service.price, locale)}${service.unit ? ` · ${service.unit}` : ''}`}
        </dd>
        {service.duration ? (
          <>
            <dt className="text-slate-700 dark:text-slate-300">{t('duration')}</dt>
            <dd>{service.duration}</dd>
          </>
        ) : null}
      </dl>
      {/* "On request" services are bought through the price-quote dialog. */}
      {service.price === null ? (
        <div className="mt-6 max-w-3xl">
          <QuoteButton {...await quoteButtonTexts(locale)} subject={service.name} />
          <FormPrivacyNote locale={locale} />
        </div>
      ) : (
        <div className="max-w-3xl">
          <ServiceBuyBox
            service={{ id: service.id, name: service.name, price: service.price }}
            minDate={vietnamDate(new Date())}
            cartHref={hrefFor(locale, 'cart')}
            dateLabel={(await getTranslations({ locale, namespace: 'Cart' }))('serviceDate')}
            cartLabels={await addToCartLabels(locale)}
            addToCartEnabled={await loadAddToCartEnabled()}
          />
        </div>
      )}
      <Prose html={service.html} />
      <JsonLd data={serviceLd(service, getSite(locale), locale)} />
    </PageShell>
  );
}
