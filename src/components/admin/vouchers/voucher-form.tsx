'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { primaryActionClass, selectClass } from '@/components/admin/community/console-parts';
import { TextInput } from '@/components/admin/site/site-parts';
import { vietnamIso } from '@/lib/calendar';
import { useTRPC } from '@/lib/trpc/react';
import { createVoucherInput, VOUCHER_SCOPES } from '@/lib/vouchers/voucher-schemas';
import { ConsoleField } from '../console-field';

type Field =
  'code' | 'percentOff' | 'amountOff' | 'minSubtotal' | 'maxUses' | 'maxUsesPerContact' | 'endsAt';
type Problems = Partial<Record<Field, string>>;

/** The optional limits, each a whole number or blank. */
const LIMITS = ['minSubtotal', 'maxUses', 'maxUsesPerContact'] as const;

/** A number field's value, or undefined when blank (blank means "no limit"). */
function numberOf(form: FormData, name: string): number | undefined {
  const raw = String(form.get(name) ?? '').trim();
  return raw === '' ? undefined : Number(raw.replace(/[.,\s]/g, ''));
}

/** A datetime-local value read as Vietnam time (UTC+7, no daylight saving), or undefined. */
function vietnamInstant(form: FormData, name: string): string | undefined {
  const raw = String(form.get(name) ?? '').trim();
  if (raw === '') return undefined;
  const [day = raw, time] = raw.split('T');
  return vietnamIso(day, time);
}

/** The console's "create a voucher" form; the same schema as admin.vouchers.create parses it. */
export function VoucherForm({
  onCreated,
  onFailed,
}: {
  onCreated(code: string): void;
  onFailed(error: unknown): void;
}) {
  const t = useTranslations('AdminVouchers');
  const trpc = useTRPC();
  const create = useMutation(trpc.admin.vouchers.create.mutationOptions());
  const [kind, setKind] = useState<'percent' | 'amount'>('percent');
  const [problems, setProblems] = useState<Problems>({});
  const [formKey, setFormKey] = useState(0);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = numberOf(form, 'value');
    const parsed = createVoucherInput.safeParse({
      code: String(form.get('code') ?? ''),
      ...(kind === 'percent' ? { percentOff: value } : { amountOff: value }),
      minSubtotal: numberOf(form, 'minSubtotal'),
      maxUses: numberOf(form, 'maxUses'),
      maxUsesPerContact: numberOf(form, 'maxUsesPerContact'),
      startsAt: vietnamInstant(form, 'startsAt'),
      endsAt: vietnamInstant(form, 'endsAt'),
      appliesTo: String(form.get('appliesTo') ?? 'all'),
    });
    if (!parsed.success) {
      const found: Problems = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]) as Field;
        if (field === 'code') found.code = t('problems.code');
        else if (field === 'percentOff' || field === 'amountOff') {
          found[kind === 'percent' ? 'percentOff' : 'amountOff'] =
            kind === 'percent' ? t('problems.percentOff') : t('problems.amountOff');
        } else if (field === 'endsAt') found.endsAt = t('problems.endsAt');
        else found[field] = t('problems.number');
      }
      setProblems(found);
      const first = Object.keys(found)[0];
      requestAnimationFrame(() => {
        const id = first === 'percentOff' || first === 'amountOff' ? 'value' : first;
        if (id) document.getElementById(`voucher-${id}`)?.focus();
      });
      return;
    }
    setProblems({});
    try {
      await create.mutateAsync(parsed.data);
      setFormKey((n) => n + 1);
      setKind('percent');
      onCreated(parsed.data.code);
    } catch (error) {
      onFailed(error);
    }
  }

  return (
    <form
      key={formKey}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="voucher-form-heading"
      className="flex max-w-xl flex-col gap-3"
    >
      <h2 id="voucher-form-heading" className="text-xl font-semibold">
        {t('formHeading')}
      </h2>
      <TextInput
        id="voucher-code"
        name="code"
        label={t('code')}
        hint={t('codeHint')}
        error={problems.code}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium">{t('kind')}</legend>
        <div className="flex flex-wrap gap-4">
          {(['percent', 'amount'] as const).map((option) => (
            <label key={option} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="kind"
                value={option}
                checked={kind === option}
                onChange={() => setKind(option)}
                className="size-5"
              />
              {t(option)}
            </label>
          ))}
        </div>
      </fieldset>
      <TextInput
        id="voucher-value"
        name="value"
        label={kind === 'percent' ? t('percentOff') : t('amountOff')}
        error={kind === 'percent' ? problems.percentOff : problems.amountOff}
        inputMode="numeric"
        autoComplete="off"
      />
      <div className="flex flex-col gap-3">
        {LIMITS.map((name) => (
          <TextInput
            key={name}
            id={`voucher-${name}`}
            name={name}
            label={t(name)}
            hint={t('blankHint')}
            error={problems[name]}
            inputMode="numeric"
            autoComplete="off"
          />
        ))}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextInput
          id="voucher-startsAt"
          name="startsAt"
          label={t('startsAt')}
          type="datetime-local"
        />
        <TextInput
          id="voucher-endsAt"
          name="endsAt"
          label={t('endsAt')}
          type="datetime-local"
          error={problems.endsAt}
        />
      </div>
      <ConsoleField id="voucher-appliesTo" label={t('appliesTo')}>
        {(control) => (
          <select id={control.id} name="appliesTo" defaultValue="all" className={selectClass}>
            {VOUCHER_SCOPES.map((scope) => (
              <option key={scope} value={scope}>
                {t(`scopes.${scope}`)}
              </option>
            ))}
          </select>
        )}
      </ConsoleField>
      <div>
        <button type="submit" disabled={create.isPending} className={primaryActionClass}>
          {create.isPending ? t('creating') : t('create')}
        </button>
      </div>
    </form>
  );
}
