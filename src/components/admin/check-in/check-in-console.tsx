'use client';

import { TRPCClientError } from '@trpc/client';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import {
  gateMemorySnapshot,
  gateToday,
  readGateMemory,
  subscribeGateMemory,
  updateGateMemory,
  type GateMemory,
  type GateTrust,
} from './gate-memory';
import { checkLocally, type GateVerdict } from './local-check';
import { keepGateConsoleOffline } from './offline-copy';
import { qrDetector, readQr } from './qr-reader';
import { gateTime, VerdictScreen, type ShownScan } from './verdict-screen';
import { playVerdictSound, unlockVerdictSound } from './verdict-sound';
import { GATE_SYNC_MAX, type GateScanAnswer, type GateScanInput } from '@/lib/tickets/gate-scan';
import { useTRPCClient } from '@/lib/trpc/react';

const CAMERA_INTERVAL_MS = 300;

function subscribeOnline(callback: () => void): () => void {
  window.addEventListener('online', callback);
  window.addEventListener('offline', callback);
  return () => {
    window.removeEventListener('online', callback);
    window.removeEventListener('offline', callback);
  };
}

/** A failure to reach the server at all (offline, dropped), as opposed to a server's answer. */
function unreachable(error: unknown): boolean {
  return !(error instanceof TRPCClientError) || !error.data;
}

async function fetchTrust(): Promise<GateTrust> {
  const [keys, revoked] = await Promise.all([
    fetch('/api/tickets/public-key', { cache: 'no-store' }),
    fetch('/api/tickets/revoked', { cache: 'no-store' }),
  ]);
  if (!keys.ok || !revoked.ok) throw new Error(`trust fetch ${keys.status}/${revoked.status}`);
  const keySet = (await keys.json()) as { keys: GateTrust['keys'] };
  const list = (await revoked.json()) as { codes: string[] };
  return { keys: keySet.keys, revoked: list.codes, fetchedAt: new Date().toISOString() };
}

/** The gate: gate name, camera or image, the verdict full-screen, and the offline queue. */
export function CheckInConsole({ typeNames }: { typeNames: Record<string, string> }) {
  const t = useTranslations('AdminCheckIn');
  const client = useTRPCClient();
  const ids = useId();
  const online = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
  const memory = useSyncExternalStore<GateMemory | null>(
    subscribeGateMemory,
    gateMemorySnapshot,
    () => null,
  );
  const [shown, setShown] = useState<ShownScan | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [syncState, setSyncState] = useState<'idle' | 'syncing' | 'failed'>('idle');
  const [synced, setSynced] = useState<GateScanAnswer[]>([]);
  const [camera, setCamera] = useState<MediaStream | null>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const busy = useRef(false);
  const syncing = useRef(false);
  const fileRef = useRef<HTMLInputElement>(null);

  const update = useCallback((change: (memory: GateMemory) => GateMemory) => {
    updateGateMemory(change, gateToday());
  }, []);

  const sync = useCallback(async () => {
    if (syncing.current || !navigator.onLine) return;
    syncing.current = true;
    try {
      let queue = readGateMemory().queue;
      while (queue.length > 0) {
        setSyncState('syncing');
        const batch = queue.slice(0, GATE_SYNC_MAX);
        const answers = await client.admin.checkIn.sync.mutate({ scans: batch });
        const done = new Set(answers.map((answer) => answer.scanId));
        update((m) => ({ ...m, queue: m.queue.filter((scan) => !done.has(scan.scanId)) }));
        setSynced((previous) => [...answers, ...previous].slice(0, 50));
        queue = readGateMemory().queue;
      }
      setSyncState('idle');
    } catch (error) {
      console.error('[check-in] sync failed, the queue stays', error);
      setSyncState('failed');
    } finally {
      syncing.current = false;
    }
  }, [client, update]);

  const refreshTrust = useCallback(async () => {
    if (!navigator.onLine) return;
    try {
      const trust = await fetchTrust();
      update((m) => ({ ...m, trust }));
    } catch (error) {
      console.error('[check-in] could not refresh the key and revocation list', error);
    }
  }, [update]);

  useEffect(() => {
    // Load the decoder while online, then have the service worker keep the page, its scripts
    // and the decoder's wasm for offline scans.
    qrDetector()
      .then(keepGateConsoleOffline)
      .catch((error: unknown) => console.error('[check-in] offline copy incomplete', error));
    void refreshTrust().then(sync);
    const onOnline = () => void refreshTrust().then(sync);
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [refreshTrust, sync]);

  const handleToken = useCallback(
    async (token: string) => {
      const current = readGateMemory();
      const gate = current.gate.trim();
      if (!gate) {
        setNotice(t('gateRequired'));
        return;
      }
      setNotice(null);
      const today = gateToday();
      const scan: GateScanInput = {
        token,
        gate,
        scanId: crypto.randomUUID(),
        scannedAt: new Date().toISOString(),
      };
      const local = await checkLocally(token, current, today);
      if (local.status === 'valid') {
        update((m) => ({
          ...m,
          seen: {
            ...m.seen,
            [local.code]: { at: scan.scannedAt, gate, visitDate: local.visitDate },
          },
        }));
      }
      playVerdictSound(local.status === 'valid');
      const queueable = local.status === 'valid' || local.status === 'unverified';
      const queue = () => update((m) => ({ ...m, queue: [...m.queue, scan] }));
      if (!navigator.onLine) {
        if (queueable) queue();
        setShown({ local, server: { kind: queueable ? 'queued' : 'local-only' } });
        return;
      }
      setShown({ local, server: { kind: 'checking' } });
      try {
        const answer = await client.admin.checkIn.scan.mutate(scan);
        const verdict: GateVerdict = answer;
        if (verdict.status !== local.status) playVerdictSound(verdict.status === 'valid');
        if (verdict.status === 'valid') {
          update((m) => ({
            ...m,
            seen: {
              ...m.seen,
              [verdict.code]: { at: scan.scannedAt, gate, visitDate: verdict.visitDate },
            },
          }));
        }
        setShown({ local, server: { kind: 'answer', verdict } });
        void sync();
      } catch (error) {
        if (unreachable(error)) {
          if (queueable) queue();
          setShown({ local, server: { kind: queueable ? 'queued' : 'local-only' } });
        } else {
          setShown({
            local,
            server: {
              kind: 'error',
              message: error instanceof Error ? error.message : String(error),
            },
          });
        }
      }
    },
    [client, sync, t, update],
  );

  const stopCamera = useCallback(() => {
    camera?.getTracks().forEach((track) => track.stop());
    setCamera(null);
  }, [camera]);

  useEffect(() => {
    const video = videoRef.current;
    if (!camera || !video) return;
    video.srcObject = camera;
    void video
      .play()
      .catch((error: unknown) => console.error('[check-in] video play failed', error));
    const timer = window.setInterval(() => {
      if (busy.current || video.readyState < 2) return;
      busy.current = true;
      readQr(video)
        .then((token) => (token ? handleToken(token) : undefined))
        .catch((error: unknown) => console.error('[check-in] camera frame unreadable', error))
        .finally(() => {
          busy.current = false;
        });
    }, CAMERA_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [camera, handleToken]);

  useEffect(() => () => camera?.getTracks().forEach((track) => track.stop()), [camera]);

  const startCamera = async () => {
    unlockVerdictSound();
    setNotice(null);
    try {
      setCamera(
        await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' } },
          audio: false,
        }),
      );
    } catch (error) {
      console.error('[check-in] camera refused', error);
      setNotice(t('cameraError'));
    }
  };

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    unlockVerdictSound();
    try {
      const bitmap = await createImageBitmap(file);
      const token = await readQr(bitmap);
      bitmap.close();
      if (token) await handleToken(token);
      else setNotice(t('noQr'));
    } catch (error) {
      console.error('[check-in] image unreadable', error);
      setNotice(t('decoderError'));
    } finally {
      if (fileRef.current) fileRef.current.value = '';
    }
  };

  const queued = memory?.queue.length ?? 0;
  const gateId = `${ids}-gate`;
  const fileId = `${ids}-file`;

  return (
    <div className="flex max-w-xl flex-col gap-5">
      <p
        role="status"
        className={`rounded-lg px-4 py-3 font-semibold ${online ? 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100' : 'bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-100'}`}
      >
        {online ? t('online') : t('offline')}
        <span className="mt-1 block font-normal" data-testid="gate-queue">
          {t('queue', { count: queued })}
        </span>
      </p>

      <div className="flex flex-col gap-1">
        <label htmlFor={gateId} className="font-semibold">
          {t('gateLabel')}
        </label>
        <input
          id={gateId}
          type="text"
          maxLength={40}
          autoComplete="off"
          aria-describedby={`${gateId}-hint`}
          value={memory?.gate ?? ''}
          onChange={(event) => {
            const gate = event.target.value;
            update((m) => ({ ...m, gate }));
          }}
          className="min-h-12 rounded-lg border border-slate-400 px-3 text-lg dark:border-slate-500 dark:bg-slate-900"
        />
        <p id={`${gateId}-hint`} className="text-sm text-slate-700 dark:text-slate-300">
          {t('gateHint')}
        </p>
      </div>

      <div className="flex flex-col gap-3">
        {camera ? (
          <button
            type="button"
            onClick={stopCamera}
            className="min-h-14 rounded-lg border border-slate-400 px-4 text-lg font-semibold"
          >
            {t('stopCamera')}
          </button>
        ) : (
          <button
            type="button"
            onClick={() => void startCamera()}
            className="min-h-14 rounded-lg bg-slate-900 px-4 text-lg font-semibold text-white dark:bg-slate-100 dark:text-slate-900"
          >
            {t('startCamera')}
          </button>
        )}
        {camera ? (
          <video
            ref={videoRef}
            muted
            playsInline
            aria-label={t('cameraLabel')}
            className="aspect-square w-full rounded-lg bg-black object-cover"
          />
        ) : null}
        <label htmlFor={fileId} className="font-semibold">
          {t('fileLabel')}
        </label>
        <input
          id={fileId}
          ref={fileRef}
          type="file"
          accept="image/*"
          onChange={(event) => void onFile(event.target.files?.[0])}
          className="min-h-12 rounded-lg border border-slate-400 p-2 dark:border-slate-500"
        />
        {notice ? (
          <p role="alert" className="font-semibold text-red-800 dark:text-red-300">
            {notice}
          </p>
        ) : null}
      </div>

      <div className="flex flex-col gap-2">
        <button
          type="button"
          disabled={!online || queued === 0 || syncState === 'syncing'}
          onClick={() => void sync()}
          className="min-h-12 rounded-lg border border-slate-400 px-4 font-semibold disabled:opacity-60"
        >
          {syncState === 'syncing' ? t('syncing') : t('syncNow')}
        </button>
        {syncState === 'failed' ? <p role="alert">{t('syncFailed')}</p> : null}
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {memory?.trust
            ? t('trustAt', { time: gateTime(memory.trust.fetchedAt) })
            : t('trustMissing')}
        </p>
      </div>

      {synced.length > 0 ? (
        <section aria-labelledby={`${ids}-synced`}>
          <h2 id={`${ids}-synced`} className="mb-2 text-xl font-bold">
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

      {shown ? (
        <VerdictScreen shown={shown} typeNames={typeNames} onClose={() => setShown(null)} />
      ) : null}
    </div>
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
  switch (answer.status) {
    case 'valid':
      return (
        <>
          <span className="font-semibold text-green-800 dark:text-green-300">{t('valid')}</span>{' '}
          <span className="font-mono">{answer.code}</span> ·{' '}
          {typeNames[answer.ticketType] ?? answer.ticketType}
        </>
      );
    case 'already-used':
      return (
        <>
          <span className="font-semibold text-red-800 dark:text-red-300">
            {t('usedElsewhere', { time: gateTime(answer.usedAt), gate: answer.gate ?? '—' })}
          </span>{' '}
          <span className="font-mono">{answer.code}</span>
        </>
      );
    case 'wrong-day':
      return <span className="font-semibold">{t('wrongDay')}</span>;
    default:
      return (
        <span className="font-semibold text-red-800 dark:text-red-300">{t(answer.status)}</span>
      );
  }
}
