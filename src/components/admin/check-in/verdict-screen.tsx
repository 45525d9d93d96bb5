'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import type { GateVerdict } from './local-check';
import { TIME_ZONE } from '@/config';

export type ServerState =
  | { kind: 'checking' }
  | { kind: 'queued' }
  | { kind: 'local-only' }
  | { kind: 'answer'; verdict: GateVerdict }
  | { kind: 'error'; message: string };

export interface ShownScan {
  local: GateVerdict;
  server: ServerState;
}

const timeFormat = new Intl.DateTimeFormat('vi-VN', {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  day: '2-digit',
  month: '2-digit',
});

/** A check-in instant as the gate reads it: Vietnam time. */
export function gateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : timeFormat.format(date);
}

const COLOURS: Record<GateVerdict['status'], string> = {
  valid: 'bg-green-800 text-white',
  'already-used': 'bg-red-800 text-white',
  revoked: 'bg-red-800 text-white',
  forged: 'bg-red-800 text-white',
  unknown: 'bg-red-800 text-white',
  'wrong-day': 'bg-amber-300 text-black',
  unverified: 'bg-amber-300 text-black',
};

const HEADLINES = {
  valid: 'valid',
  'already-used': 'alreadyUsed',
  'wrong-day': 'wrongDay',
  revoked: 'revoked',
  forged: 'forged',
  unknown: 'unknown',
  unverified: 'unverified',
} as const;

/** The verdict's lines under the headline: type and people, holder, or when and where it was used. */
export function VerdictDetails({
  verdict,
  typeNames,
}: {
  verdict: GateVerdict;
  typeNames: Record<string, string>;
}) {
  const t = useTranslations('AdminCheckIn');
  if (verdict.status === 'valid') {
    return (
      <>
        <p>
          {t('ticketLine', {
            type: typeNames[verdict.ticketType] ?? verdict.ticketType,
            quantity: verdict.quantity,
          })}
        </p>
        {verdict.holderName ? <p>{t('holder', { name: verdict.holderName })}</p> : null}
        <p className="font-mono">{verdict.code}</p>
      </>
    );
  }
  if (verdict.status === 'already-used') {
    return (
      <>
        <p>{t('usedAt', { time: gateTime(verdict.usedAt), gate: verdict.gate ?? '—' })}</p>
        <p className="font-mono">{verdict.code}</p>
      </>
    );
  }
  return null;
}

/** The whole screen in the verdict's colour, with text, until the operator moves on. */
export function VerdictScreen({
  shown,
  typeNames,
  onClose,
}: {
  shown: ShownScan;
  typeNames: Record<string, string>;
  onClose: () => void;
}) {
  const t = useTranslations('AdminCheckIn');
  const verdict = shown.server.kind === 'answer' ? shown.server.verdict : shown.local;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  const source =
    shown.server.kind === 'checking'
      ? t('serverChecking')
      : shown.server.kind === 'queued'
        ? t('queued')
        : shown.server.kind === 'answer'
          ? t('serverSays')
          : shown.server.kind === 'error'
            ? t('serverError', { message: shown.server.message })
            : t('checkedLocally');

  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby="gate-verdict"
      data-verdict={verdict.status}
      className={`fixed inset-0 z-50 flex flex-col items-center justify-center gap-3 overflow-y-auto p-6 text-center text-xl ${COLOURS[verdict.status]}`}
    >
      <div aria-live="assertive" className="flex flex-col items-center gap-3">
        <h2 id="gate-verdict" className="text-4xl font-bold sm:text-5xl">
          {t(HEADLINES[verdict.status])}
        </h2>
        <VerdictDetails verdict={verdict} typeNames={typeNames} />
        <p className="text-base">{source}</p>
      </div>
      <button
        type="button"
        autoFocus
        onClick={onClose}
        className="mt-6 min-h-14 rounded-lg bg-white px-8 py-3 text-xl font-semibold text-slate-900 focus-visible:outline-4 focus-visible:outline-offset-4 focus-visible:outline-black"
      >
        {t('next')}
      </button>
    </div>
  );
}
