import { getTranslations } from 'next-intl/server';
import { PageShell } from '@/components/layout/page-shell';
// The shop's namespaces and the tickets' (a ticket order shows its e-tickets here).
import { TicketMessages } from '@/components/tickets/ticket-messages';
import { CheckoutSuccess } from '@/components/orders/checkout-success';
import { ClientArea } from '@/components/ui/client-area';
import { resolveLocale, type LocaleParams } from '@/i18n/params';
import { hrefFor } from '@/i18n/routing';
import { routeMetadata } from '@/lib/seo/route-metadata';
import { ORDER_CODE_PATTERN } from '@/lib/validation/checkout';

export const generateMetadata = routeMetadata('checkoutSuccess', { noindex: true });

// The plain form reads the address: rendered per request, never cached.
export const dynamic = 'force-dynamic';

interface CheckoutSuccessPageProps extends LocaleParams {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function CheckoutSuccessPage({
  params,
  searchParams,
}: CheckoutSuccessPageProps) {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'Loading' });
  const tOrders = await getTranslations({ locale, namespace: 'Orders' });
  // Without scripts the page names the order from its address; the confirmation and
  // the e-tickets arrive by email. The code is a display hint: nothing is read or changed by it.
  const code = String((await searchParams).order ?? '')
    .trim()
    .toUpperCase();
  return (
    <PageShell locale={locale} route="checkoutSuccess">
      <div className="noscript:hidden">
        <TicketMessages locale={locale}>
          <ClientArea loadingLabel={t('text')}>
            <CheckoutSuccess locale={locale} productsHref={hrefFor(locale, 'products')} />
          </ClientArea>
        </TicketMessages>
      </div>
      {ORDER_CODE_PATTERN.test(code) ? (
        <noscript>
          <p role="status" className="mt-4 text-lg">
            {tOrders('thanks', { code })}
          </p>
        </noscript>
      ) : null}
    </PageShell>
  );
}
