'use client';

import { useTranslations } from 'next-intl';
import { useRefusalMessage } from '@/components/ui/use-refusal-message';
import { useCallback, useState } from 'react';
import { gateToday, readGateMemory } from './gate-memory';
import { messageOf, queueScans, rememberSeen, unreachable } from './gate-queue';
import { checkCodeLocally, type ShownVerdict } from './local-check';
import type { ServerState } from './verdict-screen';
import { playVerdictSound } from './verdict-sound';
import {
  normalizeGateCode,
  type GateScanAnswer,
  type GateScanInput,
  type GateTicketFacts,
} from '@/lib/tickets/gate-scan';
import { useTRPCClient } from '@/lib/trpc/react';

/** What the admission of a group said: per ticket, or that the phone queued them all. */
export type Admission =
  | { kind: 'admitting' }
  | { kind: 'answers'; answers: GateScanAnswer[] }
  | { kind: 'queued'; codes: string[] }
  | { kind: 'error'; message: string };

export interface ShownLookup {
  verdict: ShownVerdict;
  /** The order's tickets that may come in today, the typed one first. */
  group: GateTicketFacts[];
  source: ServerState;
  admission: Admission | null;
}

/**
 * A typed code (the camera cannot read a cracked screen): asked of the server when online, else
 * answered from the day's list on the phone, with the order's other tickets for today. Admitting
 * the ticked ones sends one scan per ticket by code, together, or queues them when offline; each
 * ticket still comes in once, whichever phone gets there first.
 */
export function useGateLookup(sync: () => Promise<void>) {
  const t = useTranslations('AdminCheckIn');
  // A refusal in the operator's language; other failures keep their own message.
  const refusalMessage = useRefusalMessage();
  const client = useTRPCClient();
  const [shown, setShown] = useState<ShownLookup | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const lookup = useCallback(
    async (text: string) => {
      const code = normalizeGateCode(text);
      if (code === null) {
        setNotice(t('codeInvalid'));
        return;
      }
      setNotice(null);
      const local = checkCodeLocally(code, readGateMemory(), gateToday());
      const answerLocally = () => {
        playVerdictSound(local.verdict.status === 'valid');
        setShown({ ...local, source: { kind: 'local-only' }, admission: null });
      };
      if (!navigator.onLine) return answerLocally();
      try {
        const { group, ...verdict } = await client.admin.checkIn.lookup.query({ code });
        playVerdictSound(verdict.status === 'valid');
        setShown({ verdict, group, source: { kind: 'answer', verdict }, admission: null });
      } catch (error) {
        if (unreachable(error)) return answerLocally();
        setNotice(t('serverError', { message: refusalMessage(error, messageOf(error)) }));
      }
    },
    [client, refusalMessage, t],
  );

  const admit = useCallback(
    async (chosen: readonly GateTicketFacts[]) => {
      const gate = readGateMemory().gate.trim();
      if (!gate) {
        setNotice(t('gateRequired'));
        setShown(null);
        return;
      }
      const scannedAt = new Date().toISOString();
      const scans: GateScanInput[] = chosen.map((ticket) => ({
        code: ticket.code,
        gate,
        scanId: crypto.randomUUID(),
        scannedAt,
      }));
      const show = (admission: Admission) =>
        setShown((current) => (current ? { ...current, admission } : current));
      const queue = () => {
        queueScans(scans);
        for (const ticket of chosen) rememberSeen(ticket.code, scannedAt, gate, ticket.visitDate);
        playVerdictSound(true);
        show({ kind: 'queued', codes: chosen.map((ticket) => ticket.code) });
      };
      if (!navigator.onLine) return queue();
      show({ kind: 'admitting' });
      try {
        const answers = await client.admin.checkIn.sync.mutate({ scans });
        for (const answer of answers) {
          if (answer.status === 'valid')
            rememberSeen(answer.code, scannedAt, gate, answer.visitDate);
        }
        playVerdictSound(answers.every((answer) => answer.status === 'valid'));
        show({ kind: 'answers', answers });
        void sync();
      } catch (error) {
        if (unreachable(error)) return queue();
        show({ kind: 'error', message: refusalMessage(error, messageOf(error)) });
      }
    },
    [client, refusalMessage, sync, t],
  );

  const closeShown = useCallback(() => setShown(null), []);

  return { shown, closeShown, notice, lookup, admit };
}
