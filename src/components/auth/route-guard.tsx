'use client';

import { hardReplace } from '@/lib/navigation/hard-replace';
import { useTranslations } from 'next-intl';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { ErrorView } from '@/components/layout/error-view';
import type { Locale } from '@/i18n/routing';
import { subscribeAccessToken } from '@/lib/auth/token';
import { runGuards } from '@/lib/auth/guards';

export interface RouteGuardProps {
  /** Guard names in the order they run, e.g. ['global', 'auth']. */
  guards: readonly string[];
  locale: Locale;
  children: ReactNode;
}

/** The guards' verdict as a string, so React can compare snapshots: pass, redirect or error. */
function verdict(names: string, locale: Locale): string {
  try {
    const outcome = runGuards(names.split(','), { locale, storage: window.localStorage });
    return outcome ? `redirect:${outcome.redirectTo}` : 'pass';
  } catch (error) {
    return `error:${error instanceof Error ? error.message : String(error)}`;
  }
}

/**
 * Runs the page's route guards in the browser, after hydration and again whenever the stored
 * token changes (tokens live in browser storage, so the server's HTML never depends on them).
 * A redirect replaces the page; a guard error, such as an unknown guard, shows as a 404
 * "Page Not Found" (spec §2).
 */
export function RouteGuard({ guards, locale, children }: RouteGuardProps) {
  const t = useTranslations('Errors');
  const names = guards.join(',');
  const state = useSyncExternalStore(
    subscribeAccessToken,
    () => verdict(names, locale),
    () => 'pending',
  );

  useEffect(() => {
    if (state.startsWith('redirect:')) hardReplace(state.slice('redirect:'.length));
    if (state.startsWith('error:')) console.error('[guards] route guard failed:', state.slice(6));
  }, [state]);

  if (state.startsWith('error:')) {
    return (
      <ErrorView
        statusCode={404}
        statusMessage={t('notFoundStatus')}
        message={state.slice('error:'.length)}
      />
    );
  }
  if (state.startsWith('redirect:')) return null;
  return <>{children}</>;
}
