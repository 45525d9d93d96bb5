'use client';

import { REFUND_DESK_REASONS } from '@/lib/errors/reasons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { inputClass } from '@/components/checkout/checkout-field';
import { ConfirmStep } from '@/components/ui/confirm-step';
import type { Locale } from '@/i18n/routing';
import { errorReason } from '@/lib/admin/error-reason';
import {
  REFUND_METHODS,
  REFUND_STATUSES,
  type RefundMethodId,
  type RefundStatus,
} from '@/lib/admin/refund-capacity-schemas';
import { formatVnd } from '@/lib/format';
import { useTRPC } from '@/lib/trpc/react';
import { ActionOutcome, useActionOutcome } from '../action-outcome';
import { ExchangeList } from './exchange-list';
import { formatPhone } from '@/lib/validation/phone';
import { TIME_ZONE } from '@/config';

const REFUSALS = REFUND_DESK_REASONS;

const buttonClass =
  'min-h-11 rounded-lg px-5 font-semibold disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2';
const primaryButton = `${buttonClass} bg-primary-500 text-slate-950 hover:bg-primary-400`;
const dangerButton = `${buttonClass} border border-red-700 text-red-800 hover:bg-red-50 dark:border-red-400 dark:text-red-300 dark:hover:bg-red-950`;

function when(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'vi' ? 'vi-VN' : 'en-GB', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: TIME_ZONE,
  }).format(new Date(iso));
}

/** /admin/refunds: requests by status, newest first; one request's decision; recent exchanges. */
export function RefundDesk({ locale }: { locale: Locale }) {
  const t = useTranslations('AdminRefunds');
  const trpc = useTRPC();
  const [status, setStatus] = useState<RefundStatus | ''>('requested');
  const [openId, setOpenId] = useState<string | null>(null);
  const list = useQuery(
    trpc.admin.refunds.list.queryOptions({ status: status || undefined, limit: 50 }),
  );
  const filterId = useId();

  if (openId) {
    return <RefundDetail id={openId} locale={locale} onBack={() => setOpenId(null)} />;
  }
  return (
    <div className="space-y-8">
      <section aria-labelledby={`${filterId}-heading`} className="space-y-4">
        <h2 id={`${filterId}-heading`} className="text-xl font-semibold">
          {t('listHeading')}
        </h2>
        <div className="flex max-w-xs flex-col gap-1">
          <label htmlFor={filterId} className="text-sm font-medium">
            {t('filterLabel')}
          </label>
          <select
            id={filterId}
            value={status}
            onChange={(event) => setStatus(event.target.value as RefundStatus | '')}
            className={inputClass}
          >
            {REFUND_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`statuses.${s}`)}
              </option>
            ))}
            <option value="">{t('filterAll')}</option>
          </select>
        </div>
        {list.isPending ? (
          <p role="status">{t('loading')}</p>
        ) : list.isError ? (
          <p role="alert" className="text-red-800 dark:text-red-300">
            {t('errors.generic')}
          </p>
        ) : list.data.length === 0 ? (
          <p>{t('empty')}</p>
        ) : (
          <ul className="space-y-3" aria-live="polite">
            {list.data.map((r) => (
              <li
                key={r.id}
                className="rounded-lg border border-slate-300 p-4 dark:border-slate-600"
                data-refund-request={r.orderCode}
              >
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <span className="font-mono font-semibold">{r.orderCode}</span>
                  <span className="rounded bg-slate-100 px-2 py-0.5 text-sm font-medium dark:bg-slate-800">
                    {t(`statuses.${r.status}`)}
                  </span>
                </div>
                {r.refundDue ? (
                  <p className="mt-2 rounded bg-amber-50 p-2 font-medium text-amber-950">
                    {t('refundDue')}
                  </p>
                ) : null}
                <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                  {t(`kinds.${r.orderKind}`)} · {formatVnd(r.totalAmount, locale)} ·{' '}
                  {t('requestedAt', { at: when(r.createdAt, locale) })}
                </p>
                <p className="mt-2 line-clamp-3 break-words">{r.reason}</p>
                <button
                  type="button"
                  onClick={() => setOpenId(r.id)}
                  className={`${primaryButton} mt-3 w-full sm:w-auto`}
                >
                  {t('open', { code: r.orderCode })}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <ExchangeList locale={locale} />
    </div>
  );
}

function RefundDetail({ id, locale, onBack }: { id: string; locale: Locale; onBack: () => void }) {
  const t = useTranslations('AdminRefunds');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const detail = useQuery(trpc.admin.refunds.get.queryOptions({ id }));
  const headingRef = useRef<HTMLHeadingElement>(null);
  const baseId = useId();

  useEffect(() => {
    if (detail.data) headingRef.current?.focus();
  }, [detail.data?.id]); // eslint-disable-line react-hooks/exhaustive-deps -- focus once per opened request

  const outcome = useActionOutcome(() => {
    void queryClient.invalidateQueries({ queryKey: trpc.admin.refunds.pathKey() });
  });
  function failed(error: unknown) {
    const reason = errorReason(error, REFUSALS);
    if (!reason) console.error('[admin] refund step failed', error);
    outcome.failed(reason ? t(`errors.${reason}`) : t('errors.generic'));
  }

  const approve = useMutation(
    trpc.admin.refunds.approve.mutationOptions({
      onSuccess: () => outcome.done(t('approved')),
      onError: failed,
    }),
  );
  const reject = useMutation(
    trpc.admin.refunds.reject.mutationOptions({
      onSuccess: () => outcome.done(t('rejected')),
      onError: failed,
    }),
  );
  const markRefunded = useMutation(
    trpc.admin.refunds.markRefunded.mutationOptions({
      onSuccess: () => outcome.done(t('refunded')),
      onError: failed,
    }),
  );
  const busy = approve.isPending || reject.isPending || markRefunded.isPending;
  /** A decision or a recorded refund waiting for the operator's second "yes" (none is undone). */
  const [asking, setAsking] = useState<
    | { kind: 'approve'; note?: string }
    | { kind: 'reject'; note: string }
    | { kind: 'refund'; input: Parameters<typeof markRefunded.mutate>[0] }
    | null
  >(null);
  function answerYes() {
    if (!asking || busy) return;
    outcome.clearNotice();
    if (asking.kind === 'approve') approve.mutate({ id, note: asking.note });
    else if (asking.kind === 'reject') reject.mutate({ id, note: asking.note });
    else markRefunded.mutate(asking.input);
    setAsking(null);
  }
  const [errors, setErrors] = useState<Partial<Record<'note' | 'amount' | 'reference', string>>>(
    {},
  );

  const back = (
    <button type="button" onClick={onBack} className={`${buttonClass} border border-slate-300`}>
      {t('back')}
    </button>
  );
  if (detail.isPending) return <p role="status">{t('loading')}</p>;
  if (detail.isError) {
    return (
      <div className="space-y-4">
        <p role="alert" className="text-red-800 dark:text-red-300">
          {t('errors.generic')}
        </p>
        {back}
      </div>
    );
  }
  const r = detail.data;

  function decide(event: FormEvent<HTMLFormElement>, to: 'approve' | 'reject') {
    event.preventDefault();
    if (busy) return;
    const note = String(new FormData(event.currentTarget).get('note') ?? '').trim();
    if (to === 'reject' && !note) {
      setErrors({ note: t('noteRequired') });
      return;
    }
    setErrors({});
    outcome.clearNotice();
    if (to === 'approve') setAsking({ kind: 'approve', note: note || undefined });
    else setAsking({ kind: 'reject', note });
  }

  function refund(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    const amount = Number(String(form.get('amount') ?? '').replace(/[.\s,]/g, ''));
    const reference = String(form.get('reference') ?? '').trim();
    const found: typeof errors = {};
    if (!Number.isSafeInteger(amount) || amount < 1 || amount > r.paidAmount) {
      found.amount = t('amountInvalid', { paid: formatVnd(r.paidAmount, locale) });
    }
    if (!reference) found.reference = t('referenceRequired');
    setErrors(found);
    if (Object.keys(found).length) return;
    outcome.clearNotice();
    setAsking({
      kind: 'refund',
      input: {
        id,
        amount,
        reference,
        method: String(form.get('method')) as RefundMethodId,
        note: String(form.get('note') ?? '').trim() || undefined,
      },
    });
  }

  const field = (name: 'note' | 'amount' | 'reference') => ({
    id: `${baseId}-${name}`,
    name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${baseId}-${name}-error` : undefined,
  });
  const fieldError = (name: 'note' | 'amount' | 'reference') =>
    errors[name] ? (
      <p id={`${baseId}-${name}-error`} className="text-sm text-red-800 dark:text-red-300">
        {errors[name]}
      </p>
    ) : null;

  const askingStep = asking ? (
    <ConfirmStep
      question={
        asking.kind === 'refund'
          ? t('refundConfirm', {
              code: r.orderCode,
              amount: formatVnd(asking.input.amount, locale),
              method: t(`methods.${asking.input.method}`),
              reference: asking.input.reference,
            })
          : t(asking.kind === 'approve' ? 'approveConfirm' : 'rejectConfirm', {
              code: r.orderCode,
            })
      }
      yes={t(`${asking.kind}Yes`)}
      no={t('confirmNo')}
      busy={busy}
      onYes={answerYes}
      onNo={() => setAsking(null)}
    />
  ) : null;

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
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
        <dt className="font-medium">{t('reason')}</dt>
        <dd className="break-words">{r.reason}</dd>
        <dt className="font-medium">{t('contact')}</dt>
        <dd className="break-all">
          {r.contactEmail} · {formatPhone(r.contactPhone)}
        </dd>
        <dt className="font-medium">{t('total')}</dt>
        <dd>{formatVnd(r.totalAmount, locale)}</dd>
        <dt className="font-medium">{t('paid')}</dt>
        <dd>{formatVnd(r.paidAmount, locale)}</dd>
        <dt className="font-medium">{t('paymentStatus')}</dt>
        <dd>
          {t(`paymentStatuses.${r.paymentStatus as 'pending' | 'paid' | 'failed' | 'refunded'}`)}
        </dd>
      </dl>
      <section>
        <h3 className="font-semibold">{t('lines')}</h3>
        <ul className="list-disc pl-5">
          {r.lines.map((line) => (
            <li key={`${line.sku}-${line.serviceDate ?? ''}`}>
              {line.quantity} × {line.name}
              {line.serviceDate ? ` (${line.serviceDate})` : ''}: {formatVnd(line.total, locale)}
            </li>
          ))}
        </ul>
        {r.requestedSkus ? (
          <p className="text-sm">{t('requestedLines', { skus: r.requestedSkus.join(', ') })}</p>
        ) : null}
      </section>
      {r.tickets.length > 0 ? (
        <section>
          <h3 className="font-semibold">{t('tickets')}</h3>
          <ul className="space-y-1">
            {r.tickets.map((ticket) => (
              <li key={ticket.code} data-ticket-code={ticket.code}>
                <span className="font-mono">{ticket.code}</span> · {ticket.visitDate} ·{' '}
                {ticket.quantity} ·{' '}
                {t(
                  `ticketStatuses.${ticket.status as 'issued' | 'used' | 'exchanged' | 'refunded'}`,
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {r.note ? <p>{t('decidedNote', { note: r.note })}</p> : null}
      {r.status === 'refunded' && r.amount !== null ? (
        <p>
          {t('refundFacts', {
            amount: formatVnd(r.amount, locale),
            method: REFUND_METHODS.includes(r.method as RefundMethodId)
              ? t(`methods.${r.method as RefundMethodId}`)
              : (r.method ?? ''),
            reference: r.reference ?? '',
          })}
        </p>
      ) : null}

      <ActionOutcome notice={outcome.notice} alert={outcome.alert} />

      {r.status === 'requested' ? (
        <section className="space-y-3">
          <h3 className="font-semibold">{t('decision')}</h3>
          <form
            noValidate
            className="space-y-3"
            onSubmit={(event) => {
              const submitter = (event.nativeEvent as SubmitEvent).submitter;
              decide(event, submitter?.getAttribute('value') === 'reject' ? 'reject' : 'approve');
            }}
          >
            <div className="flex flex-col gap-1">
              <label htmlFor={`${baseId}-note`} className="text-sm font-medium">
                {t('note')}
              </label>
              <textarea {...field('note')} rows={3} maxLength={1000} className={inputClass} />
              {fieldError('note')}
            </div>
            <div className="flex flex-wrap gap-3">
              <button
                type="submit"
                name="decision"
                value="approve"
                disabled={busy || asking !== null}
                className={primaryButton}
              >
                {t('approve')}
              </button>
              <button
                type="submit"
                name="decision"
                value="reject"
                disabled={busy}
                className={dangerButton}
              >
                {t('reject')}
              </button>
            </div>
          </form>
          {askingStep}
        </section>
      ) : null}

      {r.status === 'approved' ? (
        <section className="space-y-3">
          <h3 className="font-semibold">{t('refundHeading')}</h3>
          <form noValidate className="space-y-3" onSubmit={refund}>
            <div className="flex flex-col gap-1">
              <label htmlFor={`${baseId}-amount`} className="text-sm font-medium">
                {t('amount')}
              </label>
              <input
                {...field('amount')}
                inputMode="numeric"
                defaultValue={String(r.paidAmount)}
                aria-describedby={[
                  `${baseId}-amount-hint`,
                  errors.amount ? `${baseId}-amount-error` : '',
                ]
                  .filter(Boolean)
                  .join(' ')}
                className={inputClass}
              />
              <p
                id={`${baseId}-amount-hint`}
                className="text-sm text-slate-700 dark:text-slate-300"
              >
                {t('amountHint', { paid: formatVnd(r.paidAmount, locale) })}
              </p>
              {fieldError('amount')}
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor={`${baseId}-method`} className="text-sm font-medium">
                {t('method')}
              </label>
              <select id={`${baseId}-method`} name="method" className={inputClass}>
                {REFUND_METHODS.map((m) => (
                  <option key={m} value={m}>
                    {t(`methods.${m}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor={`${baseId}-reference`} className="text-sm font-medium">
                {t('reference')}
              </label>
              <input
                {...field('reference')}
                maxLength={120}
                autoComplete="off"
                className={inputClass}
              />
              {fieldError('reference')}
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor={`${baseId}-note`} className="text-sm font-medium">
                {t('noteOptional')}
              </label>
              <textarea {...field('note')} rows={2} maxLength={1000} className={inputClass} />
            </div>
            <button type="submit" disabled={busy || asking !== null} className={primaryButton}>
              {busy ? t('working') : t('markRefunded')}
            </button>
          </form>
          {askingStep}
        </section>
      ) : null}
    </article>
  );
}
