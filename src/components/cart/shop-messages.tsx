import type { ReactNode } from 'react';
import { PickedMessages } from '@/components/ui/picked-messages';
import type { Locale } from '@/i18n/routing';

/** The namespaces the shop's client areas use (cart, checkout, orders); nothing else ships. */
const NAMESPACES = ['Cart', 'Checkout', 'Orders', 'Refusals', 'Validation', 'Vouchers'] as const;

export function ShopMessages({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <PickedMessages locale={locale} namespaces={NAMESPACES}>
      {children}
    </PickedMessages>
  );
}
