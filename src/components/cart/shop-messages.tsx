import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';

/** The namespaces the shop's client areas use (cart, checkout, orders); nothing else ships. */
const NAMESPACES = ['Cart', 'Checkout', 'Orders', 'Validation'] as const;

export async function ShopMessages({ locale, children }: { locale: Locale; children: ReactNode }) {
  const messages = await getMessages({ locale });
  const picked = Object.fromEntries(NAMESPACES.map((ns) => [ns, messages[ns]]));
  return (
    <NextIntlClientProvider locale={locale} messages={picked}>
      {children}
    </NextIntlClientProvider>
  );
}
