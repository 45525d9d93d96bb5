'use client';

import { useTranslations } from 'next-intl';
import { formatPhone } from '@/lib/validation/phone';
import { InvoiceDetails } from '../invoices/invoice-details';
import { orderCardClass, OrderSection } from './order-section';
import type { OrderDetailData } from './order-types';

/** Who ordered, where it goes, and the e-invoice they asked for. */
export function OrderContact({ order }: { order: OrderDetailData }) {
  const t = useTranslations('AdminOrders');
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <OrderSection id="order-contact" title={t('contact')}>
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
      </OrderSection>
      <OrderSection id="order-shipping" title={t('shipping')}>
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
      </OrderSection>
      {order.invoice ? <InvoiceDetails invoice={order.invoice} className={orderCardClass} /> : null}
    </div>
  );
}
