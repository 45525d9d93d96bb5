'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, type ReactNode } from 'react';
import { gateToday, readGateMemory, updateGateMemory } from './gate-memory';
import { RouteGuard } from '@/components/auth/route-guard';
import type { Locale } from '@/i18n/routing';
import { TrpcQueryProvider, useTRPC } from '@/lib/trpc/react';

function OperatorGate({ children }: { children: ReactNode }) {
  const t = useTranslations('Admin');
  const trpc = useTRPC();
  // `always`: offline the call fails at once, and the operator this phone last saw stands in.
  const me = useQuery(trpc.admin.me.queryOptions(undefined, { networkMode: 'always', retry: 1 }));

  useEffect(() => {
    const operator = me.data;
    if (operator) updateGateMemory((memory) => ({ ...memory, operator }), gateToday());
  }, [me.data]);

  const code = me.error?.data?.code;
  const refused = code === 'FORBIDDEN' || code === 'UNAUTHORIZED';
  // Errors happen in the browser only, so reading localStorage here never runs on the server.
  const operator = me.data ?? (me.isError && !refused ? readGateMemory().operator : null);
  if (operator && operator.role !== 'customer') {
    return (
      <>
        <p className="mb-4 text-sm text-slate-700 dark:text-slate-300">
          {t('signedInAs', { role: t(`roles.${operator.role}`), email: operator.email })}
        </p>
        {children}
      </>
    );
  }
  if (me.isPending) {
    return (
      <p role="status" className="text-slate-700 dark:text-slate-300">
        {t('loading')}
      </p>
    );
  }
  return (
    <div role="alert" className="rounded border border-red-300 p-4 text-red-800 dark:text-red-300">
      <p>{refused || me.data ? t('forbidden') : t('loadError')}</p>
      {refused || me.data ? null : (
        <button type="button" className="mt-2 underline" onClick={() => void me.refetch()}>
          {t('retry')}
        </button>
      )}
    </div>
  );
}

/**
 * The check-in page's client area: like ConsoleArea (signed-in operators only), but it keeps
 * working offline at the gate with the operator this phone last saw; every scan is checked on the
 * server again when it syncs.
 */
export function CheckInArea({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <TrpcQueryProvider>
      <RouteGuard guards={['global', 'auth']} locale={locale}>
        <OperatorGate>{children}</OperatorGate>
      </RouteGuard>
    </TrpcQueryProvider>
  );
}
