'use client';

import { useTranslations } from 'next-intl';
import { CodeLookupForm, LookupScreen } from './code-lookup';
import { GateNameField, GateReaders } from './gate-inputs';
import { GateSyncPanel } from './gate-sync-panel';
import { useGateLookup } from './use-gate-lookup';
import { useGateScan } from './use-gate-scan';
import { useGateSync } from './use-gate-sync';
import { VerdictScreen } from './verdict-screen';

/**
 * The gate: gate name, camera or image, a typed code (with its order's group), the verdict
 * full-screen, and the offline queue.
 */
export function CheckInConsole({ typeNames }: { typeNames: Record<string, string> }) {
  const t = useTranslations('AdminCheckIn');
  const { online, memory, syncState, synced, sync } = useGateSync();
  const scan = useGateScan(sync);
  const typed = useGateLookup(sync);

  return (
    <div className="flex max-w-xl flex-col gap-5">
      <p
        role="status"
        className={`rounded-lg px-4 py-3 font-semibold ${online ? 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100' : 'bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-100'}`}
      >
        {online ? t('online') : t('offline')}
        <span className="mt-1 block font-normal" data-testid="gate-queue">
          {t('queue', { count: memory?.queue.length ?? 0 })}
        </span>
      </p>
      <GateNameField gate={memory?.gate ?? ''} />
      <GateReaders onToken={scan.handleToken} notice={scan.notice} onNotice={scan.setNotice} />
      <CodeLookupForm onLookup={typed.lookup} notice={typed.notice} />
      <GateSyncPanel
        online={online}
        memory={memory}
        syncState={syncState}
        synced={synced}
        onSync={() => void sync()}
        typeNames={typeNames}
      />
      {scan.shown ? (
        <VerdictScreen shown={scan.shown} typeNames={typeNames} onClose={scan.closeShown} />
      ) : null}
      {typed.shown ? (
        <LookupScreen
          shown={typed.shown}
          typeNames={typeNames}
          onAdmit={(chosen) => void typed.admit(chosen)}
          onClose={typed.closeShown}
        />
      ) : null}
    </div>
  );
}
