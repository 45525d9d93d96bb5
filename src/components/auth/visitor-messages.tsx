import type { ReactNode } from 'react';
import { PickedMessages } from '@/components/ui/picked-messages';
import type { Locale } from '@/i18n/routing';

/** The message namespaces the per-visitor client areas use; public pages never ship them. */
const NAMESPACES = [
  'Errors',
  'Refusals',
  'Loading',
  'Toast',
  'Validation',
  'Auth',
  'Account',
  'SessionPage',
] as const;

export function VisitorMessages({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <PickedMessages locale={locale} namespaces={NAMESPACES}>
      {children}
    </PickedMessages>
  );
}
