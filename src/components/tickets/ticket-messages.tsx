import type { ReactNode } from 'react';
import { PickedMessages } from '@/components/ui/picked-messages';
import type { Locale } from '@/i18n/routing';

/** The namespaces the ticket leaves use; nothing else ships to the browser. */
const NAMESPACES = [
  'Tickets',
  'Validation',
  'Orders',
  'Checkout',
  'Cart',
  'Vouchers',
  'Refusals',
] as const;

/**
 * `namespaces` narrows the set for a page whose leaves need fewer (the booking page's calendar and
 * pickers read `Tickets` alone): every namespace is written into the page's HTML payload.
 */
export function TicketMessages({
  locale,
  namespaces = NAMESPACES,
  children,
}: {
  locale: Locale;
  namespaces?: readonly (typeof NAMESPACES)[number][];
  children: ReactNode;
}) {
  return (
    <PickedMessages locale={locale} namespaces={namespaces}>
      {children}
    </PickedMessages>
  );
}
