'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { fieldId, inputClass } from '@/components/checkout/checkout-field';
import type { Locale } from '@/i18n/routing';
import type { CheckoutMessage } from '@/lib/cart/checkout-form';
import { formatVnd } from '@/lib/format';
import { normalizeOrderCode, ORDER_CODE_PATTERN } from '@/lib/tickets/ticket-code';
import { reasonAmong, refusalOf } from '@/lib/errors/refusal';
import { TICKET_REASONS } from '@/lib/errors/reasons';
import { useRefusalMessage } from '@/components/ui/use-refusal-message';
import { CodeAndContactFields, readContact, type FieldErrors } from './code-and-contact';
import { getTrpcClient } from '@/lib/trpc/client';
import type { RefundStatus } from '@/lib/admin/refund-capacity-schemas';
import type { OrderView } from '@/lib/trpc/contract';
import type { TicketStatus } from '@/lib/orders/statuses';
import { formatVisitDate } from './e-ticket-card';
import { Button } from '@/components/ui/button';
import { Alert } from '@/components/ui/alert';

type Contact = { email: string } | { phone: string };

/** order.requestRefund's limit on the reason (lib/tickets/ticket-schemas.ts). */
const REFUND_REASON_MAX = 1000;

/**
 * /order-refund: find the order (code + phone or email), say why (and, for goods, which lines),
 * send the request; the request's status shows with the order.
 */
export function RefundRequestForm({ locale }: { locale: Locale }) {
  const t = useTranslations('Tickets');
  const tCheckout = useTranslations('Checkout');
  const refusalMessage = useRefusalMessage();
  const [order, setOrder] = useState<{ view: OrderView; contact: Contact } | null>(null);
  const [status, setStatus] = useState<RefundStatus | null>(null);
  const [due, setDue] = useState<number | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function refusal(error: unknown): string {
    const found = refusalOf(error);
    const reason = reasonAmong(found, TICKET_REASONS);
    if (reason) return t(`refusals.${reason}`);
    const { code } = found;
    if (code === 'TOO_MANY_REQUESTS') return tCheckout('tooManyRequests');
    if (code === 'NOT_FOUND' || code === 'FORBIDDEN') return t('orderNotFound');
    console.error('[tickets] refund request failed', error);
    return refusalMessage(error, tCheckout('processingError'));
  }

  async function find(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setAlert(null);
    const form = new FormData(event.currentTarget);
    const orderCode = normalizeOrderCode(String(form.get('orderCode') ?? ''));
    const contact = await readContact(form);
    const found: FieldErrors = {};
    if (!ORDER_CODE_PATTERN.test(orderCode)) found.orderCode = t('invalidOrderCode');
    if (!contact.ok) found.contact = contact.error;
    setErrors(found);
    if (!contact.ok || Object.keys(found).length) return;
    setBusy(true);
    try {
      const view = await getTrpcClient().order.get.query({ orderCode, contact: contact.contact });
      setOrder({ view, contact: contact.contact });
      setStatus(view.refund?.status ?? null);
    } catch (error) {
      setAlert(refusal(error));
    } finally {
      setBusy(false);
    }
  }

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !order) return;
    setAlert(null);
    const form = new FormData(event.currentTarget);
    const { cleanText } = await import('@/lib/validation/text');
    const reason = cleanText(String(form.get('reason') ?? ''), true);
    if (!reason) {
      setErrors({ reason: { key: reason === null ? 'invalidText' : 'required' } });
      return;
    }
    if (reason.length > REFUND_REASON_MAX) {
      setErrors({ reason: { key: 'max', values: { max: REFUND_REASON_MAX } } });
      return;
    }
    setErrors({});
    const lines = form.getAll('lines').map(String);
    // A unit's box carries every code of it (a bundle's people go back together).
    const ticketCodes = form
      .getAll('tickets')
      .flatMap((value) => String(value).split(' '))
      .filter(Boolean);
    setBusy(true);
    try {
      const result = await getTrpcClient().order.requestRefund.mutate({
        orderCode: order.view.orderCode,
        contact: order.contact,
        reason,
        ...(lines.length ? { lines } : {}),
        ...(ticketCodes.length ? { ticketCodes } : {}),
      });
      setStatus(result.status);
      setDue(result.dueAmount);
    } catch (error) {
      setAlert(refusal(error));
    } finally {
      setBusy(false);
    }
  }

  const alertBox = alert ? <Alert tone="error">{alert}</Alert> : null;

  if (!order) {
    return (
      <form noValidate onSubmit={(event) => void find(event)} className="max-w-xl space-y-4">
        <h2 className="text-xl font-semibold">{t('refundFormHeading')}</h2>
        <CodeAndContactFields
          code={{ name: 'orderCode', label: t('orderCode'), hint: t('orderCodeHint') }}
          errors={errors}
        />
        {alertBox}
        <Button type="submit" disabled={busy}>
          {t('findOrder')}
        </Button>
      </form>
    );
  }

  const goods = !(order.view.tickets?.length ?? 0);
  const units = ticketUnits(order.view);
  return (
    <div className="max-w-xl space-y-4">
      <h2 className="text-xl font-semibold">{t('refundFor', { code: order.view.orderCode })}</h2>
      <p>
        {formatVnd(order.view.totalAmount, locale)} ·{' '}
        {t(`paymentStatus.${order.view.paymentStatus}`)}
      </p>
      {status ? (
        <p
          role="status"
          data-refund-status={status}
          className="rounded-lg bg-slate-50 p-3 font-semibold dark:bg-slate-900"
        >
          {t('refundStatus', { status: t(`refundStatuses.${status}`) })}
          {due !== null ? (
            <span className="mt-1 block font-normal">
              {t('refundDue', { amount: formatVnd(due, locale) })}
            </span>
          ) : null}
        </p>
      ) : (
        <form noValidate onSubmit={(event) => void send(event)} className="space-y-4">
          {goods && order.view.lines.length > 1 ? (
            <fieldset>
              <legend className="mb-1 text-sm font-medium">{t('refundLines')}</legend>
              {order.view.lines.map((line) => (
                <label key={line.sku} className="flex min-h-11 items-center gap-3">
                  <input type="checkbox" name="lines" value={line.sku} className="size-5" />
                  {line.name} × {line.quantity}
                </label>
              ))}
            </fieldset>
          ) : null}
          {!goods && units.length > 1 ? (
            <fieldset aria-describedby="refund-tickets-hint">
              <legend className="mb-1 text-sm font-medium">{t('refundTickets')}</legend>
              <p
                id="refund-tickets-hint"
                className="mb-2 text-sm text-slate-700 dark:text-slate-300"
              >
                {t('refundTicketsHint')}
              </p>
              {units.map((unit) => (
                <label key={unit.codes.join(' ')} className="flex min-h-11 items-center gap-3">
                  <input
                    type="checkbox"
                    name="tickets"
                    value={unit.codes.join(' ')}
                    disabled={!unit.live}
                    className="size-5"
                  />
                  <span>
                    {t('refundTicketLabel', {
                      name: unit.name,
                      code: unit.codes.join(', '),
                      date: formatVisitDate(unit.visitDate, locale),
                    })}
                    {unit.live ? null : ` · ${t(`ticketStatus.${unit.status}`)}`}
                  </span>
                </label>
              ))}
            </fieldset>
          ) : null}
          <div className="flex flex-col gap-1">
            <label htmlFor={fieldId('reason')} className="text-sm font-medium">
              {t('refundReason')}
            </label>
            <textarea
              id={fieldId('reason')}
              name="reason"
              rows={4}
              maxLength={REFUND_REASON_MAX}
              aria-invalid={errors.reason ? true : undefined}
              aria-describedby={errors.reason ? `${fieldId('reason')}-error` : undefined}
              className={inputClass}
            />
            {errors.reason ? (
              <ReasonError id={`${fieldId('reason')}-error`} error={errors.reason} />
            ) : null}
          </div>
          {alertBox}
          <Button type="submit" disabled={busy}>
            {busy ? t('sending') : t('refundSubmit')}
          </Button>
        </form>
      )}
    </div>
  );
}

/**
 * The order's tickets as the buyer gives them back: one box per person, a bundle's people in one
 * box (they go back together); used, exchanged and refunded ones shown, not offered.
 */
function ticketUnits(view: OrderView) {
  const names = new Map(view.lines.map((line) => [line.sku, line.name]));
  const units = new Map<
    string,
    { codes: string[]; name: string; visitDate: string; live: boolean; status: TicketStatus }
  >();
  for (const ticket of view.tickets ?? []) {
    if (ticket.status === 'exchanged') continue;
    const unit = units.get(ticket.unit);
    if (unit) {
      unit.codes.push(ticket.code);
      if (ticket.status !== 'issued') {
        unit.live = false;
        unit.status = ticket.status;
      }
    } else {
      units.set(ticket.unit, {
        codes: [ticket.code],
        name: names.get(ticket.ticketType) ?? ticket.ticketType,
        visitDate: ticket.visitDate,
        live: ticket.status === 'issued',
        status: ticket.status,
      });
    }
  }
  return [...units.values()];
}

function ReasonError({ id, error }: { id: string; error: CheckoutMessage | string }) {
  const tv = useTranslations('Validation');
  return (
    <p id={id} className="text-sm text-red-700 dark:text-red-300">
      {typeof error === 'string' ? error : tv(error.key, error.values)}
    </p>
  );
}
