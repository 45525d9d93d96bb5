'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState, useSyncExternalStore } from 'react';
import { FormAlert, submitClass } from '@/components/auth/form-field';
import { getSessionTracker } from '@/lib/session/browser-tracker';
import type { TrackerSnapshot } from '@/lib/session/tracker';
import { useTRPC } from '@/lib/trpc/react';
import { TIME_ZONE } from '@/config';

const NO_TRACKER: TrackerSnapshot = {
  status: 'idle',
  sessionId: null,
  resumed: false,
  pageViews: 0,
  error: null,
};

function subscribe(listener: () => void) {
  return getSessionTracker().subscribe(listener);
}

/**
 * The visitor's own session as the server holds it (userSession.getSession), refreshed after each
 * change the tracker reports, with buttons to end it and to start a new one.
 */
export function SessionPanel() {
  const t = useTranslations('SessionPage');
  const locale = useLocale();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const tracker = useSyncExternalStore(
    subscribe,
    () => getSessionTracker().snapshot(),
    () => NO_TRACKER,
  );
  const [busy, setBusy] = useState(false);
  const sessionId = tracker.sessionId;

  const server = useQuery({
    ...trpc.userSession.getSession.queryOptions({ sessionId: sessionId ?? '' }),
    enabled: sessionId !== null && tracker.status !== 'starting',
    staleTime: 0,
  });

  async function run(action: 'end' | 'restart') {
    setBusy(true);
    try {
      if (action === 'end') await getSessionTracker().end();
      else await getSessionTracker().restart();
      await queryClient.invalidateQueries({ queryKey: trpc.userSession.getSession.pathKey() });
    } finally {
      setBusy(false);
    }
  }

  const data = server.data;
  const active = data?.isActive ?? tracker.status === 'active';
  const dateFormat = new Intl.DateTimeFormat(locale === 'vi' ? 'vi-VN' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone: TIME_ZONE,
  });

  return (
    <div className="flex flex-col gap-4" aria-live="polite">
      <FormAlert message={tracker.error} />
      {tracker.status === 'ended' ? <p>{t('ended')}</p> : null}
      {!data && tracker.status !== 'ended' ? <p>{t('none')}</p> : null}
      {sessionId && data ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2" data-testid="session-details">
          <dt className="font-medium">{t('sessionId')}</dt>
          <dd data-testid="session-id" className="font-mono break-all">
            {sessionId}
          </dd>
          <dt className="font-medium">{t('startTime')}</dt>
          <dd>
            <time dateTime={data.startTime}>{dateFormat.format(new Date(data.startTime))}</time>
          </dd>
          <dt className="font-medium">{t('pageViews')}</dt>
          <dd data-testid="session-page-views">{data.pageViews}</dd>
          <dt className="font-medium">{t('status')}</dt>
          <dd data-testid="session-status">{active ? t('active') : t('inactive')}</dd>
          <dt className="font-medium">{t('country')}</dt>
          <dd>{data.country && data.country !== 'XX' ? data.country : t('unknown')}</dd>
        </dl>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          disabled={busy || !sessionId}
          onClick={() => void run('end')}
          className="rounded-lg border border-slate-300 px-4 py-2 font-medium hover:bg-slate-100 disabled:opacity-60 dark:border-slate-600 dark:hover:bg-slate-800"
        >
          {t('end')}
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() => void run('restart')}
          className={submitClass}
        >
          {t('restart')}
        </button>
        <button
          type="button"
          disabled={!sessionId}
          onClick={() => void server.refetch()}
          className="nav-link border border-slate-300 dark:border-slate-600"
        >
          {t('refresh')}
        </button>
      </div>
    </div>
  );
}
