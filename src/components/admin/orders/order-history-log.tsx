'use client';

import { useTranslations } from 'next-intl';
import type { Locale } from '@/i18n/routing';
import { formatDate } from '@/lib/format';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '@/lib/orders/statuses';
import { OrderSection } from './order-section';
import type { OrderDetailData } from './order-types';

type HistoryEntry = OrderDetailData['history'][number];
type OrderEntry = Extract<HistoryEntry, { source: 'order' }>;

// Every method an order can be paid by has its name under AdminOrders.methods.
const METHOD_KEYS = ['cod', 'payos', 'vnpay', 'momo', 'vietqr', 'free'] as const;
const isOrderStatus = (value: string): value is OrderDetailData['status'] =>
  (ORDER_STATUSES as readonly string[]).includes(value);
const isPaymentStatus = (value: string): value is OrderDetailData['paymentStatus'] =>
  (PAYMENT_STATUSES as readonly string[]).includes(value);
const EVENT_KEYS = [
  'created',
  'stock-released',
  'refund-requested',
  'ticket-exchanged',
  'refund-due',
  'refund-approved',
  'refund-rejected',
  'refunded',
  'refunded-partly',
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

/** The sentences of a history entry: what happened, who did it, and its note. */
function useHistoryText(locale: Locale) {
  const t = useTranslations('AdminOrders');
  const statusLabel = (value: string | null) =>
    value && isOrderStatus(value) ? t(`statuses.${value}`) : (value ?? '');
  const paymentLabel = (value: string | null) =>
    value && isPaymentStatus(value) ? t(`paymentStatuses.${value}`) : (value ?? '');
  return {
    describe(entry: HistoryEntry): string {
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
    },
    actor(actor: OrderEntry['actor']): string {
      return actor.name ? `${t(`actors.${actor.kind}`)} ${actor.name}` : t(`actors.${actor.kind}`);
    },
    note(note: NonNullable<OrderEntry['note']>): string {
      if ('text' in note) return note.text;
      if (note.key !== 'method') return t(`historyNotes.${note.key}`);
      const method = METHOD_KEYS.find((m) => m === note.method);
      const name = method ? t(`methods.${method}`) : (note.method ?? '');
      return note.day ? `${name}, ${formatDate(note.day, locale)}` : name;
    },
  };
}

/** The order's history, oldest first: its own events and the operators' audit entries. */
export function OrderHistoryLog({
  history,
  locale,
}: {
  history: OrderDetailData['history'];
  locale: Locale;
}) {
  const t = useTranslations('AdminOrders');
  const text = useHistoryText(locale);
  return (
    <OrderSection id="order-history" title={t('history')}>
      <ol className="space-y-2">
        {history.map((entry, index) => (
          <li key={`${entry.at}-${index}`}>
            <span className="block text-sm text-slate-700 dark:text-slate-300">
              <time dateTime={entry.at}>{formatDate(entry.at, locale, 'dateTime')}</time>
              {entry.source === 'order' ? ` · ${t('by', { actor: text.actor(entry.actor) })}` : ''}
            </span>
            {text.describe(entry)}
            {entry.source === 'order' && entry.note ? ` (${text.note(entry.note)})` : ''}
          </li>
        ))}
      </ol>
    </OrderSection>
  );
}
