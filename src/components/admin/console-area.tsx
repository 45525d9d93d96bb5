'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { createContext, useContext, type ReactNode } from 'react';
import { RouteGuard } from '@/components/auth/route-guard';
import type { Locale } from '@/i18n/routing';
import type { RouterOutputs } from '@/lib/trpc/contract';
import { TrpcQueryProvider, useTRPC } from '@/lib/trpc/react';

/** The signed-in operator, as admin.me answers. */
export type Operator = RouterOutputs['admin']['me'];

const OperatorContext = createContext<Operator | null>(null);

/** The signed-in operator, inside a ConsoleArea. */
export function useOperator(): Operator {
  const operator = useContext(OperatorContext);
  if (!operator) throw new Error('useOperator() outside a ConsoleArea');
  return operator;
}

function OperatorGate({ children }: { children: ReactNode }) {
  const t = useTranslations('Admin');
  const trpc = useTRPC();
  const me = useQuery(trpc.admin.me.queryOptions());
  if (me.isPending) {
    return (
      <p role="status" className="text-slate-700 dark:text-slate-300">
        {t('loading')}
      </p>
    );
  }
  if (me.isError) {
    const code = me.error.data?.code;
    return (
      <div
        role="alert"
        className="rounded border border-red-300 p-4 text-red-800 dark:text-red-300"
      >
        <p>{code === 'FORBIDDEN' || code === 'UNAUTHORIZED' ? t('forbidden') : t('loadError')}</p>
        {code === 'FORBIDDEN' || code === 'UNAUTHORIZED' ? null : (
          <button type="button" className="mt-2 underline" onClick={() => void me.refetch()}>
            {t('retry')}
          </button>
        )}
      </div>
    );
  }
  return (
    <OperatorContext.Provider value={me.data}>
      <p className="mb-4 text-sm text-slate-700 dark:text-slate-300">
        {t('signedInAs', { role: t(`roles.${me.data.role}`), email: me.data.email })}
      </p>
      {children}
    </OperatorContext.Provider>
  );
}

/**
 * A console page's client area: signed-in visitors only (a guest goes to the login page), then
 * the server says who they are (`admin.me`); a customer sees "not allowed" and nothing else.
 * Every procedure checks the role again on the server: this only spares a customer a broken page.
 */
export function ConsoleArea({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <TrpcQueryProvider>
      <RouteGuard guards={['global', 'auth']} locale={locale}>
        <OperatorGate>{children}</OperatorGate>
      </RouteGuard>
    </TrpcQueryProvider>
  );
}
