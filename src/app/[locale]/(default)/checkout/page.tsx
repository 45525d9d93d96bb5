import { FormPrivacyNote } from '@/components/privacy/form-privacy-note';
import { getTranslations } from 'next-intl/server';
import { ShopMessages } from '@/components/cart/shop-messages';
import { CheckoutFallback } from '@/components/checkout/checkout-fallback';
import { CheckoutView } from '@/components/checkout/checkout-view';
import { PageShell } from '@/components/layout/page-shell';
import { SandboxBanner } from '@/components/payments/sandbox-banner';
import { ClientArea } from '@/components/ui/client-area';
import { resolveLocale, type LocaleParams } from '@/i18n/params';
import { hrefFor } from '@/i18n/routing';
import { cookies } from 'next/headers';
import { cartIdFromCookies } from '@/lib/cart/cart-id';
import { readCheckoutRefusal } from '@/lib/cart/checkout-plain-form';
import { CART_ROOM } from '@/lib/cart/cart-room';
import { routeMetadata } from '@/lib/seo/route-metadata';
import { getServerCaller } from '@/server/caller';
import { plainVoucherPreview, readDraft } from '@/server/http/plain-form-state';

export const generateMetadata = routeMetadata('checkout', { noindex: true });

// The plain form shows the cart of the visitor's cookie: rendered per request.
export const dynamic = 'force-dynamic';

interface CheckoutPageProps extends LocaleParams {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function CheckoutPage({ params, searchParams }: CheckoutPageProps) {
  const locale = await resolveLocale(params);
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(await searchParams)) {
    if (typeof value === 'string') query.set(key, value);
  }
  const cookieHeader = (await cookies()).toString();
  const cartId = cartIdFromCookies(cookieHeader);
  const caller = await getServerCaller();
  // Without scripts "Xem phường/xã" posts the form, which comes back here with the province.
  const provinceCode = query.get('province') ?? '';
  const [cart, methods, provinces, mode] = await Promise.all([
    cartId ? caller.cart.get({ cartId, locale }) : null,
    caller.checkout.getPaymentMethods({ kind: 'goods' }),
    caller.geo.provinces(),
    caller.payment.mode(),
  ]);
  const prefill = readDraft('goods', cookieHeader);
  const voucher = await plainVoucherPreview(() =>
    cartId && prefill.voucherCode
      ? caller.voucher.preview({ kind: 'goods', cartId, code: prefill.voucherCode })
      : null,
  );
  const province = provinces.find((option) => option.code === provinceCode) ?? null;
  const wards = province ? await caller.geo.wards({ provinceCode: province.code }) : [];
  const t = await getTranslations({ locale, namespace: 'Loading' });
  const tPayments = await getTranslations({ locale, namespace: 'Payments' });
  return (
    <PageShell locale={locale} route="checkout">
      <SandboxBanner sandbox={mode.sandbox} label={tPayments('sandboxBanner')} />
      <ShopMessages locale={locale}>
        <div className="noscript:hidden">
          <ClientArea loadingLabel={t('text')} reserve="screen" reserveIf={CART_ROOM}>
            <CheckoutView
              locale={locale}
              links={{ cart: hrefFor(locale, 'cart'), success: hrefFor(locale, 'checkoutSuccess') }}
            />
          </ClientArea>
        </div>
        <CheckoutFallback
          locale={locale}
          cart={cart}
          methods={methods}
          idempotencyKey={crypto.randomUUID()}
          action="/api/forms/checkout"
          area={{ provinces, province, wards }}
          prefill={prefill}
          voucher={voucher}
          {...readCheckoutRefusal(query)}
        />
      </ShopMessages>
      <FormPrivacyNote locale={locale} />
    </PageShell>
  );
}
