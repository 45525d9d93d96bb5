import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { TRPCError } from '@trpc/server';
import { PageShell } from '@/components/layout/page-shell';
import { BookingTickets } from '@/components/tickets/booking-tickets';
import { ETicketPrintStyles } from '@/components/tickets/e-ticket-print-styles';
import { SaveAllOffline } from '@/components/tickets/save-all-offline';
import { resolveLocale, type LocaleSlugParams } from '@/i18n/params';
import { hrefFor, isLocale } from '@/i18n/routing';
import { inlineScript } from '@/lib/inline-script';
import { getServerCaller } from '@/server/caller';

// A holder's ticket changes (used, exchanged): read on every request, never indexed or cached.
export const dynamic = 'force-dynamic';

// Registers the service worker, then asks it to keep this page and the page of every other ticket
// of the booking, in both languages (the worker did not control the visit that installed it; a
// mailed link of a ticket never opened must open offline too). A failure only costs the copy.
const KEEP_OFFLINE = inlineScript(
  `if('serviceWorker' in navigator)addEventListener('load',function(){var l=document.getElementById('e-ticket-offline'),u=[location.pathname];try{u=u.concat(JSON.parse(l&&l.getAttribute('data-urls')||'[]'))}catch(e){console.warn('[e-ticket] unreadable page list',e)}navigator.serviceWorker.register('/sw.js').then(function(){return navigator.serviceWorker.ready}).then(function(r){if(r.active)r.active.postMessage({type:'CACHE_URLS',payload:{urlsToCache:u}})}).catch(function(e){console.warn('[e-ticket] offline copy unavailable',e)})})`,
);

const ACCESS_KEY = /^[A-Za-z0-9_-]{22,128}$/;

export async function generateMetadata({ params }: LocaleSlugParams): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Nav' });
  return { title: t('eTicket'), robots: { index: false, follow: false } };
}

async function readBooking(accessKey: string, locale: 'vi' | 'en') {
  if (!ACCESS_KEY.test(accessKey)) return null;
  try {
    return await (await getServerCaller()).ticket.getBooking({ accessKey, locale });
  } catch (error) {
    if (error instanceof TRPCError && (error.code === 'NOT_FOUND' || error.code === 'BAD_REQUEST'))
      return null;
    throw error;
  }
}

/**
 * /e-ticket/{accessKey} (vi /ve-dien-tu/…): every ticket of the booking the key belongs to, each
 * with its QR and calendar file, grouped by type; kept for offline use as a whole.
 */
export default async function ETicketPage({ params }: LocaleSlugParams) {
  const locale = await resolveLocale(params);
  const { slug } = await params;
  const booking = await readBooking(slug, locale);
  if (!booking) notFound();
  const t = await getTranslations({ locale, namespace: 'Tickets' });
  const keys = booking.groups.flatMap((group) => group.tickets.map((ticket) => ticket.accessKey));
  const offlineUrls = keys.flatMap((key) => [
    hrefFor('vi', 'eTicket', key),
    hrefFor('en', 'eTicket', key),
  ]);
  return (
    <PageShell locale={locale} route="eTicket">
      <ETicketPrintStyles />
      <BookingTickets
        booking={booking}
        locale={locale}
        keep={
          <SaveAllOffline
            urls={offlineUrls}
            texts={{
              save: t('saveAll'),
              saving: t('savingAll'),
              saved: t('savedAll', { count: keys.length }),
              failed: t('saveAllFailed'),
            }}
          />
        }
      />
      <p
        id="e-ticket-offline"
        data-urls={JSON.stringify(offlineUrls)}
        className="mt-6 text-sm print:hidden"
      >
        {t('bookingOfflineNote')}
      </p>
      <p className="mt-4 flex flex-wrap gap-4 text-sm print:hidden">
        <a href={hrefFor(locale, 'orderRefund')} className="underline">
          {t('giveBack')}
        </a>
      </p>
      {/* The offline copy of this page: registered after load, never in the page's way. */}
      <script dangerouslySetInnerHTML={{ __html: KEEP_OFFLINE }} />
    </PageShell>
  );
}
