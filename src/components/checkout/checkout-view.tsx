'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { CartSummary } from '@/components/cart/cart-summary';
import { useStartupTask } from '@/components/ui/client-area';
import type { Locale } from '@/i18n/routing';
import { analytics } from '@/lib/analytics/events';
import { getAccessToken } from '@/lib/auth/token';
import type { CheckoutErrors } from '@/lib/cart/checkout-form';
import { rememberOrderContact } from '@/lib/cart/order-contact';
import { currentCartId, mergeGuestCart, noteCart } from '@/lib/cart/runtime';
import { getTrpcClient } from '@/lib/trpc/client';
import { errorCode, errorReason } from '@/lib/trpc/errors';
import { ADDRESS_REASONS } from '@/lib/errors/reasons';
import { formatVnd } from '@/lib/format';
import { AddressPicker } from './address-picker';
import { CheckoutField, fieldId, inputClass } from './checkout-field';
import { InvoiceFieldset } from './invoice-fieldset';
import { conflictLines } from './conflict-lines';
import { PaymentMethodFieldset, useGoToPayment, usePaymentMethods } from './payment-step';
import { useVoucherRefusal, VoucherField, type VoucherPreview } from './voucher-field';
import { formatPhone } from '@/lib/validation/phone';
import { ADDRESS_FIELDS, SHIPPING_FIELDS } from '@/lib/cart/address-fields';
import type { Cart, ShortLine } from '@/lib/trpc/contract';

export interface CheckoutViewProps {
  locale: Locale;
  links: { cart: string; success: string };
}

const COUNTRIES = [
  'VN',
  'KH',
  'LA',
  'TH',
  'SG',
  'MY',
  'CN',
  'JP',
  'KR',
  'AU',
  'US',
  'GB',
  'FR',
  'DE',
];

interface Prefill {
  email: string;
  phone: string;
  fullName: string;
}

async function loadPrefill(): Promise<Prefill | null> {
  if (!getAccessToken()) return null;
  try {
    const user = await getTrpcClient().profile.getMyProfile.query();
    const { firstName, lastName, phone } = user.profile;
    return {
      email: user.email,
      phone: phone ? formatPhone(phone) : '',
      fullName: [lastName, firstName].filter(Boolean).join(' '),
    };
  } catch (error) {
    // Prefill is a convenience: the form works without it.
    console.warn('[checkout] profile prefill failed', error);
    return null;
  }
}

// The form's rules (zod) arrive after the page has started, not with its first load.
const checkoutForm = () => import('@/lib/cart/checkout-form');

function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/** The checkout form: contact, shipping (and billing), notes, payment method, summary, one button. */
export function CheckoutView({ locale, links }: CheckoutViewProps) {
  const t = useTranslations('Checkout');
  const tCart = useTranslations('Cart');
  const tOrders = useTranslations('Orders');
  const registerStartup = useStartupTask();
  const formRef = useRef<HTMLFormElement>(null);
  const started = useRef(false);
  // One key per checkout attempt: a retry or a double click sends the same one (DESIGN §12).
  const idempotencyKey = useRef<string | null>(null);
  const [cart, setCart] = useState<Cart | null>(null);
  const [cartFailed, setCartFailed] = useState(false);
  const { methods, loadMethods } = usePaymentMethods(
    () => getTrpcClient().checkout.getPaymentMethods.query({ kind: 'goods' }),
    'checkout',
  );
  const goToPayment = useGoToPayment(links.success);
  const [prefill, setPrefill] = useState<Prefill | null>(null);
  const [billingSame, setBillingSame] = useState(true);
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [short, setShort] = useState<ShortLine[]>([]);
  const [busy, setBusy] = useState(false);
  const [voucher, setVoucher] = useState<VoucherPreview | null>(null);
  const voucherRefusal = useVoucherRefusal();
  const countryNames = useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    return COUNTRIES.map((code) => ({ code, name: names.of(code) ?? code }));
  }, [locale]);
  const vietnamName = countryNames.find((c) => c.code === 'VN')?.name ?? 'Việt Nam';

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const cartTask = mergeGuestCart()
      .then(() => getTrpcClient().cart.get.query({ cartId: currentCartId(), locale }))
      .then(
        (loaded) => {
          noteCart(loaded);
          setCart(loaded);
          if (loaded.lines.length) {
            analytics.beginCheckout({
              value: loaded.total,
              currency: loaded.currency,
              items: loaded.lines.map((line) => ({
                item_id: line.sku,
                item_name: line.name,
                quantity: line.quantity,
                price: line.unitPrice,
              })),
            });
          }
        },
        (error: unknown) => {
          console.error('[checkout] loading the cart failed', error);
          setCartFailed(true);
        },
      );
    registerStartup(cartTask);
    registerStartup(loadMethods());
    // Fetched now so that the first submit does not wait for it.
    checkoutForm().catch((error: unknown) =>
      console.warn('[checkout] loading the form rules failed', error),
    );
    registerStartup(loadPrefill().then(setPrefill));
    // Start-up runs once per page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function focusFirstInvalid(found: CheckoutErrors) {
    const form = formRef.current;
    if (!form) return;
    const first = Array.from(form.elements).find(
      (el): el is HTMLElement =>
        el instanceof HTMLElement && 'name' in el && Boolean(found[(el as HTMLInputElement).name]),
    );
    first?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !cart) return;
    setAlert(null);
    setShort([]);
    idempotencyKey.current ??= newIdempotencyKey();
    const form = new FormData(event.currentTarget);
    const { validateCheckout } = await checkoutForm();
    const parsed = validateCheckout(form, {
      cartId: currentCartId(),
      idempotencyKey: idempotencyKey.current,
      locale,
    });
    if (!parsed.ok) {
      setErrors(parsed.errors);
      setAlert(t('invalidForm'));
      // After the re-render, so the error text is the field's description when it gets focus.
      requestAnimationFrame(() => focusFirstInvalid(parsed.errors));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const order = await getTrpcClient().checkout.placeOrder.mutate(parsed.data);
      rememberOrderContact(order.orderCode, { phone: parsed.data.contact.phone });
      noteCart({ lines: [] });
      idempotencyKey.current = null;
      goToPayment(order);
    } catch (error) {
      setBusy(false);
      const refusedVoucher = voucherRefusal(error);
      if (refusedVoucher) {
        // Nothing was claimed: the next attempt (another code, or none) gets a new key.
        idempotencyKey.current = null;
        setVoucher(null);
        setAlert(refusedVoucher);
        return;
      }
      const code = errorCode(error);
      if (code === 'CONFLICT') {
        // Nothing was claimed: a new attempt after the shopper fixes the cart needs a new key.
        idempotencyKey.current = null;
        setShort(conflictLines(error));
        setAlert(t('conflict'));
        return;
      }
      if (code === 'TOO_MANY_REQUESTS') {
        setAlert(t('tooManyRequests'));
        return;
      }
      if (code === 'BAD_REQUEST') {
        idempotencyKey.current = null;
        // The list changed under the form (a ward moved): the server names the area it refused.
        const reason = ADDRESS_REASONS.find((known) => known === errorReason(error));
        setAlert(reason ? t(`errors.${reason}`) : t('invalidForm'));
        return;
      }
      if (code === 'FORBIDDEN') {
        setAlert(tCart('disabled'));
        return;
      }
      console.error('[checkout] placeOrder failed', error);
      setAlert(t('processingError'));
    }
  }

  if (cartFailed) {
    return (
      <p role="alert" className="text-red-800 dark:text-red-300">
        {tCart('loadError')}
      </p>
    );
  }
  if (!cart) return null;
  if (!cart.lines.length) {
    return (
      <div className="mt-4 space-y-4">
        <p className="text-lg">{t('emptyCart')}</p>
        <Link href={links.cart} prefetch={false} className="nav-link border border-slate-300">
          {t('editCart')}
        </Link>
      </div>
    );
  }

  const addressFields = (prefix: 'shipping' | 'billing') =>
    (prefix === 'shipping' ? SHIPPING_FIELDS : ADDRESS_FIELDS).map((field) => {
      const name = `${prefix}.${field}`;
      // Shipping: province → ward pickers (the two-level list), then the street.
      if (field === 'provinceCode') {
        return <AddressPicker key={name} prefix="shipping" errors={errors} />;
      }
      if (field === 'wardCode') return null;
      const label =
        field === 'fullName'
          ? prefix === 'shipping'
            ? t('fullName')
            : t('billingName')
          : field === 'phone'
            ? t('recipientPhone')
            : field === 'address' && prefix === 'shipping'
              ? t('street')
              : t(field);
      if (field === 'country' && prefix === 'shipping') {
        // Goods ship within Việt Nam only: the country is said, not chosen.
        return (
          <CheckoutField
            key={name}
            name={name}
            label={label}
            note={t('shipsVietnamOnly')}
            control={({ id, describedBy }) => (
              <>
                <input
                  id={id}
                  readOnly
                  value={vietnamName}
                  aria-describedby={describedBy}
                  className={inputClass}
                />
                <input type="hidden" name={name} value="VN" />
              </>
            )}
          />
        );
      }
      if (field === 'country') {
        return (
          <CheckoutField
            key={name}
            name={name}
            label={label}
            error={errors[name]}
            control={({ id, describedBy, invalid }) => (
              <select
                id={id}
                name={name}
                defaultValue="VN"
                aria-describedby={describedBy}
                aria-invalid={invalid}
                className={inputClass}
              >
                {countryNames.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.name}
                  </option>
                ))}
              </select>
            )}
          />
        );
      }
      return (
        <CheckoutField
          key={name}
          name={name}
          label={label}
          hint={field === 'postalCode' ? t('optional') : undefined}
          error={errors[name]}
          // Per section (shipping, billing); a one-line address is address-line1, since
          // street-address names a multi-line control.
          autoComplete={`${prefix} ${
            {
              fullName: 'name',
              phone: 'tel',
              address: 'address-line1',
              city: 'address-level2',
              state: 'address-level1',
              country: 'country',
              postalCode: 'postal-code',
            }[field]
          }`}
          type={field === 'phone' ? 'tel' : 'text'}
          defaultValue={
            prefix === 'shipping' && prefill
              ? field === 'fullName'
                ? prefill.fullName
                : field === 'phone'
                  ? prefill.phone
                  : undefined
              : undefined
          }
        />
      );
    });

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void submit(event)}
      className="mt-4 grid gap-8 lg:grid-cols-[1fr_22rem]"
      key={prefill ? 'prefilled' : 'blank'}
    >
      <div className="space-y-8">
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-lg font-semibold">{t('contact')}</legend>
          <CheckoutField
            name="contact.email"
            label={t('email')}
            type="email"
            autoComplete="email"
            defaultValue={prefill?.email}
            error={errors['contact.email']}
          />
          <CheckoutField
            name="contact.phone"
            label={t('phone')}
            note={t('phoneHint')}
            type="tel"
            autoComplete="tel"
            defaultValue={prefill?.phone}
            error={errors['contact.phone']}
          />
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-lg font-semibold">{t('shipping')}</legend>
          {addressFields('shipping')}
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
            {addressFields('billing')}
          </fieldset>
        )}
        <div className="flex flex-col gap-1">
          <label htmlFor={fieldId('notes')} className="text-sm font-medium">
            {t('notes')}{' '}
            <span className="font-normal text-slate-600 dark:text-slate-400">{t('optional')}</span>
          </label>
          <textarea
            id={fieldId('notes')}
            name="notes"
            rows={3}
            maxLength={1000}
            aria-invalid={errors.notes ? true : undefined}
            className={inputClass}
          />
        </div>
        <InvoiceFieldset errors={errors} />
        <PaymentMethodFieldset
          methods={methods}
          onRetry={() => void loadMethods()}
          error={errors.paymentMethod ? t('noMethods') : undefined}
        />
      </div>
      <div className="space-y-4">
        <section aria-labelledby="checkout-lines-heading">
          <h2 id="checkout-lines-heading" className="mb-2 text-lg font-semibold">
            {tOrders('lines')}
          </h2>
          <ul className="space-y-2 text-sm">
            {cart.lines.map((line) => {
              const shortLine = short.find((s) => s.sku === line.sku);
              return (
                <li key={line.lineId} className="flex justify-between gap-3">
                  <span>
                    {line.name}
                    {line.optionsLabel ? ` (${line.optionsLabel})` : ''} × {line.quantity}
                    {shortLine ? (
                      <strong className="block text-red-800 dark:text-red-300">
                        {t('lineShort', { left: shortLine.left })}
                      </strong>
                    ) : null}
                  </span>
                  <span className="shrink-0">{formatVnd(line.total, locale)}</span>
                </li>
              );
            })}
          </ul>
          <Link href={links.cart} prefetch={false} className="mt-2 inline-block text-sm underline">
            {t('editCart')}
          </Link>
        </section>
        <VoucherField
          request={() => ({ kind: 'goods', cartId: currentCartId() })}
          locale={locale}
          onChange={setVoucher}
          invalid={Boolean(errors.voucherCode)}
        />
        <CartSummary
          cart={voucher ?? cart}
          locale={locale}
          voucher={voucher ? { code: voucher.code, discount: voucher.voucherDiscount } : null}
        />
        <div aria-live="assertive">
          {alert ? (
            <p
              role="alert"
              className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
            >
              {alert}
            </p>
          ) : null}
        </div>
        <button
          type="submit"
          disabled={busy || methods.state !== 'ready' || !methods.list.length}
          className="min-h-11 w-full rounded-lg bg-primary-500 px-5 font-semibold text-slate-950 hover:bg-primary-400 disabled:opacity-60"
        >
          {busy ? t('placing') : t('placeOrder')}
        </button>
      </div>
    </form>
  );
}
