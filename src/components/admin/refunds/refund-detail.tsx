'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmStep } from '@/components/ui/confirm-step';
import type { Locale } from '@/i18n/routing';
import { formatVnd } from '@/lib/format';
import { useTRPC } from '@/lib/trpc/react';
import { ActionOutcome } from '../action-outcome';
import { RefundDecisionForm } from './refund-decision-form';
import { RefundFacts } from './refund-facts';
import { RefundRecordForm } from './refund-record-form';
import { useRefundActions, type RefundActions } from './use-refund-actions';

/** One request: its facts, and the decision or the refund the operator records next. */
export function RefundDetail({
  id,
  locale,
  onBack,
}: {
  id: string;
  locale: Locale;
  onBack: () => void;
}) {
  const t = useTranslations('AdminRefunds');
  const trpc = useTRPC();
  const detail = useQuery(trpc.admin.refunds.get.queryOptions({ id }));
  const headingRef = useRef<HTMLHeadingElement>(null);
  const actions = useRefundActions(id);

  useEffect(() => {
    if (detail.data) headingRef.current?.focus();
  }, [detail.data?.id]); // eslint-disable-line react-hooks/exhaustive-deps -- focus once per opened request

  const back = (
    <Button variant="subtle" onClick={onBack}>
      {t('back')}
    </Button>
  );
  if (detail.isPending) return <p role="status">{t('loading')}</p>;
  if (detail.isError) {
    return (
      <div className="space-y-4">
        <Alert tone="error">{t('errors.generic')}</Alert>
        {back}
      </div>
    );
  }
  const r = detail.data;
  const question = (
    <RefundQuestionStep
      orderCode={r.orderCode}
      givenBack={r.requestedCodes}
      locale={locale}
      actions={actions}
    />
  );

  return (
    <article className="max-w-2xl space-y-5" data-refund-detail={r.orderCode}>
      {back}
      <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold">
        {t('detailHeading', { code: r.orderCode })}
      </h2>
      <p
        className="rounded bg-slate-100 px-3 py-2 font-semibold dark:bg-slate-800"
        data-refund-status={r.status}
      >
        {t(`statuses.${r.status}`)}
      </p>
      <RefundFacts request={r} locale={locale} />

      <ActionOutcome notice={actions.outcome.notice} alert={actions.outcome.alert} />

      {r.status === 'requested' ? (
        <section className="space-y-3">
          <h3 className="font-semibold">{t('decision')}</h3>
          <RefundDecisionForm actions={actions} />
          {question}
        </section>
      ) : null}

      {r.status === 'approved' ? (
        <section className="space-y-3">
          <h3 className="font-semibold">{t('refundHeading')}</h3>
          <RefundRecordForm
            id={id}
            paidAmount={r.refundableAmount}
            paidMethod={r.paidMethod}
            locale={locale}
            actions={actions}
          />
          {question}
        </section>
      ) : null}
    </article>
  );
}

/** The second "yes" the desk waits for, with the facts it is about to record. */
function RefundQuestionStep({
  orderCode,
  locale,
  actions,
  givenBack,
}: {
  orderCode: string;
  /** Some tickets given back: only those are revoked. */
  givenBack: readonly string[] | null;
  locale: Locale;
  actions: RefundActions;
}) {
  const t = useTranslations('AdminRefunds');
  const { asking } = actions;
  if (!asking) return null;
  return (
    <ConfirmStep
      question={
        asking.kind === 'refund'
          ? t(givenBack ? 'refundConfirmTickets' : 'refundConfirm', {
              code: orderCode,
              codes: givenBack?.join(', ') ?? '',
              amount: formatVnd(asking.input.amount, locale),
              method: t(`methods.${asking.input.method}`),
              reference: asking.input.reference,
            })
          : t(asking.kind === 'approve' ? 'approveConfirm' : 'rejectConfirm', { code: orderCode })
      }
      yes={t(`${asking.kind}Yes`)}
      no={t('confirmNo')}
      busy={actions.busy}
      onYes={actions.answerYes}
      onNo={actions.answerNo}
    />
  );
}
