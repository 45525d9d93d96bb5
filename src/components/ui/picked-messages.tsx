import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import type messages from '@/messages/vi.json';
import type { Locale } from '@/i18n/routing';

/**
 * Gives the client leaves inside it these message namespaces only: a page ships the texts its
 * leaves use, never the whole catalogue.
 */
export async function PickedMessages({
  locale,
  namespaces,
  children,
}: {
  locale: Locale;
  namespaces: readonly (keyof typeof messages)[];
  children: ReactNode;
}) {
  const messages = await getMessages({ locale });
  const picked = Object.fromEntries(namespaces.map((ns) => [ns, messages[ns]]));
  return (
    <NextIntlClientProvider locale={locale} messages={picked}>
      {children}
    </NextIntlClientProvider>
  );
}
