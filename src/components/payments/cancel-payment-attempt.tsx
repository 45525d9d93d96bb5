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
}: {
  locale: Locale;
  successHref: string;
}) {
  const t = await getTranslations({ locale, namespace: 'Payments' });
  return (
    <CancelPaymentAttemptLeaf
      successHref={successHref}
      texts={{
        cancelling: t('cancelling'),
        cancelled: templateOf(t, 'cancelledCode'),
        paid: templateOf(t, 'paidMeanwhile'),
        notCancellable: templateOf(t, 'notCancellable'),
        processingError: t('processingError'),
        noOrderCode: t('noOrderCode'),
        viewOrder: t('viewOrder'),
      }}
    />
  );
}
