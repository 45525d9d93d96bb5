import { useTranslations } from 'next-intl';
import type { Locale } from '@/i18n/routing';
import { formatVnd } from '@/lib/format';

/** The voucher's line in a summary: "Mã giảm giá CODE  −X". */
export function VoucherSummaryLine({
  voucher,
  locale,
  amountClassName,
}: {
  voucher: { code: string; discount: number };
  locale: Locale;
  amountClassName?: string;
}) {
  const t = useTranslations('Vouchers');
  return (
    <>
      <dt>{t('voucherLine', { code: voucher.code })}</dt>
      <dd className={amountClassName}>−{formatVnd(voucher.discount, locale)}</dd>
    </>
  );
}
