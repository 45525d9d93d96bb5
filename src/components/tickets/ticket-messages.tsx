import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';

/** The namespaces the ticket leaves use; nothing else ships to the browser. */
const NAMESPACES = ['Tickets', 'Validation', 'Orders', 'Checkout', 'Cart'] as const;

export async function TicketMessages({
  locale,
  children,
}: {
  locale: Locale;
  children: ReactNode;
}) {
  const messages = await getMessages({ locale });
  const picked = Object.fromEntries(NAMESPACES.map((ns) => [ns, messages[ns]]));
  return (
    <NextIntlClientProvider locale={locale} messages={picked}>
      {children}
    </NextIntlClientProvider>
  );
}
