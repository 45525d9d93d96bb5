'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { inputClass } from '@/components/checkout/field-style';
import { Button } from '@/components/ui/button';
import { ConsoleField } from '../console-field';
import type { RefundActions } from './use-refund-actions';

/** Approve (a note if any) or reject (a note required): either is asked again before it runs. */
export function RefundDecisionForm({ actions }: { actions: RefundActions }) {
  const t = useTranslations('AdminRefunds');
  const noteId = `${useId()}-note`;
  const [noteError, setNoteError] = useState<string | null>(null);

  function decide(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (actions.busy) return;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const to = submitter?.getAttribute('value') === 'reject' ? 'reject' : 'approve';
    const note = String(new FormData(event.currentTarget).get('note') ?? '').trim();
    if (to === 'reject' && !note) {
      setNoteError(t('noteRequired'));
      return;
    }
    setNoteError(null);
    if (to === 'approve') actions.ask({ kind: 'approve', note: note || undefined });
    else actions.ask({ kind: 'reject', note });
  }

  return (
    <form noValidate className="space-y-3" onSubmit={decide}>
      <ConsoleField id={noteId} label={t('note')} error={noteError}>
        {(control) => (
          <textarea {...control} name="note" rows={3} maxLength={1000} className={inputClass} />
        )}
      </ConsoleField>
      <div className="flex flex-wrap gap-3">
        <Button
          type="submit"
          name="decision"
          value="approve"
          disabled={actions.busy || actions.asking !== null}
        >
          {t('approve')}
        </Button>
        <Button
          type="submit"
          name="decision"
          value="reject"
          variant="danger-outline"
          disabled={actions.busy}
        >
          {t('reject')}
        </Button>
      </div>
    </form>
  );
}
