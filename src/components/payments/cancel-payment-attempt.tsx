import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { CancelPaymentAttemptLeaf } from './cancel-payment-attempt-leaf';
import { templateOf } from '@/i18n/template-text';

/**
 * /checkout/cancel: settles the pending payment attempt of `?order=CODE` on the server (cancelled
 * at PayOS, then the unpaid order, stock back once) and says what happened. The page's own
 * parameters are never trusted: the server decides from the state it holds and PayOS's answer.
 */
export async function CancelPaymentAttempt({
  locale,
  successHref,
  cartHref,
}: {
  locale: Locale;
  successHref: string;
  cartHref: string;
}) {
  const t = await getTranslations({ locale, namespace: 'Payments' });
  const tCart = await getTranslations({ locale, namespace: 'Cart' });
  return (
    <CancelPaymentAttemptLeaf
      successHref={successHref}
      cartHref={cartHref}
      locale={locale}
      texts={{
        cancelling: t('cancelling'),
        cancelled: templateOf(t, 'cancelledCode'),
        cancelledTickets: templateOf(t, 'cancelledTicketsCode'),
        paid: templateOf(t, 'paidMeanwhile'),
        notCancellable: templateOf(t, 'notCancellable'),
        processingError: t('processingError'),
        noOrderCode: t('noOrderCode'),
        viewOrder: t('viewOrder'),
        viewCart: tCart('viewCart'),
      }}
    />
  );
}
