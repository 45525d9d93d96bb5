import { FormPrivacyNote } from '@/components/privacy/form-privacy-note';
import { getTranslations } from 'next-intl/server';
import { PageShell } from '@/components/layout/page-shell';
import { TicketCheckout } from '@/components/tickets/ticket-checkout';
import { TicketCheckoutFallback } from '@/components/tickets/ticket-checkout-fallback';
import { TicketMessages } from '@/components/tickets/ticket-messages';
import { ClientArea } from '@/components/ui/client-area';
import { listTickets } from '@/content/tickets';
import { resolveLocale, type LocaleParams } from '@/i18n/params';
import { hrefFor } from '@/i18n/routing';
import { SELECTION_KEY } from '@/lib/tickets/selection';
import { routeMetadata } from '@/lib/seo/route-metadata';
import { readCheckoutQuery } from '@/lib/tickets/order-form';
import { cookies } from 'next/headers';
import { getServerCaller } from '@/server/caller';
import { plainVoucherPreview, readDraft } from '@/server/http/plain-form-state';

export const generateMetadata = routeMetadata('checkoutTicket', { noindex: true });

// The plain form reads the address: rendered per request, never cached.
export const dynamic = 'force-dynamic';

interface CheckoutTicketPageProps extends LocaleParams {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * The enhanced checkout reads the booking from the tab; without scripts the plain form reads it
 * from the address, so this page renders per request.
 */
export default async function CheckoutTicketPage({
  params,
  searchParams,
}: CheckoutTicketPageProps) {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'Loading' });
  const types = listTickets(locale).map((ticket) => ({
    id: ticket.id,
    name: ticket.name,
    audience: ticket.audience,
    price: ticket.price,
    tierDiscounts: ticket.tierDiscounts,
    // The summary shows a bundle's saving as the booking page does.
    admits: ticket.admits,
  }));
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(await searchParams)) {
    if (typeof value === 'string') query.set(key, value);
  }
  const caller = await getServerCaller();
  // A ticket order is paid online or by transfer, as in the enhanced form.
  const methods = (await caller.checkout.getPaymentMethods({ kind: 'tickets' })).filter(
    (method) => method.id !== 'cod',
  );
  const prefill = readDraft('tickets', (await cookies()).toString());
  const checkoutQuery = readCheckoutQuery(
    query,
    types.map((type) => type.id),
  );
  const { choice } = checkoutQuery;
  const lines = Object.entries(choice?.quantities ?? {}).map(([ticketType, quantity]) => ({
    ticketType,
    quantity,
  }));
  const voucher = await plainVoucherPreview(() =>
    choice?.day && lines.length && prefill.voucherCode
      ? caller.voucher.preview({
          kind: 'tickets',
          code: prefill.voucherCode,
          visitDate: choice.day,
          lines,
        })
      : null,
  );
  return (
    <PageShell locale={locale} route="checkoutTicket">
      <TicketMessages locale={locale}>
        <div className="noscript:hidden">
          <ClientArea
            loadingLabel={t('text')}
            reserve="screen"
            reserveIf={{ storage: 'sessionStorage', key: SELECTION_KEY }}
          >
            <TicketCheckout
              locale={locale}
              types={types}
              links={{
                booking: hrefFor(locale, 'orderTicket'),
                success: hrefFor(locale, 'checkoutSuccess'),
              }}
            />
          </ClientArea>
        </div>
        <TicketCheckoutFallback
          locale={locale}
          types={types}
          methods={methods}
          idempotencyKey={crypto.randomUUID()}
          links={{ booking: hrefFor(locale, 'orderTicket'), action: '/api/forms/ticket-order' }}
          prefill={prefill}
          voucher={voucher}
          {...checkoutQuery}
        />
      </TicketMessages>
      <FormPrivacyNote locale={locale} />
    </PageShell>
  );
}
