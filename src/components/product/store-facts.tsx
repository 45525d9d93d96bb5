import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { SiteView } from '@/content/venue';

/** Shipping, warranty, returns and delivery promises (spec §9). */
export async function StoreFacts({ locale, site }: { locale: Locale; site: SiteView }) {
  const t = await getTranslations({ locale, namespace: 'Content' });
  return (
    <section
      aria-labelledby="store-facts"
      className="mt-8 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
    >
      <h2 id="store-facts" className="text-base font-semibold text-slate-950 dark:text-white">
        {t('storeFacts')}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
        <li>{site.shipping.text}</li>
        <li>{t('warranty', { months: site.warrantyMonths })}</li>
        <li>{t('returns', { days: site.defectReturnDays })}</li>
        <li>{site.delivery}</li>
      </ul>
    </section>
  );
}
