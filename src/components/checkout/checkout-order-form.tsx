'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { CartSummary, cartSummaryRows } from '@/components/cart/cart-summary';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { currentCartId } from '@/lib/cart/runtime';
import type { Cart } from '@/lib/trpc/contract';
import { AddressFields } from './address-fields';
import { CheckoutLines, ContactFieldset, NotesField } from './checkout-parts';
import type { CheckoutViewProps } from './checkout-view';
import { InvoiceFieldset } from './invoice-fieldset';
import { PaymentMethodFieldset, type PaymentMethods } from './payment-step';
import { preloadCheckoutRules, type Prefill } from './use-checkout-start';
import { usePlaceOrder } from './use-place-order';
import { VoucherField } from './voucher-field';

export interface CheckoutOrderFormProps extends CheckoutViewProps {
  cart: Cart;
  prefill: Prefill | null;
  methods: PaymentMethods;
  loadMethods: () => Promise<unknown>;
}

/**
 * The checkout form once the cart has loaded: contact, shipping (and billing), notes, invoice,
 * payment method, voucher, summary, one button. Its own chunk, fetched while the cart loads.
 */
export function CheckoutOrderForm({
  locale,
  links,
  cart,
  prefill,
  methods,
  loadMethods,
}: CheckoutOrderFormProps) {
  const t = useTranslations('Checkout');
  const formRef = useRef<HTMLFormElement>(null);
  const order = usePlaceOrder({ locale, successLink: links.success, formRef });
  const [billingSame, setBillingSame] = useState(true);
  const { errors, voucher } = order;
  // The server's quote with the voucher off, shipping included: nothing left to pay.
  const free = voucher?.total === 0;

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void order.submit(event)}
      onFocus={preloadCheckoutRules}
      onPointerDown={preloadCheckoutRules}
      className="mt-4 grid gap-8 lg:grid-cols-[1fr_22rem]"
      key={prefill ? 'prefilled' : 'blank'}
    >
      <div className="space-y-8">
        <ContactFieldset errors={errors} prefill={prefill} />
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-lg font-semibold">{t('shipping')}</legend>
          <AddressFields prefix="shipping" locale={locale} errors={errors} prefill={prefill} />
        </fieldset>
        <label className="flex min-h-11 items-center gap-3">
          <input
            type="checkbox"
            name="billingSameAsShipping"
            checked={billingSame}
            onChange={(event) => setBillingSame(event.currentTarget.checked)}
            className="size-5"
          />
          {t('billingSame')}
        </label>
        {billingSame ? null : (
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-lg font-semibold">{t('billing')}</legend>
            <AddressFields prefix="billing" locale={locale} errors={errors} />
          </fieldset>
        )}
        <NotesField invalid={Boolean(errors.notes)} />
        <InvoiceFieldset errors={errors} />
        <PaymentMethodFieldset
          methods={methods}
          free={free}
          onRetry={() => void loadMethods()}
          error={errors.paymentMethod ? t('noMethods') : undefined}
        />
      </div>
      <div className="space-y-4">
        <CheckoutLines
          lines={cart.lines}
          locale={locale}
          short={order.short}
          cartLink={links.cart}
        />
        <VoucherField
          request={() => ({ kind: 'goods', cartId: currentCartId() })}
          locale={locale}
          onChange={order.setVoucher}
          invalid={Boolean(errors.voucherCode)}
        />
        <CartSummary
          summary={cartSummaryRows(
            cart,
            locale,
            voucher ? { code: voucher.code, discount: voucher.voucherDiscount } : null,
          )}
          locale={locale}
        />
        <div aria-live="assertive">
          {order.alert ? (
            <Alert tone="error" look="boxed">
              {order.alert}
            </Alert>
          ) : null}
        </div>
        <Button
          type="submit"
          className="w-full"
          disabled={order.busy || (!free && (methods.state !== 'ready' || !methods.list.length))}
        >
          {order.busy ? t('placing') : t('placeOrder')}
        </Button>
      </div>
    </form>
  );
}
