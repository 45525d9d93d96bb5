'use client';

import { useTranslations } from 'next-intl';
import { useRefusalMessage } from '@/components/ui/use-refusal-message';
import { useCallback, useState } from 'react';
import { gateToday, readGateMemory } from './gate-memory';
import { messageOf, queueScans, rememberSeen, unreachable } from './gate-queue';
import { checkTokenLocally } from './local-check';
import type { ShownScan } from './verdict-screen';
import { playVerdictSound } from './verdict-sound';
import type { GateScanInput } from '@/lib/tickets/gate-scan';
import { useTRPCClient } from '@/lib/trpc/react';

/**
 * A scanned token's verdict: checked on the phone at once (signature, revocations, tickets seen
 * here), then by the server when online; queued for the sync when the server cannot be reached.
 * `shown` is the verdict on screen; `notice` a problem with the gate itself (no gate name).
 */
export function useGateScan(sync: () => Promise<void>) {
  const t = useTranslations('AdminCheckIn');
  // A refusal in the operator's language; other failures keep their own message.
  const refusalMessage = useRefusalMessage();
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
      const local = await checkTokenLocally(token, current, today);
      if (local.status === 'valid') rememberSeen(local.code, scan.scannedAt, gate, local.visitDate);
      playVerdictSound(local.status === 'valid');
      const queueable = local.status === 'valid' || local.status === 'unverified';
      const queue = () => queueScans([scan]);
      if (!navigator.onLine) {
        if (queueable) queue();
        setShown({ local, server: { kind: queueable ? 'queued' : 'local-only' } });
        return;
      }
      setShown({ local, server: { kind: 'checking' } });
      try {
        const verdict = await client.admin.checkIn.scan.mutate(scan);
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
            server: { kind: 'error', message: refusalMessage(error, messageOf(error)) },
          });
        }
      }
    },
    [client, refusalMessage, sync, t],
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
