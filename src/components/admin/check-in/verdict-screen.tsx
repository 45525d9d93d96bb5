'use client';

import { vietnamClock } from '@/lib/calendar';
import { useTranslations } from 'next-intl';
import { useEffect, type ReactNode } from 'react';
import type { ShownVerdict } from './local-check';
import { gateDay } from '@/lib/tickets/gate-scan';

export type ServerState =
  | { kind: 'checking' }
  | { kind: 'queued' }
  | { kind: 'local-only' }
  | { kind: 'answer'; verdict: ShownVerdict }
  | { kind: 'error'; message: string };

export interface ShownScan {
  local: ShownVerdict;
  server: ServerState;
}

/** A check-in instant as the gate reads it: `08:12`, Vietnam time. */
export function gateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : vietnamClock(date).time;
}

/** An instant on any day: `08:12 28/11`, Vietnam time. */
export function gateStamp(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const { date: day, time } = vietnamClock(date);
  return `${time} ${gateDay(day)}`;
}

export const VERDICT_COLOURS: Record<ShownVerdict['status'], string> = {
  valid: 'bg-green-800 text-white',
  'already-used': 'bg-red-800 text-white',
  refunded: 'bg-red-800 text-white',
  exchanged: 'bg-red-800 text-white',
  revoked: 'bg-red-800 text-white',
  forged: 'bg-red-800 text-white',
  unknown: 'bg-red-800 text-white',
  'wrong-day': 'bg-amber-300 text-black',
  unverified: 'bg-amber-300 text-black',
  'not-listed': 'bg-amber-300 text-black',
};

/** The verdict in a few words: the screen's headline and a synced scan's line. */
export function useVerdictHeadline(): (verdict: ShownVerdict) => string {
  const t = useTranslations('AdminCheckIn');
  return (verdict) => {
    switch (verdict.status) {
      case 'valid':
        return t('valid');
      case 'already-used':
        return t('alreadyUsed');
      case 'wrong-day':
        return t('wrongDay');
      case 'refunded':
        return t('refunded');
      case 'exchanged':
        return verdict.exchangedTo
          ? t('exchangedFor', { code: verdict.exchangedTo })
          : t('exchanged');
      case 'not-listed':
        return t('notListed');
      default:
        return t(verdict.status);
    }
  };
}

/**
 * The verdict's lines under the headline: why (the ticket's day and today; when and where it was
 * used), then what every verdict names: type, people and day, the first name, the code.
 */
export function VerdictDetails({
  verdict,
  typeNames,
}: {
  verdict: ShownVerdict;
  typeNames: Record<string, string>;
}) {
  const t = useTranslations('AdminCheckIn');
  if (!('code' in verdict)) return null;
  return (
    <>
      {verdict.status === 'wrong-day' ? (
        <p className="font-semibold">
          {t('wrongDayLine', { day: gateDay(verdict.visitDate), today: gateDay(verdict.today) })}
        </p>
      ) : null}
      {verdict.status === 'already-used' ? (
        <p className="font-semibold">
          {t('usedAt', { time: gateTime(verdict.usedAt), gate: verdict.gate ?? '—' })}
        </p>
      ) : null}
      <p>
        {t('ticketLine', {
          type: typeNames[verdict.ticketType] ?? verdict.ticketType,
          quantity: verdict.quantity,
          day: gateDay(verdict.visitDate),
        })}
      </p>
      {verdict.firstName ? <p>{t('firstName', { name: verdict.firstName })}</p> : null}
      <p className="font-mono">{verdict.code}</p>
    </>
  );
}

/** Who answered: the server, this phone, or the queue. */
export function useSourceLine(): (server: ServerState) => string {
  const t = useTranslations('AdminCheckIn');
  return (server) => {
    switch (server.kind) {
      case 'checking':
        return t('serverChecking');
      case 'queued':
        return t('queued');
      case 'answer':
        return t('serverSays');
      case 'error':
        return t('serverError', { message: server.message });
      default:
        return t('checkedLocally');
    }
  };
}

/**
 * A full screen in the verdict's colour: the headline, what the verdict names, who answered, and
 * what else the screen offers (`children`), until the operator moves on (the button or Escape).
 */
export function VerdictDialog({
  verdict,
  source,
  typeNames,
  onClose,
  children,
}: {
  verdict: ShownVerdict;
  source: ServerState;
  typeNames: Record<string, string>;
  onClose: () => void;
  children?: ReactNode;
}) {
  const t = useTranslations('AdminCheckIn');
  const headline = useVerdictHeadline();
  const sourceLine = useSourceLine();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby="gate-verdict"
      data-verdict={verdict.status}
      className={`fixed inset-0 z-50 flex flex-col items-center justify-center gap-3 overflow-y-auto p-6 text-center text-xl ${VERDICT_COLOURS[verdict.status]}`}
    >
      <div aria-live="assertive" className="flex w-full flex-col items-center gap-3">
        <h2 id="gate-verdict" className="text-4xl font-bold sm:text-5xl">
          {headline(verdict)}
        </h2>
        <VerdictDetails verdict={verdict} typeNames={typeNames} />
        <p className="text-base">{sourceLine(source)}</p>
        {children}
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

/** A scanned QR's verdict. */
export function VerdictScreen({
  shown,
  typeNames,
  onClose,
}: {
  shown: ShownScan;
  typeNames: Record<string, string>;
  onClose: () => void;
}) {
  const verdict = shown.server.kind === 'answer' ? shown.server.verdict : shown.local;
  return (
    <VerdictDialog
      verdict={verdict}
      source={shown.server}
      typeNames={typeNames}
      onClose={onClose}
    />
  );
}
