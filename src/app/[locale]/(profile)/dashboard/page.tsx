import { getTranslations } from 'next-intl/server';
import { AccountData } from '@/components/account/account-data';
import { ProfilePanel } from '@/components/account/profile-panel';
import { VisitorArea } from '@/components/auth/visitor-area';
import { VisitorMessages } from '@/components/auth/visitor-messages';
import { MyOrders } from '@/components/orders/my-orders';
import { MyTickets } from '@/components/tickets/my-tickets';
import { ClientArea } from '@/components/ui/client-area';
import { resolveLocale, type LocaleParams } from '@/i18n/params';
import { routeMetadata } from '@/lib/seo/route-metadata';

export const generateMetadata = routeMetadata('dashboard', { noindex: true });

/** Logged-in users only (`auth` guard); the profile loads in the browser with the stored token. */
export default async function DashboardPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'Nav' });
  const tLoading = await getTranslations({ locale, namespace: 'Loading' });
  const tAdmin = await getTranslations({ locale, namespace: 'Admin' });
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold">{t('dashboard')}</h1>
      <VisitorMessages locale={locale}>
        <VisitorArea guards={['global', 'auth']} locale={locale}>
          <ClientArea loadingLabel={tLoading('text')}>
            <ProfilePanel locale={locale} consoleLinkLabel={tAdmin('consoleLink')} />
            <MyOrders locale={locale} />
            <MyTickets locale={locale} />
            <AccountData locale={locale} />
          </ClientArea>
        </VisitorArea>
      </VisitorMessages>
    </>
  );
}
