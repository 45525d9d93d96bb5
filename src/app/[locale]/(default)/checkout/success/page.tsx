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
import { PlainCheckoutResult } from '@/components/orders/plain-checkout-result';
import { TRPCError } from '@trpc/server';
import { cookies, headers } from 'next/headers';
import { getStore } from '@/server/db';
import { readOrderProof } from '@/server/http/plain-form-state';
import { createCaller } from '@/server/root';
import { createContext } from '@/server/trpc';

export const generateMetadata = routeMetadata('checkoutSuccess', { noindex: true });

// The plain form reads the address and the proof cookie: rendered per request, never cached.
export const dynamic = 'force-dynamic';

/**
 * The order for the page without scripts, only when this browser proves it placed it: the plain
 * form's route left a sealed cookie with the code and the email given at checkout, and the order
 * is read by payment.getStatus with that contact: the rule order.get applies to every guest, its
 * rate limit included. The PayOS status is asked as the enhanced page asks it.
 */
async function provenOrder(code: string) {
  const proof = readOrderProof((await cookies()).toString(), code);
  if (!proof) return null;
  const caller = createCaller(
    await createContext({ store: await getStore(), headers: await headers() }),
  );
  try {
    return await caller.payment.getStatus({ orderCode: code, contact: { email: proof.email } });
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
    console.warn(`[checkout] the success page could not open ${code}: ${error.code}`);
    return null;
  }
}

interface CheckoutSuccessPageProps extends LocaleParams {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function CheckoutSuccessPage({
  params,
  searchParams,
}: CheckoutSuccessPageProps) {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'Loading' });
  // Without scripts the page names the order from its address, and shows it when the request
  // proves the right to see it (provenOrder).
  const code = String((await searchParams).order ?? '')
    .trim()
    .toUpperCase();
  const order = ORDER_CODE_PATTERN.test(code) ? await provenOrder(code) : null;
  return (
    <PageShell locale={locale} route="checkoutSuccess">
      <TicketMessages locale={locale}>
        <div className="noscript:hidden">
          <ClientArea loadingLabel={t('text')}>
            <CheckoutSuccess locale={locale} productsHref={hrefFor(locale, 'products')} />
          </ClientArea>
        </div>
        {ORDER_CODE_PATTERN.test(code) ? (
          <noscript>
            <PlainCheckoutResult locale={locale} code={code} order={order} />
          </noscript>
        ) : null}
      </TicketMessages>
    </PageShell>
  );
}
