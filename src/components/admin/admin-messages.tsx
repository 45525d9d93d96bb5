import type { ReactNode } from 'react';
import { PickedMessages } from '@/components/ui/picked-messages';
import type { Locale } from '@/i18n/routing';

/** The namespaces the console's client areas use; public pages never ship them. */
const NAMESPACES = [
  'Admin',
  'AdminCommunity',
  'AdminOrders',
  'AdminCheckIn',
  'AdminRefunds',
  'AdminCapacity',
  'AdminWaitlist',
  'AdminReports',
  'AdminPrivacy',
  'AdminSite',
  'AdminVouchers',
  'AdminReconcile',
  'Invoices',
  'Errors',
  'Refusals',
  'Loading',
  'Toast',
  'Validation',
  'Nav',
] as const;

export function AdminMessages({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <PickedMessages locale={locale} namespaces={NAMESPACES}>
      {children}
    </PickedMessages>
  );
}
