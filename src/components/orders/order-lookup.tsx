'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import type { OrderContact } from '@/lib/trpc/contract';
import { Button } from '@/components/ui/button';
import { Alert } from '@/components/ui/alert';

export interface OrderLookupProps {
  initialCode?: string;
  /**
   * The code is known (from the page's address): only the contact is asked for. A buyer back from
   * a bank app in another browser has the code in the link but not this tab's stored contact.
   */
  fixedCode?: string;
  /** Resolves to an error message to show, or null when the order opened. */
  onLookup(orderCode: string, contact: OrderContact): Promise<string | null>;
}

const inputClass =
  'min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100';

/** Order code + the phone or email given at checkout: how a guest opens an order again. */
export function OrderLookup({ initialCode = '', fixedCode, onLookup }: OrderLookupProps) {
  const t = useTranslations('Orders');
  const tv = useTranslations('Validation');
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const code = (fixedCode ?? String(form.get('orderCode') ?? '')).trim().toUpperCase();
    const contactValue = String(form.get('contact') ?? '').trim();
    if (!code || !contactValue) {
      setError(tv('required'));
      return;
    }
    setBusy(true);
    const contact: OrderContact = contactValue.includes('@')
      ? { email: contactValue }
      : { phone: contactValue };
    setError(await onLookup(code, contact));
    setBusy(false);
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={`${id}-heading`}
      className="max-w-md space-y-4"
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {t('lookup')}
      </h2>
      {fixedCode ? (
        <p>{t('lookupByContact', { code: fixedCode })}</p>
      ) : (
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-code`} className="text-sm font-medium">
            {t('orderCode')}
          </label>
          <input
            id={`${id}-code`}
            name="orderCode"
            defaultValue={initialCode}
            autoComplete="off"
            placeholder="NM-XXXXXXXX"
            className={`${inputClass} font-mono uppercase`}
          />
        </div>
      )}
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-contact`} className="text-sm font-medium">
          {t('lookupContact')}
        </label>
        <input id={`${id}-contact`} name="contact" autoComplete="tel" className={inputClass} />
      </div>
      <div aria-live="polite">
        {error ? (
          <Alert tone="error" className="text-sm">
            {error}
          </Alert>
        ) : null}
      </div>
      <Button type="submit" disabled={busy}>
        {t('lookupSubmit')}
      </Button>
    </form>
  );
}
