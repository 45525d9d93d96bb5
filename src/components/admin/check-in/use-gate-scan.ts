'use client';

import { TRPCClientError } from '@trpc/client';
import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { gateToday, readGateMemory } from './gate-memory';
import { checkLocally, type GateVerdict } from './local-check';
import { updateGate } from './use-gate-sync';
import type { ShownScan } from './verdict-screen';
import { playVerdictSound } from './verdict-sound';
import type { GateScanInput } from '@/lib/tickets/gate-scan';
import { useTRPCClient } from '@/lib/trpc/react';

/** A failure to reach the server at all (offline, dropped), as opposed to a server's answer. */
function unreachable(error: unknown): boolean {
  return !(error instanceof TRPCClientError) || !error.data;
}

/** Remembers a ticket let in at this gate, so a second scan offline says "already used". */
function rememberSeen(code: string, at: string, gate: string, visitDate: string) {
  updateGate((m) => ({ ...m, seen: { ...m.seen, [code]: { at, gate, visitDate } } }));
}

/**
 * A scanned token's verdict: checked on the phone at once (signature, revocations, tickets seen
 * here), then by the server when online; queued for the sync when the server cannot be reached.
 * `shown` is the verdict on screen; `notice` a problem with the gate itself (no gate name).
 */
export function useGateScan(sync: () => Promise<void>) {
  const t = useTranslations('AdminCheckIn');
  const client = useTRPCClient();
  const [shown, setShown] = useState<ShownScan | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

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
      if (local.status === 'valid') rememberSeen(local.code, scan.scannedAt, gate, local.visitDate);
      playVerdictSound(local.status === 'valid');
      const queueable = local.status === 'valid' || local.status === 'unverified';
      const queue = () => updateGate((m) => ({ ...m, queue: [...m.queue, scan] }));
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
          rememberSeen(verdict.code, scan.scannedAt, gate, verdict.visitDate);
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
    [client, sync, t],
  );

  const closeShown = useCallback(() => setShown(null), []);

  return {
    shown,
    closeShown,
    notice,
    setNotice,
    handleToken,
  };
}
