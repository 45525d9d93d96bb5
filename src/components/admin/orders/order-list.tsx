'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import type { Locale } from '@/i18n/routing';
import { formatDate, formatVnd } from '@/lib/format';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '@/lib/orders/statuses';
import type { RouterInputs } from '@/lib/trpc/contract';
import { useTRPC } from '@/lib/trpc/react';
import { formatPhone } from '@/lib/validation/phone';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { wrappedInputClass } from '../console-field';
import { RefundDueNote } from './refund-due-note';

type ListInput = RouterInputs['admin']['orders']['list'];
type Filters = Omit<ListInput, 'cursor' | 'limit'>;

/** The methods in the order the filter lists them. */
const METHODS = [
  'vietqr',
  'cod',
  'payos',
  'vnpay',
  'momo',
  'free',
] as const satisfies readonly NonNullable<Filters['method']>[];
const PAGE_SIZE = 20;

/** Form values → the list's input: empty fields are no filter. */
function filtersOf(form: HTMLFormElement): Filters {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' && value.trim() ? value.trim() : undefined;
  };
  return {
    search: text('search'),
    status: text('status') as Filters['status'],
    paymentStatus: text('paymentStatus') as Filters['paymentStatus'],
    method: text('method') as Filters['method'],
    createdFrom: text('createdFrom'),
    createdTo: text('createdTo'),
  };
}

/** Filters, search and the orders as cards, newest first, a page at a time. */
export function OrderList({ locale, onOpen }: { locale: Locale; onOpen: (code: string) => void }) {
  const t = useTranslations('AdminOrders');
  const tAdmin = useTranslations('Admin');
  const trpc = useTRPC();
  const [filters, setFilters] = useState<Filters>({});
  const list = useInfiniteQuery(
    trpc.admin.orders.list.infiniteQueryOptions(
      { ...filters, limit: PAGE_SIZE },
      { getNextPageParam: (page) => page.nextCursor ?? undefined },
    ),
  );
  const orders = list.data?.pages.flatMap((page) => page.orders) ?? [];

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFilters(filtersOf(event.currentTarget));
  }

  return (
    <div className="space-y-6">
      <form
        onSubmit={submit}
        onReset={() => setFilters({})}
        aria-labelledby="order-filters-heading"
        className="space-y-4 rounded-lg border border-slate-300 p-4 dark:border-slate-600"
      >
        <h2 id="order-filters-heading" className="text-lg font-semibold">
          {t('filters')}
        </h2>
        <div>
          <label htmlFor="order-search" className="font-medium">
            {t('search')}
          </label>
          <input
            id="order-search"
            name="search"
            type="search"
            maxLength={100}
            aria-describedby="order-search-hint"
            className={wrappedInputClass}
          />
          <p id="order-search-hint" className="mt-1 text-sm text-slate-700 dark:text-slate-300">
            {t('searchHint')}
          </p>
        </div>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <label className="block font-medium">
            {t('status')}
            <select name="status" className={wrappedInputClass} defaultValue="">
              <option value="">{t('any')}</option>
              {ORDER_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`statuses.${s}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="block font-medium">
            {t('paymentStatus')}
            <select name="paymentStatus" className={wrappedInputClass} defaultValue="">
              <option value="">{t('any')}</option>
              {PAYMENT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`paymentStatuses.${s}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="block font-medium">
            {t('method')}
            <select name="method" className={wrappedInputClass} defaultValue="">
              <option value="">{t('any')}</option>
              {METHODS.map((m) => (
                <option key={m} value={m}>
                  {t(`methods.${m}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="block font-medium">
            {t('createdFrom')}
            <input name="createdFrom" type="date" className={wrappedInputClass} />
          </label>
          <label className="block font-medium">
            {t('createdTo')}
            <input name="createdTo" type="date" className={wrappedInputClass} />
          </label>
        </div>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" variant="console" className="py-2">
            {t('apply')}
          </Button>
          <Button type="reset" variant="secondary" className="py-2">
            {t('reset')}
          </Button>
        </div>
      </form>

      <section aria-labelledby="order-results-heading" aria-busy={list.isFetching}>
        <h2 id="order-results-heading" className="mb-3 text-lg font-semibold">
          {t('results')}
        </h2>
        {list.isPending ? (
          <p role="status">{tAdmin('loading')}</p>
        ) : list.isError ? (
          <Alert tone="error" as="div">
            <p>{tAdmin('loadError')}</p>
            <button type="button" className="mt-2 underline" onClick={() => void list.refetch()}>
              {tAdmin('retry')}
            </button>
          </Alert>
        ) : orders.length === 0 ? (
          <p role="status">{t('none')}</p>
        ) : (
          <ul className="grid gap-3 lg:grid-cols-2">
            {orders.map((order) => (
              <li
                key={order.orderCode}
                data-order-code={order.orderCode}
                className={`min-w-0 rounded-lg border p-4 ${order.refundDue ? 'border-amber-600 dark:border-amber-400' : 'border-slate-300 dark:border-slate-600'}`}
              >
                <button
                  type="button"
                  onClick={() => onOpen(order.orderCode)}
                  className="min-h-11 font-mono text-lg font-semibold text-sky-800 underline dark:text-sky-300"
                  aria-label={t('open', { code: order.orderCode })}
                >
                  {order.orderCode}
                </button>
                {order.refundDue ? <RefundDueNote locale={locale} order={order} /> : null}
                <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
                  <dt className="font-medium">{t('status')}</dt>
                  <dd>{t(`statuses.${order.status}`)}</dd>
                  <dt className="font-medium">{t('paymentStatus')}</dt>
                  <dd>{t(`paymentStatuses.${order.paymentStatus}`)}</dd>
                  {order.method ? (
                    <>
                      <dt className="font-medium">{t('method')}</dt>
                      <dd>{t(`methods.${order.method}`)}</dd>
                    </>
                  ) : null}
                  <dt className="font-medium">{t('total')}</dt>
                  <dd className="font-semibold">{formatVnd(order.totalAmount, locale)}</dd>
                  <dt className="font-medium">{t('customer')}</dt>
                  <dd className="break-words">
                    {[order.customerName, formatPhone(order.contactPhone), order.contactEmail]
                      .filter(Boolean)
                      .join(' · ')}
                  </dd>
                </dl>
                <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
                  {t(`kinds.${order.kind}`)} ·{' '}
                  {t('placedOn', { date: formatDate(order.createdAt, locale, 'dateTime') })}
                </p>
              </li>
            ))}
          </ul>
        )}
        {list.hasNextPage ? (
          <Button
            variant="secondary"
            className="mt-4 py-2"
            disabled={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {list.isFetchingNextPage ? tAdmin('loading') : t('loadMore')}
          </Button>
        ) : null}
      </section>
    </div>
  );
}
