'use client';

import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import {
  gateMemorySnapshot,
  gateToday,
  readGateMemory,
  subscribeGateMemory,
  updateGateMemory,
  type GateMemory,
  type GateTrust,
} from './gate-memory';
import { keepGateConsoleOffline } from './offline-copy';
import { qrDetector } from './qr-reader';
import { GATE_SYNC_MAX, type GateScanAnswer } from '@/lib/tickets/gate-scan';
import { useTRPCClient } from '@/lib/trpc/react';

export type SyncState = 'idle' | 'syncing' | 'failed';

/** How often an online phone fetches the keys, the revocation list and the day's tickets again. */
const GATE_REFRESH_MS = 5 * 60_000;

function subscribeOnline(callback: () => void): () => void {
  window.addEventListener('online', callback);
  window.addEventListener('offline', callback);
  return () => {
    window.removeEventListener('online', callback);
    window.removeEventListener('offline', callback);
  };
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

/** Changes the phone's gate memory (gate name, trust, seen tickets, queue) for today. */
export function updateGate(change: (memory: GateMemory) => GateMemory): void {
  updateGateMemory(change, gateToday());
}

/**
 * The gate's link to the server: whether the phone is online, what it remembers, and the sync
 * that sends the offline queue in batches. On start and on every return online it refreshes the
 * keys, the revocation list and the day's tickets, then syncs; it also has the page kept for
 * offline use.
 */
export function useGateSync() {
  const client = useTRPCClient();
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
  const [syncState, setSyncState] = useState<SyncState>('idle');
  const [synced, setSynced] = useState<GateScanAnswer[]>([]);
  const syncing = useRef(false);

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
        updateGate((m) => ({ ...m, queue: m.queue.filter((scan) => !done.has(scan.scanId)) }));
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
  }, [client]);

  useEffect(() => {
    const refreshTrust = async () => {
      if (!navigator.onLine) return;
      const [trust, day] = await Promise.allSettled([
        fetchTrust(),
        client.admin.checkIn.day.query(),
      ]);
      if (trust.status === 'fulfilled') updateGate((m) => ({ ...m, trust: trust.value }));
      else console.error('[check-in] could not refresh the key and revocation list', trust.reason);
      if (day.status === 'fulfilled') updateGate((m) => ({ ...m, day: day.value }));
      else console.error("[check-in] could not refresh the day's tickets", day.reason);
    };
    // Load the decoder while online, then have the service worker keep the page, its scripts
    // and the decoder's wasm for offline scans.
    qrDetector()
      .then(keepGateConsoleOffline)
      .catch((error: unknown) => console.error('[check-in] offline copy incomplete', error));
    void refreshTrust().then(sync);
    const onOnline = () => void refreshTrust().then(sync);
    window.addEventListener('online', onOnline);
    // Refunds and exchanges happen during the day: the list a phone answers offline stays recent.
    const timer = window.setInterval(() => void refreshTrust(), GATE_REFRESH_MS);
    return () => {
      window.removeEventListener('online', onOnline);
      window.clearInterval(timer);
    };
  }, [client, sync]);

  return { online, memory, syncState, synced, sync };
}
