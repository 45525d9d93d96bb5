'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { GateMemory } from './gate-memory';
import type { SyncState } from './use-gate-sync';
import { gateStamp, gateTime, useVerdictHeadline } from './verdict-screen';
import { Button } from '@/components/ui/button';
import type { GateScanAnswer } from '@/lib/tickets/gate-scan';

/** The sync button, how fresh the keys are, and what the last syncs said about queued scans. */
export function GateSyncPanel({
  online,
  memory,
  syncState,
  synced,
  onSync,
  typeNames,
}: {
  online: boolean;
  memory: GateMemory | null;
  syncState: SyncState;
  synced: GateScanAnswer[];
  onSync: () => void;
  typeNames: Record<string, string>;
}) {
  const t = useTranslations('AdminCheckIn');
  const headingId = `${useId()}-synced`;
  const queued = memory?.queue.length ?? 0;
  return (
    <>
      <div className="flex flex-col gap-2">
        <Button
          variant="secondary"
          size="lg"
          disabled={!online || queued === 0 || syncState === 'syncing'}
          onClick={onSync}
        >
          {syncState === 'syncing' ? t('syncing') : t('syncNow')}
        </Button>
        {syncState === 'failed' ? <p role="alert">{t('syncFailed')}</p> : null}
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {memory?.trust
            ? t('trustAt', { time: gateStamp(memory.trust.fetchedAt) })
            : t('trustMissing')}
        </p>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {memory?.day
            ? t('dayListAt', {
                count: memory.day.tickets.length,
                time: gateStamp(memory.day.fetchedAt),
              })
            : t('dayListMissing')}
        </p>
      </div>

      {synced.length > 0 ? (
        <section aria-labelledby={headingId}>
          <h2 id={headingId} className="mb-2 text-xl font-bold">
            {t('syncResults')}
          </h2>
          <p role="status" className="mb-2">
            {t('syncDone', { count: synced.length })}
          </p>
          <ul className="flex flex-col gap-2">
            {synced.map((answer) => (
              <li
                key={answer.scanId}
                className="rounded-lg border border-slate-300 p-3 dark:border-slate-600"
              >
                <SyncedLine answer={answer} typeNames={typeNames} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

function SyncedLine({
  answer,
  typeNames,
}: {
  answer: GateScanAnswer;
  typeNames: Record<string, string>;
}) {
  const t = useTranslations('AdminCheckIn');
  const headline = useVerdictHeadline();
  const tone =
    answer.status === 'valid'
      ? 'text-green-800 dark:text-green-300'
      : answer.status === 'wrong-day'
        ? ''
        : 'text-red-800 dark:text-red-300';
  return (
    <>
      <span className={`font-semibold ${tone}`}>
        {answer.status === 'already-used'
          ? t('usedElsewhere', { time: gateTime(answer.usedAt), gate: answer.gate ?? '—' })
          : headline(answer)}
      </span>
      {'code' in answer ? (
        <>
          {' '}
          <span className="font-mono">{answer.code}</span> ·{' '}
          {typeNames[answer.ticketType] ?? answer.ticketType}
          {answer.firstName ? ` · ${answer.firstName}` : ''}
        </>
      ) : null}
    </>
  );
}
