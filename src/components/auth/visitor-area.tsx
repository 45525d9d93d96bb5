'use client';

import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';
import { TrpcQueryProvider } from '@/lib/trpc/react';
import { RouteGuard } from './route-guard';

export interface VisitorAreaProps {
  guards: readonly string[];
  locale: Locale;
  children: ReactNode;
}

/** A per-visitor page area: its own React Query + tRPC provider, behind the page's route guards. */
export function VisitorArea({ guards, locale, children }: VisitorAreaProps) {
  return (
    <TrpcQueryProvider>
      <RouteGuard guards={guards} locale={locale}>
        {children}
      </RouteGuard>
    </TrpcQueryProvider>
  );
}
