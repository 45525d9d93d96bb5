import { useTranslations } from 'next-intl';
import type { Locale } from '@/i18n/locales';
import { formatVnd } from '@/lib/format';
import type { TicketQuote } from '@/lib/trpc/contract';

/** The server's cheaper form of the same people, its saving, and the one tap that takes it. */
export function BestPriceOffer({
  best,
  currentTotal,
  locale,
  onSwitch,
}: {
  best: NonNullable<TicketQuote['best']>;
  currentTotal: number;
  locale: Locale;
  onSwitch(): void;
}) {
  const t = useTranslations('Tickets');
  const saving = currentTotal - best.totalAmount;
  if (saving <= 0) return null;
  const lines = best.lines
    .map((line) => t('summaryLine', { name: line.name, quantity: line.quantity }))
    .join(', ');
  return (
    <div
      role="status"
      className="mt-4 flex flex-col items-start gap-2 rounded-xl border-2 border-emerald-700 bg-emerald-50 p-4 text-emerald-950 dark:border-emerald-400 dark:bg-emerald-950 dark:text-emerald-50"
    >
      <p className="text-lg font-bold">{t('bestSaving', { amount: formatVnd(saving, locale) })}</p>
      <p>{t('bestOffer', { lines, total: formatVnd(best.totalAmount, locale) })}</p>
      <button
        type="button"
        onClick={onSwitch}
        className="inline-flex min-h-11 items-center justify-center rounded-lg bg-emerald-800 px-5 font-semibold text-white hover:bg-emerald-700 dark:bg-emerald-300 dark:text-emerald-950"
      >
        {t('bestSwitch')}
      </button>
    </div>
  );
}
