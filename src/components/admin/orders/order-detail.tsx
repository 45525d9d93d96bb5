'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Locale } from '@/i18n/routing';
import { formatDate, formatVnd } from '@/lib/format';
import { useTRPC } from '@/lib/trpc/react';
import { CONSOLE_ORDER_REASONS } from '@/lib/errors/reasons';
import type { RouterOutputs } from '@/lib/trpc/contract';
import { formatPhone } from '@/lib/validation/phone';
import { InvoiceDetails } from '../invoices/invoice-details';

type Detail = RouterOutputs['admin']['orders']['get'];
type Action = Detail['actions'][number];
type HistoryEntry = Detail['history'][number];
type OrderEntry = Extract<HistoryEntry, { source: 'order' }>;
type HistoryActor = OrderEntry['actor'];
type HistoryNote = OrderEntry['note'];
const METHOD_KEYS = ['cod', 'payos', 'vietqr'] as const;

const KNOWN_ERRORS = CONSOLE_ORDER_REASONS;
type KnownError = (typeof KNOWN_ERRORS)[number];
const isKnownError = (value: unknown): value is KnownError =>
  KNOWN_ERRORS.includes(value as KnownError);

const STATUS_KEYS = ['pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled'];
const PAYMENT_KEYS = ['pending', 'paid', 'failed', 'refunded'];
const EVENT_KEYS = [
  'created',
  'stock-released',
  'refund-requested',
  'ticket-exchanged',
  'refund-due',
  'refund-approved',
  'refund-rejected',
  'refunded',
  'day-closed',
  'payment-flagged',
] as const;
/** Audit actions on orders are `order.<verb>`; the texts are keyed by the verb. */
const AUDIT_VERBS = [
  'confirm',
  'process',
  'ship',
  'deliver',
  'cancel',
  'mark-transfer-received',
  'mark-cod-paid',
] as const;

const button =
  'min-h-11 rounded px-5 py-2 font-semibold disabled:cursor-not-allowed disabled:opacity-60';
const primary = `${button} bg-sky-800 text-white hover:bg-sky-900`;
const secondary = `${button} border border-slate-400 dark:border-slate-500`;
const danger = `${button} bg-red-700 text-white hover:bg-red-800`;
const field =
  'mt-1 block min-h-11 w-full rounded border border-slate-400 bg-white px-3 py-2 dark:border-slate-500 dark:bg-slate-900';
const card = 'rounded-lg border border-slate-300 p-4 dark:border-slate-600';

/** One order for an operator: what it holds, where it stands, and the steps allowed now. */
export function OrderDetail({
  code,
  locale,
  onBack,
}: {
  code: string;
  locale: Locale;
  onBack: () => void;
}) {
  const t = useTranslations('AdminOrders');
  const tAdmin = useTranslations('Admin');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const heading = useRef<HTMLHeadingElement>(null);
  const detail = useQuery(trpc.admin.orders.get.queryOptions({ orderCode: code }));
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  /** The money form open now: a transfer seen, or cash collected (each asks for the amount). */
  const [recording, setRecording] = useState<'markTransferReceived' | 'markCodPaid' | null>(null);

  useEffect(() => {
    if (detail.data) heading.current?.focus();
  }, [detail.data?.orderCode]); // eslint-disable-line react-hooks/exhaustive-deps

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({
        queryKey: trpc.admin.orders.get.queryKey({ orderCode: code }),
      }),
      queryClient.invalidateQueries({ queryKey: trpc.admin.orders.list.infiniteQueryKey() }),
    ]);

  const onError = (error: { data?: { details?: { reason?: string } | null } | null }) => {
    const reason = error.data?.details?.reason;
    setResult({ ok: false, text: t(`errors.${isKnownError(reason) ? reason : 'generic'}`) });
    void refresh();
  };
  const onDone = (action: Action) => () => {
    setResult({ ok: true, text: t(`done.${action}`, { code }) });
    setConfirmingCancel(false);
    setRecording(null);
    void refresh();
  };

  const confirm = useMutation(
    trpc.admin.orders.confirm.mutationOptions({ onSuccess: onDone('confirm'), onError }),
  );
  const process = useMutation(
    trpc.admin.orders.process.mutationOptions({ onSuccess: onDone('process'), onError }),
  );
  const ship = useMutation(
    trpc.admin.orders.ship.mutationOptions({ onSuccess: onDone('ship'), onError }),
  );
  const deliver = useMutation(
    trpc.admin.orders.deliver.mutationOptions({ onSuccess: onDone('deliver'), onError }),
  );
  const cancel = useMutation(
    trpc.admin.orders.cancel.mutationOptions({ onSuccess: onDone('cancel'), onError }),
  );
  const transfer = useMutation(
    trpc.admin.orders.markTransferReceived.mutationOptions({
      onSuccess: onDone('markTransferReceived'),
      onError,
    }),
  );
  const codPaid = useMutation(
    trpc.admin.orders.markCodPaid.mutationOptions({ onSuccess: onDone('markCodPaid'), onError }),
  );
  const busy = [confirm, process, ship, deliver, cancel, transfer, codPaid].some(
    (m) => m.isPending,
  );

  function run(action: Action) {
    setResult(null);
    const input = { orderCode: code };
    if (action === 'cancel') setConfirmingCancel(true);
    else if (action === 'markTransferReceived' || action === 'markCodPaid') setRecording(action);
    else if (action === 'confirm') confirm.mutate(input);
    else if (action === 'process') process.mutate(input);
    else if (action === 'ship') ship.mutate(input);
    else deliver.mutate(input);
  }

  function submitCancel(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const note = new FormData(event.currentTarget).get('note');
    cancel.mutate({ orderCode: code, note: typeof note === 'string' ? note : undefined });
  }

  function submitMoney(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const amount = Number(String(data.get('amount') ?? '').replace(/[^\d]/g, ''));
    if (recording === 'markCodPaid') {
      codPaid.mutate({ orderCode: code, amount });
      return;
    }
    const reference = data.get('reference');
    transfer.mutate({
      orderCode: code,
      amount,
      reference: typeof reference === 'string' && reference.trim() ? reference : undefined,
    });
  }

  const back = (
    <button type="button" onClick={onBack} className={secondary}>
      {t('back')}
    </button>
  );

  if (detail.isPending) {
    return (
      <div className="space-y-4">
        {back}
        <p role="status">{tAdmin('loading')}</p>
      </div>
    );
  }
  if (detail.isError) {
    const notFound = detail.error.data?.code === 'NOT_FOUND';
    return (
      <div className="space-y-4">
        {back}
        <div role="alert" className="text-red-800 dark:text-red-300">
          <p>{notFound ? t('errors.notFound', { code }) : tAdmin('loadError')}</p>
          {notFound ? null : (
            <button type="button" className="mt-2 underline" onClick={() => void detail.refetch()}>
              {tAdmin('retry')}
            </button>
          )}
        </div>
      </div>
    );
  }

  const order = detail.data;
  const statusLabel = (value: string | null) =>
    value && STATUS_KEYS.includes(value)
      ? t(`statuses.${value as Detail['status']}`)
      : (value ?? '');
  const paymentLabel = (value: string | null) =>
    value && PAYMENT_KEYS.includes(value)
      ? t(`paymentStatuses.${value as Detail['paymentStatus']}`)
      : (value ?? '');
  const describe = (entry: HistoryEntry): string => {
    if (entry.source === 'audit') {
      const known = AUDIT_VERBS.find((verb) => `order.${verb}` === entry.action);
      return t('historyAudit', {
        actor: entry.actor,
        action: known ? t(`auditActions.${known}`) : entry.action,
      });
    }
    if (entry.kind === 'status') {
      return t('historyStatus', {
        from: statusLabel(entry.fromStatus),
        to: statusLabel(entry.toStatus),
      });
    }
    if (entry.kind === 'payment') {
      return t('historyPayment', {
        from: paymentLabel(entry.fromStatus),
        to: paymentLabel(entry.toStatus),
      });
    }
    const known = EVENT_KEYS.find((k) => k === entry.kind);
    return known ? t(`historyEvents.${known}`) : entry.kind;
  };
  const actorText = (actor: HistoryActor): string =>
    actor.name ? `${t(`actors.${actor.kind}`)} ${actor.name}` : t(`actors.${actor.kind}`);
  const noteText = (note: NonNullable<HistoryNote>): string => {
    if ('text' in note) return note.text;
    if (note.key !== 'method') return t(`historyNotes.${note.key}`);
    const method = METHOD_KEYS.find((m) => m === note.method);
    const name = method ? t(`methods.${method}`) : (note.method ?? '');
    return note.day ? `${name}, ${formatDate(note.day, locale)}` : name;
  };

  return (
    <div className="space-y-6">
      {back}
      <header className="space-y-1">
        <h2 ref={heading} tabIndex={-1} className="text-xl font-bold outline-none">
          {t('detailTitle', { code: order.orderCode })}
        </h2>
        <p>
          {t(`kinds.${order.kind}`)} ·{' '}
          {t('placedOn', { date: formatDate(order.createdAt, locale, 'dateTime') })}
        </p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          <dt className="font-medium">{t('status')}</dt>
          <dd data-testid="order-status">{t(`statuses.${order.status}`)}</dd>
          <dt className="font-medium">{t('paymentStatus')}</dt>
          <dd data-testid="payment-status">{t(`paymentStatuses.${order.paymentStatus}`)}</dd>
        </dl>
      </header>

      <p
        role="status"
        aria-live="polite"
        className={
          result
            ? `rounded border p-3 font-medium ${result.ok ? 'border-green-700 text-green-800 dark:text-green-300' : 'border-red-700 text-red-800 dark:text-red-300'}`
            : 'sr-only'
        }
      >
        {result?.text ?? ''}
      </p>

      <section aria-labelledby="order-actions-heading" className={card}>
        <h3 id="order-actions-heading" className="mb-3 font-semibold">
          {t('actionsTitle')}
        </h3>
        {order.actions.length === 0 ? (
          <p>{t('noActions')}</p>
        ) : (
          <div className="flex flex-wrap gap-3">
            {order.actions.map((action) => (
              <button
                key={action}
                type="button"
                disabled={busy}
                aria-expanded={
                  action === 'cancel'
                    ? confirmingCancel
                    : action === 'markTransferReceived' || action === 'markCodPaid'
                      ? recording === action
                      : undefined
                }
                onClick={() => run(action)}
                className={action === 'cancel' ? secondary : primary}
              >
                {t(`actions.${action}`)}
              </button>
            ))}
          </div>
        )}
        {confirmingCancel && order.actions.includes('cancel') ? (
          <form onSubmit={submitCancel} className="mt-4 space-y-3 border-t border-slate-300 pt-4">
            <p className="font-medium">{t('cancelConfirm', { code: order.orderCode })}</p>
            {order.paymentStatus === 'paid' ? (
              <p className="text-red-800 dark:text-red-300">{t('cancelPaidWarning')}</p>
            ) : null}
            <label className="block">
              {t('cancelNote')}
              <textarea name="note" maxLength={500} rows={2} className={field} />
            </label>
            <div className="flex flex-wrap gap-3">
              <button type="submit" disabled={busy} className={danger}>
                {t('cancelYes')}
              </button>
              <button
                type="button"
                onClick={() => setConfirmingCancel(false)}
                className={secondary}
              >
                {t('cancelNo')}
              </button>
            </div>
          </form>
        ) : null}
        {recording && order.actions.includes(recording) ? (
          <form onSubmit={submitMoney} className="mt-4 space-y-3 border-t border-slate-300 pt-4">
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
                className={field}
              />
            </label>
            {recording === 'markTransferReceived' ? (
              <label className="block">
                {t('transferReference')}
                <input name="reference" maxLength={100} autoComplete="off" className={field} />
              </label>
            ) : null}
            <div className="flex flex-wrap gap-3">
              <button type="submit" disabled={busy} className={primary}>
                {t(recording === 'markCodPaid' ? 'codSubmit' : 'transferSubmit')}
              </button>
              <button type="button" onClick={() => setRecording(null)} className={secondary}>
                {t('transferCancel')}
              </button>
            </div>
          </form>
        ) : null}
      </section>

      <section aria-labelledby="order-lines-heading" className={card}>
        <h3 id="order-lines-heading" className="mb-3 font-semibold">
          {t('lines')}
        </h3>
        <ul className="space-y-2">
          {order.lines.map((line, index) => (
            <li key={`${line.sku}-${index}`} className="flex flex-wrap justify-between gap-2">
              <span>
                {line.name}
                {line.optionsLabel ? ` (${line.optionsLabel})` : ''}
                {line.serviceDate ? ` · ${line.serviceDate}` : ''}
                <span className="block text-sm text-slate-700 dark:text-slate-300">
                  {t('lineQuantity', {
                    quantity: line.quantity,
                    price: formatVnd(line.unitPrice, locale),
                  })}
                </span>
              </span>
              <span className="font-medium">{formatVnd(line.total, locale)}</span>
            </li>
          ))}
        </ul>
        <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 border-t border-slate-300 pt-3">
          <dt>{t('subtotal')}</dt>
          <dd>{formatVnd(order.subtotal, locale)}</dd>
          {order.discount ? (
            <>
              <dt>{t('discount')}</dt>
              <dd>−{formatVnd(order.discount, locale)}</dd>
            </>
          ) : null}
          {order.voucher ? (
            <>
              <dt>{t('voucher', { code: order.voucher.code })}</dt>
              <dd>−{formatVnd(order.voucher.discount, locale)}</dd>
            </>
          ) : null}
          {order.kind === 'goods' ? (
            <>
              <dt>{t('shippingFee')}</dt>
              <dd>{formatVnd(order.shippingFee, locale)}</dd>
            </>
          ) : null}
          <dt className="font-semibold">{t('total')}</dt>
          <dd className="font-semibold">{formatVnd(order.totalAmount, locale)}</dd>
        </dl>
      </section>

      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="order-contact-heading" className={card}>
          <h3 id="order-contact-heading" className="mb-3 font-semibold">
            {t('contact')}
          </h3>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            {order.customerName ? (
              <>
                <dt className="font-medium">{t('customer')}</dt>
                <dd>{order.customerName}</dd>
              </>
            ) : null}
            <dt className="font-medium">{t('phone')}</dt>
            <dd>
              <a className="underline" href={`tel:${order.contactPhone}`}>
                {formatPhone(order.contactPhone)}
              </a>
            </dd>
            <dt className="font-medium">{t('email')}</dt>
            <dd className="break-all">
              <a className="underline" href={`mailto:${order.contactEmail}`}>
                {order.contactEmail}
              </a>
            </dd>
          </dl>
          {order.notes ? (
            <p className="mt-3">
              <span className="font-medium">{t('notes')}: </span>
              {order.notes}
            </p>
          ) : null}
        </section>
        <section aria-labelledby="order-shipping-heading" className={card}>
          <h3 id="order-shipping-heading" className="mb-3 font-semibold">
            {t('shipping')}
          </h3>
          {order.shipping ? (
            <address className="not-italic">
              {order.shipping.fullName}
              <br />
              {formatPhone(order.shipping.phone)}
              <br />
              {[order.shipping.address, order.shipping.city, order.shipping.state]
                .filter(Boolean)
                .join(', ')}
              <br />
              {[order.shipping.postalCode, order.shipping.country].filter(Boolean).join(' ')}
            </address>
          ) : (
            <p>{t('noShipping')}</p>
          )}
        </section>
        {order.invoice ? <InvoiceDetails invoice={order.invoice} className={card} /> : null}
      </div>

      <section aria-labelledby="order-payments-heading" className={card}>
        <h3 id="order-payments-heading" className="mb-3 font-semibold">
          {t('payments')}
        </h3>
        {order.payments.length === 0 ? (
          <p>{t('noPayments')}</p>
        ) : (
          <ul className="space-y-2">
            {order.payments.map((payment) => (
              <li key={`${payment.createdAt}-${payment.method}`}>
                {t('paymentAttempt', {
                  method: t(`methods.${payment.method}`),
                  status: t(`paymentStatuses.${payment.status}`),
                  amount: formatVnd(payment.amount, locale),
                })}
                {payment.paidAt ? (
                  <span className="block text-sm">
                    {t('paidAt', { time: formatDate(payment.paidAt, locale, 'dateTime') })}
                  </span>
                ) : null}
                {payment.reference ? (
                  <span className="block text-sm">
                    {t('reference', { reference: payment.reference })}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>

      {order.tickets.length > 0 ? (
        <section aria-labelledby="order-tickets-heading" className={card}>
          <h3 id="order-tickets-heading" className="mb-3 font-semibold">
            {t('tickets')}
          </h3>
          <ul className="space-y-1">
            {order.tickets.map((ticket) => (
              <li key={ticket.code} className="font-mono">
                {t('ticketLine', {
                  code: ticket.code,
                  quantity: ticket.quantity,
                  date: ticket.visitDate,
                  status: t(`ticketStatuses.${ticket.status}`),
                })}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="order-history-heading" className={card}>
        <h3 id="order-history-heading" className="mb-3 font-semibold">
          {t('history')}
        </h3>
        <ol className="space-y-2">
          {order.history.map((entry, index) => (
            <li key={`${entry.at}-${index}`}>
              <span className="block text-sm text-slate-700 dark:text-slate-300">
                <time dateTime={entry.at}>{formatDate(entry.at, locale, 'dateTime')}</time>
                {entry.source === 'order' ? ` · ${t('by', { actor: actorText(entry.actor) })}` : ''}
              </span>
              {describe(entry)}
              {entry.source === 'order' && entry.note ? ` (${noteText(entry.note)})` : ''}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
