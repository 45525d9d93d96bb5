'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import type { Locale } from '@/i18n/routing';
import { formatVnd } from '@/lib/format';
import { wrappedInputClass } from '../console-field';
import { OrderSection } from './order-section';
import type { OrderDetailData } from './order-types';
import type { OrderActionResult, OrderActions } from './use-order-actions';

const consoleButton = { size: 'md', className: 'py-2' } as const;

/** The steps allowed now, and the form a cancel or a payment asks for before it runs. */
export function OrderActionsPanel({
  order,
  locale,
  actions,
}: {
  order: Pick<OrderDetailData, 'orderCode' | 'actions' | 'paymentStatus' | 'totalAmount'>;
  locale: Locale;
  actions: OrderActions;
}) {
  const t = useTranslations('AdminOrders');
  const { busy, confirmingCancel, recording, result } = actions;
  const formOpen =
    (confirmingCancel && order.actions.includes('cancel')) ||
    (recording !== null && order.actions.includes(recording));
  const outcome = <StepOutcome result={result} />;
  return (
    <OrderSection id="order-actions" title={t('actionsTitle')}>
      {order.actions.length === 0 ? (
        <p>{t('noActions')}</p>
      ) : (
        <div className="flex flex-wrap gap-3">
          {order.actions.map((action) => (
            <Button
              key={action}
              {...consoleButton}
              variant={action === 'cancel' ? 'secondary' : 'console'}
              disabled={busy}
              aria-expanded={
                action === 'cancel'
                  ? confirmingCancel
                  : action === 'markTransferReceived' || action === 'markCodPaid'
                    ? recording === action
                    : undefined
              }
              onClick={() => actions.run(action)}
            >
              {t(`actions.${action}`)}
            </Button>
          ))}
        </div>
      )}
      {formOpen ? null : outcome}
      {confirmingCancel && order.actions.includes('cancel') ? (
        <form
          onSubmit={actions.submitCancel}
          className="mt-4 space-y-3 border-t border-slate-300 pt-4"
        >
          <p className="font-medium">{t('cancelConfirm', { code: order.orderCode })}</p>
          {order.paymentStatus === 'paid' ? (
            <p className="text-red-800 dark:text-red-300">{t('cancelPaidWarning')}</p>
          ) : null}
          <label className="block">
            {t('cancelNote')}
            <textarea name="note" maxLength={500} rows={2} className={wrappedInputClass} />
          </label>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" {...consoleButton} variant="danger" disabled={busy}>
              {t('cancelYes')}
            </Button>
            <Button {...consoleButton} variant="secondary" onClick={actions.closeCancel}>
              {t('cancelNo')}
            </Button>
          </div>
          {outcome}
        </form>
      ) : null}
      {recording && order.actions.includes(recording) ? (
        <form
          onSubmit={actions.submitMoney}
          className="mt-4 space-y-3 border-t border-slate-300 pt-4"
        >
          <h4 className="font-semibold">
            {t(recording === 'markCodPaid' ? 'codTitle' : 'transferTitle')}
          </h4>
          <p id="transfer-expected">
            {t('transferExpected', { total: formatVnd(order.totalAmount, locale) })}
          </p>
          <label className="block">
            {t(recording === 'markCodPaid' ? 'codAmount' : 'transferAmount')}
            <input
              name="amount"
              inputMode="numeric"
              required
              autoComplete="off"
              aria-describedby="transfer-expected"
              className={wrappedInputClass}
            />
          </label>
          {recording === 'markTransferReceived' ? (
            <label className="block">
              {t('transferReference')}
              <input
                name="reference"
                maxLength={100}
                autoComplete="off"
                className={wrappedInputClass}
              />
            </label>
          ) : null}
          <div className="flex flex-wrap gap-3">
            <Button type="submit" {...consoleButton} variant="console" disabled={busy}>
              {t(recording === 'markCodPaid' ? 'codSubmit' : 'transferSubmit')}
            </Button>
            <Button {...consoleButton} variant="secondary" onClick={actions.closeMoney}>
              {t('transferCancel')}
            </Button>
          </div>
          {outcome}
        </form>
      ) : null}
    </OrderSection>
  );
}

/**
 * The last step's outcome, right under the button that ran it: a refusal as an alert (read out
 * at once), a success as a status. Scrolled into the middle of the screen, never under the sticky
 * header, so the operator sees why the button did nothing.
 */
function StepOutcome({ result }: { result: OrderActionResult | null }) {
  const box = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    box.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [result]);
  if (!result) return null;
  return (
    <p
      ref={box}
      role={result.ok ? 'status' : 'alert'}
      data-testid="step-outcome"
      className={`mt-3 scroll-mt-28 rounded border p-3 font-medium ${result.ok ? 'border-green-700 text-green-800 dark:text-green-300' : 'border-red-700 text-red-800 dark:text-red-300'}`}
    >
      {result.text}
    </p>
  );
}
