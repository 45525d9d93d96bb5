'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import type { Admission, ShownLookup } from './use-gate-lookup';
import { gateTime, useVerdictHeadline, VerdictDialog } from './verdict-screen';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { GateTicketFacts } from '@/lib/tickets/gate-scan';

/** The field for a code typed off a screen the camera cannot read. */
export function CodeLookupForm({
  onLookup,
  notice,
}: {
  onLookup: (code: string) => Promise<void>;
  notice: string | null;
}) {
  const t = useTranslations('AdminCheckIn');
  const id = `${useId()}-code`;
  const [text, setText] = useState('');
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        void onLookup(text).then(() => setText(''));
      }}
    >
      <label htmlFor={id} className="font-semibold">
        {t('codeLabel')}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          type="text"
          inputMode="text"
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          placeholder="VE-…"
          aria-describedby={`${id}-hint`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="min-h-12 min-w-0 flex-1 rounded-lg border border-slate-400 px-3 font-mono text-lg uppercase dark:border-slate-500 dark:bg-slate-900"
        />
        <Button type="submit" variant="secondary" size="lg" disabled={text.trim() === ''}>
          {t('codeSubmit')}
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-sm text-slate-700 dark:text-slate-300">
        {t('codeHint')}
      </p>
      {notice ? (
        <Alert tone="error" className="font-semibold">
          {notice}
        </Alert>
      ) : null}
    </form>
  );
}

function people(tickets: readonly GateTicketFacts[]): number {
  return tickets.reduce((sum, ticket) => sum + ticket.quantity, 0);
}

/** The order's tickets for today, ticked by who is here, and the one button that admits them. */
function GroupPicker({
  group,
  typedCode,
  typeNames,
  onAdmit,
}: {
  group: GateTicketFacts[];
  typedCode: string | null;
  typeNames: Record<string, string>;
  onAdmit: (chosen: GateTicketFacts[]) => void;
}) {
  const t = useTranslations('AdminCheckIn');
  const id = useId();
  // The typed ticket's holder is standing here (if it may still come in); the others are ticked
  // as they show up.
  const [ticked, setTicked] = useState<ReadonlySet<string>>(
    () => new Set(group.filter((ticket) => ticket.code === typedCode).map((ticket) => ticket.code)),
  );
  const chosen = group.filter((ticket) => ticked.has(ticket.code));
  return (
    <div
      role="group"
      aria-labelledby={`${id}-legend`}
      className="w-full max-w-md rounded-lg bg-white p-4 text-left text-base text-slate-900"
    >
      <p id={`${id}-legend`} className="mb-2 font-semibold">
        {t('groupLegend')}
      </p>
      <ul className="flex flex-col gap-1">
        {group.map((ticket) => (
          <li key={ticket.code}>
            <label className="flex min-h-11 items-center gap-3">
              <input
                type="checkbox"
                className="size-6 shrink-0"
                checked={ticked.has(ticket.code)}
                onChange={(event) => {
                  const next = new Set(ticked);
                  if (event.target.checked) next.add(ticket.code);
                  else next.delete(ticket.code);
                  setTicked(next);
                }}
              />
              <span>
                {t('groupLine', {
                  type: typeNames[ticket.ticketType] ?? ticket.ticketType,
                  quantity: ticket.quantity,
                })}{' '}
                <span className="font-mono text-sm whitespace-nowrap">{ticket.code}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      <Button
        variant="console"
        size="xl"
        className="mt-3 w-full"
        disabled={chosen.length === 0}
        onClick={() => onAdmit(chosen)}
      >
        {t('admitCount', { count: people(chosen), total: people(group) })}
      </Button>
    </div>
  );
}

function AdmissionResult({
  admission,
  typeNames,
}: {
  admission: Admission;
  typeNames: Record<string, string>;
}) {
  const t = useTranslations('AdminCheckIn');
  const headline = useVerdictHeadline();
  if (admission.kind === 'admitting') return <p role="status">{t('serverChecking')}</p>;
  if (admission.kind === 'error') {
    return <p role="alert">{t('serverError', { message: admission.message })}</p>;
  }
  if (admission.kind === 'queued') {
    return (
      <div role="status" className="rounded-lg bg-white p-4 text-base text-slate-900">
        <p className="font-semibold">{t('admitQueued', { count: admission.codes.length })}</p>
        <p className="font-mono text-sm">{admission.codes.join(', ')}</p>
      </div>
    );
  }
  const admitted = admission.answers.filter((answer) => answer.status === 'valid');
  return (
    <div
      role="status"
      className="w-full max-w-md rounded-lg bg-white p-4 text-left text-base text-slate-900"
    >
      <p className="font-semibold">
        {t('admitted', { count: admitted.reduce((sum, a) => sum + a.quantity, 0) })}
      </p>
      <ul className="mt-2 flex flex-col gap-2">
        {admission.answers.map((answer) => (
          <li key={answer.scanId} className="border-t border-slate-300 pt-2">
            <span className="font-semibold">{headline(answer)}</span>
            {'code' in answer ? (
              <>
                {' '}
                · {typeNames[answer.ticketType] ?? answer.ticketType}{' '}
                <span className="font-mono text-sm">{answer.code}</span>
              </>
            ) : null}
            {answer.status === 'already-used' ? (
              <span className="block">
                {t('usedAt', { time: gateTime(answer.usedAt), gate: answer.gate ?? '—' })}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A typed code's verdict, the order's tickets for today, and what admitting them said. */
export function LookupScreen({
  shown,
  typeNames,
  onAdmit,
  onClose,
}: {
  shown: ShownLookup;
  typeNames: Record<string, string>;
  onAdmit: (chosen: GateTicketFacts[]) => void;
  onClose: () => void;
}) {
  const { verdict, group, admission } = shown;
  return (
    <VerdictDialog verdict={verdict} source={shown.source} typeNames={typeNames} onClose={onClose}>
      {admission ? (
        <AdmissionResult admission={admission} typeNames={typeNames} />
      ) : group.length > 0 ? (
        <GroupPicker
          group={group}
          typedCode={'code' in verdict ? verdict.code : null}
          typeNames={typeNames}
          onAdmit={onAdmit}
        />
      ) : null}
    </VerdictDialog>
  );
}
