import { getTranslations } from 'next-intl/server';
import { hrefFor, type Locale } from '@/i18n/routing';

/**
 * The console's areas, in the order an operator's day needs them: the one list the menu and the
 * start page are drawn from (a new area is a route in i18n/routing.ts, a Nav text and a line here).
 */
export const CONSOLE_AREAS = [
  'adminOrders',
  'adminCheckIn',
  'adminModeration',
  'adminRefunds',
  'adminVouchers',
  'adminCapacity',
  'adminWaitlist',
  'adminReports',
  'adminReconcile',
  'adminLeads',
  'adminDataRequests',
  'adminRedirects',
  'adminSeo',
  'adminSettings',
  'adminPayments',
  'adminInvoices',
  'adminTheme',
  'adminStaff',
  'adminAudit',
] as const;

/** Phone-first: one row that scrolls sideways on a phone, wraps on wider screens. */
export async function ConsoleNav({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Nav' });
  const tAdmin = await getTranslations({ locale, namespace: 'Admin' });
  return (
    <nav aria-label={tAdmin('consoleNav')} className="mb-6 overflow-x-auto">
      <ul className="flex gap-2 md:flex-wrap">
        {(['admin', ...CONSOLE_AREAS] as const).map((key) => (
          <li key={key} className="shrink-0">
            <a
              href={hrefFor(locale, key)}
              className="block rounded border border-slate-300 px-3 py-2 text-sm font-medium hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800"
            >
              {t(key)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
