import { getTranslations } from 'next-intl/server';
import { hrefFor, type Locale } from '@/i18n/routing';

/** The conditions printed on every ticket (spec §9) and the policy links. */
export async function TicketRules({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Content' });
  return (
    <section
      aria-labelledby="ticket-rules"
      className="mt-8 max-w-3xl rounded-xl border border-slate-200 p-4 dark:border-slate-800"
    >
      <h2 id="ticket-rules" className="text-lg font-semibold text-slate-950 dark:text-white">
        {t('ticketRules')}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800 dark:text-slate-200">
        <li>{t('validOnVisitDay')}</li>
        <li>{t('bringId')}</li>
        <li>{t('underThreeFree')}</li>
      </ul>
      <p className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <a
          href={hrefFor(locale, 'ticketExchange')}
          className="text-primary-800 underline dark:text-primary-300"
        >
          {t('exchangePolicy')}
        </a>
        <a
          href={hrefFor(locale, 'orderRefund')}
          className="text-primary-800 underline dark:text-primary-300"
        >
          {t('refundPolicy')}
        </a>
      </p>
    </section>
  );
}
