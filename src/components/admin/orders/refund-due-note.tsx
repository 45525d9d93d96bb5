'use client';

import { useTranslations } from 'next-intl';
import { hrefFor, type Locale } from '@/i18n/routing';

/**
 * An order whose money is owed back (paid, then cancelled for good): said where an operator looks,
 * in the list and at the top of the order, with the refund desk's request for it one click away.
 */
export function RefundDueNote({
  locale,
  order,
}: {
  locale: Locale;
  order: { orderCode: string; refundRequestId: string | null };
}) {
  const t = useTranslations('AdminOrders');
  const { orderCode, refundRequestId: requestId } = order;
  const desk = hrefFor(locale, 'adminRefunds');
  return (
    <div
      data-testid="refund-due"
      className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2 rounded bg-amber-50 p-2 font-medium text-amber-950"
    >
      <p className="min-w-0 break-words">{t('refundDue')}</p>
      <a
        href={requestId ? `${desk}?request=${encodeURIComponent(requestId)}` : desk}
        className="inline-flex min-h-11 items-center rounded border border-amber-800 px-3 text-amber-950 underline"
      >
        {t('refundAction', { code: orderCode })}
      </a>
    </div>
  );
}
