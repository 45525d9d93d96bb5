import type { ReactNode } from 'react';
import { PickedMessages } from '@/components/ui/picked-messages';
import type { Locale } from '@/i18n/routing';

/** The namespaces the ticket leaves use; nothing else ships to the browser. */
const NAMESPACES = ['Tickets', 'Validation', 'Orders', 'Checkout', 'Cart', 'Vouchers'] as const;

export function TicketMessages({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <PickedMessages locale={locale} namespaces={NAMESPACES}>
      {children}
    </PickedMessages>
  );
}
