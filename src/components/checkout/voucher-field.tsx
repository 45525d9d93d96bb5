'use client';

import { useTranslations } from 'next-intl';
import { useState, type KeyboardEvent } from 'react';
import type { Locale } from '@/i18n/routing';
import { VOUCHER_REASONS } from '@/lib/errors/reasons';
import { formatVnd } from '@/lib/format';
import { getTrpcClient } from '@/lib/trpc/client';
import { normalizeVoucherCode, VOUCHER_CODE_PATTERN } from '@/lib/vouchers/voucher-pattern';
import type { RouterOutputs } from '@/lib/trpc/contract';
import { fieldId, inputClass } from './checkout-field';
import { reasonAmong, refusalOf } from '@/lib/errors/refusal';

export type VoucherPreview = RouterOutputs['voucher']['preview'];

/** What the preview prices: the buyer's cart, or the booking being chosen. */
export type VoucherRequest =
  | { kind: 'goods'; cartId: string }
  | {
      kind: 'tickets';
      visitDate: string;
      lines: { ticketType: string; quantity: number }[];
    };

/** A refused voucher in the buyer's language, or null when the error is about something else. */
export function useVoucherRefusal(): (error: unknown) => string | null {
  const t = useTranslations('Vouchers');
  return (error) => {
    const reason = reasonAmong(refusalOf(error), VOUCHER_REASONS);
    return reason ? t('refused', { reason: t(`errors.${reason}`) }) : null;
  };
}

const NAME = 'voucherCode';

/**
 * The one voucher code of a checkout or booking form: a field named `voucherCode` (sent with the
 * order) with an Apply button that asks the server for the price with it. The rule is stated
 * under the field; `onChange` hears the preview (null once the code is edited or removed).
 */
export function VoucherField({
  request,
  locale,
  onChange,
  invalid = false,
}: {
  request(): VoucherRequest;
  locale: Locale;
  onChange(preview: VoucherPreview | null): void;
  /** The form's own check found the code malformed. */
  invalid?: boolean;
}) {
  const t = useTranslations('Vouchers');
  const [code, setCode] = useState('');
  const [state, setState] = useState<
    | { kind: 'idle' }
    | { kind: 'checking' }
    | { kind: 'applied'; preview: VoucherPreview }
    | { kind: 'refused'; message: string }
  >({ kind: 'idle' });
  const id = fieldId(NAME);

  async function apply() {
    const normalized = normalizeVoucherCode(code);
    if (!VOUCHER_CODE_PATTERN.test(normalized)) {
      setState({ kind: 'refused', message: t('invalidCode') });
      onChange(null);
      return;
    }
    setState({ kind: 'checking' });
    try {
      const preview = await getTrpcClient().voucher.preview.query({
        ...request(),
        code: normalized,
      });
      setState({ kind: 'applied', preview });
      onChange(preview);
    } catch (error) {
      const reason = reasonAmong(refusalOf(error), VOUCHER_REASONS);
      const message = reason
        ? t(`errors.${reason}`)
        : refusalOf(error).code === 'TOO_MANY_REQUESTS'
          ? t('tooMany')
          : refusalOf(error).code === 'BAD_REQUEST'
            ? t('invalidCode')
            : t('failed');
      if (!reason) console.warn('[voucher] preview failed', error);
      setState({ kind: 'refused', message });
      onChange(null);
    }
  }

  function edit(value: string) {
    setCode(value);
    if (state.kind !== 'idle') {
      setState({ kind: 'idle' });
      onChange(null);
    }
  }

  // Enter in this field checks the code instead of placing the order.
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void apply();
  }

  const refused = state.kind === 'refused' || (invalid && state.kind === 'idle');
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {t('label')}{' '}
        <span className="font-normal text-slate-600 dark:text-slate-400">{t('optional')}</span>
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          name={NAME}
          value={code}
          onChange={(event) => edit(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          aria-describedby={`${id}-rule ${id}-status`}
          aria-invalid={refused ? true : undefined}
          className={`${inputClass} font-mono uppercase`}
        />
        <button
          type="button"
          onClick={() => void apply()}
          disabled={state.kind === 'checking' || code.trim() === ''}
          className="min-h-11 shrink-0 rounded-lg border border-slate-400 px-4 font-semibold hover:bg-slate-100 disabled:opacity-60 dark:border-slate-500 dark:hover:bg-slate-800"
        >
          {state.kind === 'checking' ? t('checking') : t('apply')}
        </button>
      </div>
      <p id={`${id}-rule`} className="text-sm text-slate-700 dark:text-slate-300">
        {t('rule')}
      </p>
      <p id={`${id}-status`} aria-live="polite" className="min-h-5 text-sm">
        {state.kind === 'applied' ? (
          <span className="font-medium text-green-800 dark:text-green-300">
            {t('applied', {
              code: state.preview.code,
              amount: formatVnd(state.preview.voucherDiscount, locale),
            })}
          </span>
        ) : refused ? (
          <span className="text-red-800 dark:text-red-300">
            {state.kind === 'refused' ? state.message : t('invalidCode')}
          </span>
        ) : null}
      </p>
    </div>
  );
}
