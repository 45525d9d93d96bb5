'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { getTrpcClient } from '@/lib/trpc/client';
import type { OrderContact } from '@/lib/trpc/contract';
import { Button } from '@/components/ui/button';
import { refusalOf } from '@/lib/errors/refusal';

const inputClass =
  'min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100';

/**
 * "Gửi lại vé": order code + the phone or email given at checkout; the tickets go to the booking
 * email only. The server answers the same whether or not such an order exists, and so does this.
 */
export function ResendTicketsForm() {
  const t = useTranslations('Orders');
  const tv = useTranslations('Validation');
  const tCheckout = useTranslations('Checkout');
  const id = useId();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const orderCode = String(form.get('orderCode') ?? '')
      .trim()
      .toUpperCase();
    const contactValue = String(form.get('contact') ?? '').trim();
    if (!orderCode || !contactValue) {
      setMessage({ ok: false, text: tv('required') });
      return;
    }
    const contact: OrderContact = contactValue.includes('@')
      ? { email: contactValue }
      : { phone: contactValue };
    setBusy(true);
    try {
      await getTrpcClient().order.resendTickets.mutate({ orderCode, contact });
      setMessage({ ok: true, text: t('resend.done') });
    } catch (error) {
      const kind = refusalOf(error).code;
      // A code or contact of the wrong shape is still "we sent it if it exists": nothing leaks.
      if (kind === 'BAD_REQUEST') setMessage({ ok: true, text: t('resend.done') });
      else if (kind === 'TOO_MANY_REQUESTS')
        setMessage({ ok: false, text: tCheckout('tooManyRequests') });
      else {
        console.error('[orders] resendTickets failed', error);
        setMessage({ ok: false, text: t('resend.error') });
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={`${id}-heading`}
      className="max-w-md space-y-4"
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {t('resend.title')}
      </h2>
      <p>{t('resend.intro')}</p>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-code`} className="text-sm font-medium">
          {t('orderCode')}
        </label>
        <input
          id={`${id}-code`}
          name="orderCode"
          autoComplete="off"
          placeholder="NM-XXXXXXXX"
          className={`${inputClass} font-mono uppercase`}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-contact`} className="text-sm font-medium">
          {t('lookupContact')}
        </label>
        <input id={`${id}-contact`} name="contact" autoComplete="tel" className={inputClass} />
      </div>
      <div aria-live="polite">
        {message ? (
          <p
            role={message.ok ? 'status' : 'alert'}
            className={message.ok ? 'text-sm' : 'text-sm text-red-800 dark:text-red-300'}
          >
            {message.text}
          </p>
        ) : null}
      </div>
      <Button type="submit" disabled={busy}>
        {t('resend.submit')}
      </Button>
    </form>
  );
}
