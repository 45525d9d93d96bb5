'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { inputClass } from '@/components/checkout/field-style';
import { Button } from '@/components/ui/button';
import type { Locale } from '@/i18n/routing';
import {
  REFUND_METHODS,
  refundMethodFor,
  type RefundMethodId,
} from '@/lib/admin/refund-capacity-schemas';
import { formatVnd } from '@/lib/format';
import { ConsoleField } from '../console-field';
import type { RefundActions } from './use-refund-actions';

type RecordErrors = Partial<Record<'amount' | 'reference', string>>;

/**
 * An approved request's refund as paid: amount (at most what was paid), method (the order's own
 * first), reference.
 */
export function RefundRecordForm({
  id,
  paidAmount,
  paidMethod,
  locale,
  actions,
}: {
  id: string;
  paidAmount: number;
  paidMethod: string | null;
  locale: Locale;
  actions: RefundActions;
}) {
  const t = useTranslations('AdminRefunds');
  const baseId = useId();
  const [errors, setErrors] = useState<RecordErrors>({});

  function record(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (actions.busy) return;
    const form = new FormData(event.currentTarget);
    const amount = Number(String(form.get('amount') ?? '').replace(/[.\s,]/g, ''));
    const reference = String(form.get('reference') ?? '').trim();
    const found: RecordErrors = {};
    if (!Number.isSafeInteger(amount) || amount < 1 || amount > paidAmount) {
      found.amount = t('amountInvalid', { paid: formatVnd(paidAmount, locale) });
    }
    if (!reference) found.reference = t('referenceRequired');
    setErrors(found);
    if (Object.keys(found).length) return;
    actions.ask({
      kind: 'refund',
      input: {
        id,
        amount,
        reference,
        method: String(form.get('method')) as RefundMethodId,
        note: String(form.get('note') ?? '').trim() || undefined,
      },
    });
  }

  return (
    <form noValidate className="space-y-3" onSubmit={record}>
      <ConsoleField
        id={`${baseId}-amount`}
        label={t('amount')}
        hint={t('amountHint', { paid: formatVnd(paidAmount, locale) })}
        error={errors.amount}
      >
        {(control) => (
          <input
            {...control}
            name="amount"
            inputMode="numeric"
            defaultValue={String(paidAmount)}
            className={inputClass}
          />
        )}
      </ConsoleField>
      <ConsoleField id={`${baseId}-method`} label={t('method')}>
        {(control) => (
          <select
            id={control.id}
            name="method"
            defaultValue={refundMethodFor(paidMethod)}
            className={inputClass}
          >
            {REFUND_METHODS.map((m) => (
              <option key={m} value={m}>
                {t(`methods.${m}`)}
              </option>
            ))}
          </select>
        )}
      </ConsoleField>
      <ConsoleField id={`${baseId}-reference`} label={t('reference')} error={errors.reference}>
        {(control) => (
          <input
            {...control}
            name="reference"
            maxLength={120}
            autoComplete="off"
            className={inputClass}
          />
        )}
      </ConsoleField>
      <ConsoleField id={`${baseId}-note`} label={t('noteOptional')}>
        {(control) => (
          <textarea {...control} name="note" rows={2} maxLength={1000} className={inputClass} />
        )}
      </ConsoleField>
      <Button type="submit" disabled={actions.busy || actions.asking !== null}>
        {actions.busy ? t('working') : t('markRefunded')}
      </Button>
    </form>
  );
}
