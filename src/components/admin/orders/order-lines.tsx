'use client';

import { useTranslations } from 'next-intl';
import { Fragment } from 'react';
import type { Locale } from '@/i18n/routing';
import { formatVnd } from '@/lib/format';
import { OrderSection } from './order-section';
import type { OrderDetailData } from './order-types';

/**
 * What the order holds, line by line at full price, and how its total is made: each discount on
 * its own row (DESIGN.md §20, labelled in the order's language), shipping, total.
 */
export function OrderLines({ order, locale }: { order: OrderDetailData; locale: Locale }) {
  const t = useTranslations('AdminOrders');
  return (
    <OrderSection id="order-lines" title={t('lines')}>
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
            <span className="font-medium">{formatVnd(line.undiscountedTotal, locale)}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 border-t border-slate-300 pt-3">
        <dt>{t('subtotal')}</dt>
        <dd>
          {formatVnd(
            order.lines.reduce((sum, line) => sum + line.undiscountedTotal, 0),
            locale,
          )}
        </dd>
        {order.discounts.map((discount, index) => (
          <Fragment key={`${discount.kind}-${index}`}>
            <dt>{discount.label}</dt>
            <dd>−{formatVnd(discount.amount, locale)}</dd>
          </Fragment>
        ))}
        {order.kind === 'goods' ? (
          <>
            <dt>{t('shippingFee')}</dt>
            <dd>{formatVnd(order.shippingFee, locale)}</dd>
          </>
        ) : null}
        <dt className="font-semibold">{t('total')}</dt>
        <dd className="font-semibold">{formatVnd(order.totalAmount, locale)}</dd>
      </dl>
    </OrderSection>
  );
}
