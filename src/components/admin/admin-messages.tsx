import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';

/** The namespaces the console's client areas use; public pages never ship them. */
const NAMESPACES = [
  'Admin',
  'AdminRefunds',
  'AdminCapacity',
  'Errors',
  'Loading',
  'Toast',
  'Validation',
  'Nav',
] as const;

export async function AdminMessages({ locale, children }: { locale: Locale; children: ReactNode }) {
  const messages = await getMessages({ locale });
  const picked = Object.fromEntries(NAMESPACES.map((ns) => [ns, messages[ns]]));
  return (
    <NextIntlClientProvider locale={locale} messages={picked}>
      {children}
    </NextIntlClientProvider>
  );
}
