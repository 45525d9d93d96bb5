'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { CartSummary } from '@/components/cart/cart-summary';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClass } from '@/components/ui/button';
import type { Locale } from '@/i18n/routing';
import { currentCartId } from '@/lib/cart/runtime';
import { AddressFields } from './address-fields';
import { CheckoutLines, ContactFieldset, NotesField } from './checkout-parts';
import { InvoiceFieldset } from './invoice-fieldset';
import { PaymentMethodFieldset } from './payment-step';
import { preloadCheckoutRules, useCheckoutStart } from './use-checkout-start';
import { usePlaceOrder } from './use-place-order';
import { VoucherField } from './voucher-field';

export interface CheckoutViewProps {
  locale: Locale;
  links: { cart: string; success: string };
}

/** The checkout form: contact, shipping (and billing), notes, payment method, summary, one button. */
export function CheckoutView({ locale, links }: CheckoutViewProps) {
  const t = useTranslations('Checkout');
  const tCart = useTranslations('Cart');
  const { cart, cartFailed, prefill, methods, loadMethods } = useCheckoutStart(locale);
  const formRef = useRef<HTMLFormElement>(null);
  const order = usePlaceOrder({
    locale,
    successLink: links.success,
    canSubmit: cart !== null,
    formRef,
  });
  const [billingSame, setBillingSame] = useState(true);
  const { errors, voucher } = order;

  if (cartFailed) return <Alert tone="error">{tCart('loadError')}</Alert>;
  if (!cart) return null;
  if (!cart.lines.length) {
    return (
      <div className="mt-4 space-y-4">
        <p className="text-lg">{t('emptyCart')}</p>
        <Link
          href={links.cart}
          prefetch={false}
          className={buttonClass({
            variant: 'secondary',
            className: 'inline-flex items-center justify-center',
          })}
        >
          {t('editCart')}
        </Link>
      </div>
    );
  }

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
          cart={voucher ?? cart}
          locale={locale}
          voucher={voucher ? { code: voucher.code, discount: voucher.voucherDiscount } : null}
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
          disabled={order.busy || methods.state !== 'ready' || !methods.list.length}
        >
          {order.busy ? t('placing') : t('placeOrder')}
        </Button>
      </div>
    </form>
  );
}
