'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import {
  actionClass,
  LoadFailure,
  useFormatWhen,
} from '@/components/admin/community/console-parts';
import { ActionOutcome, useActionOutcome } from '@/components/admin/action-outcome';
import { useOperator } from '@/components/admin/console-area';
import type { Locale } from '@/i18n/routing';
import { useRefusalMessage } from '@/components/ui/use-refusal-message';
import { reasonAmong, refusalOf } from '@/lib/errors/refusal';
import { VOUCHER_CONSOLE_REASONS } from '@/lib/errors/reasons';
import { formatVnd } from '@/lib/format';
import { useTRPC } from '@/lib/trpc/react';
import type { RouterOutputs } from '@/lib/trpc/contract';
import { VoucherForm } from './voucher-form';

type Voucher = RouterOutputs['admin']['vouchers']['list'][number];

/** One code's terms in a line: the discount, its minimum, the uses, the window and the scope. */
function useDescribe() {
  const t = useTranslations('AdminVouchers');
  const locale = useLocale() as Locale;
  const formatWhen = useFormatWhen();
  return (v: Voucher) => {
    const off =
      v.percentOff !== null
        ? t('offPercent', { percent: v.percentOff })
        : t('offAmount', { amount: formatVnd(v.amountOff ?? 0, locale) });
    const parts = [
      v.minSubtotal > 0
        ? `${off} ${t('minimum', { amount: formatVnd(v.minSubtotal, locale) })}`
        : off,
      t(`scopes.${v.appliesTo}`),
      v.maxUses !== null
        ? t('uses', { used: v.used, max: v.maxUses })
        : t('usesUnlimited', { used: v.used }),
      ...(v.maxUsesPerContact !== null ? [t('perContact', { count: v.maxUsesPerContact })] : []),
    ];
    const validity =
      v.startsAt || v.endsAt
        ? t('window', {
            from: v.startsAt ? formatWhen(v.startsAt) : t('open'),
            to: v.endsAt ? formatWhen(v.endsAt) : t('open'),
          })
        : null;
    return { terms: parts.join(' · '), validity };
  };
}

/** Vouchers ("Mã giảm giá"): create codes, see their uses, stop one. Admins only. */
export function VoucherManager() {
  const t = useTranslations('AdminVouchers');
  const tAdmin = useTranslations('Admin');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const operator = useOperator();
  const isAdmin = operator.role === 'admin';
  const list = useQuery({ ...trpc.admin.vouchers.list.queryOptions(), enabled: isAdmin });
  const disable = useMutation(trpc.admin.vouchers.disable.mutationOptions());
  const outcome = useActionOutcome(() => {
    void queryClient.invalidateQueries({ queryKey: trpc.admin.vouchers.list.queryKey() });
  });
  const describe = useDescribe();
  const formatWhen = useFormatWhen();

  const refusalMessage = useRefusalMessage();
  const refusal = (error: unknown) => {
    const reason = reasonAmong(refusalOf(error), VOUCHER_CONSOLE_REASONS);
    return reason ? t(`refusals.${reason}`) : refusalMessage(error, t('actionError'));
  };

  if (!isAdmin) {
    return (
      <p className="rounded-lg border border-slate-300 p-3 text-sm dark:border-slate-600">
        {t('adminOnly')}
      </p>
    );
  }
  if (list.isPending) return <p role="status">{tAdmin('loading')}</p>;
  if (list.isError) return <LoadFailure error={list.error} onRetry={() => void list.refetch()} />;

  return (
    <div className="flex flex-col gap-8">
      <p>{t('intro')}</p>
      <VoucherForm
        onCreated={(code) => outcome.done(t('created', { code }))}
        onFailed={(error) => {
          console.error('[console] creating a voucher failed', error);
          outcome.failed(refusal(error));
        }}
      />
      <ActionOutcome notice={outcome.notice} alert={outcome.alert} />
      <section aria-labelledby="vouchers-list" className="flex flex-col gap-3">
        <h2 id="vouchers-list" className="text-xl font-semibold">
          {t('listHeading')}
        </h2>
        {list.data.length === 0 ? <p>{t('empty')}</p> : null}
        <ul className="flex flex-col gap-3">
          {list.data.map((voucher) => {
            const { terms, validity } = describe(voucher);
            return (
              <li
                key={voucher.code}
                className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-300 p-3 dark:border-slate-600"
              >
                <div className="min-w-0">
                  <p className="font-mono font-semibold break-all">{voucher.code}</p>
                  <p className="text-sm">{terms}</p>
                  {validity ? <p className="text-sm">{validity}</p> : null}
                  <p className="text-sm font-medium">
                    {voucher.disabledAt
                      ? t('disabledOn', { date: formatWhen(voucher.disabledAt) })
                      : t('active')}
                  </p>
                </div>
                {voucher.disabledAt ? null : (
                  <button
                    type="button"
                    className={actionClass}
                    disabled={disable.isPending}
                    aria-label={t('disableLabel', { code: voucher.code })}
                    onClick={() => {
                      if (!window.confirm(t('confirmDisable', { code: voucher.code }))) return;
                      outcome.clearNotice();
                      disable.mutateAsync({ code: voucher.code }).then(
                        () => outcome.done(t('disabled', { code: voucher.code })),
                        (error: unknown) => {
                          console.error('[console] disabling a voucher failed', error);
                          outcome.failed(refusal(error));
                        },
                      );
                    }}
                  >
                    {t('disable')}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
