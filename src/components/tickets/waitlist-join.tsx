'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { inputClass } from '@/components/checkout/field-style';
import { Honeypot } from '@/components/leads/form-fields';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { Locale } from '@/i18n/routing';
import { WAITLIST_REASONS } from '@/lib/errors/reasons';
import { getTrpcClient } from '@/lib/trpc/client';
import { reasonAmong, refusalOf } from '@/lib/errors/refusal';

export interface WaitlistJoinProps {
  locale: Locale;
  day: string;
  dayLabel: string;
  types: readonly { id: string; name: string }[];
  /** The type and quantity the visitor had chosen, if any. */
  initial: { ticketType: string; quantity: number } | null;
}

type Sent = { state: 'idle' | 'sending' | 'joined' | 'available' | 'failed' };

/**
 * "Báo cho tôi khi có chỗ" on a sold-out day: a disclosure with the type, how many, email and
 * phone; `waitlist.join` answers, and the outcome is announced.
 */
export function WaitlistJoin({ locale, day, dayLabel, types, initial }: WaitlistJoinProps) {
  const t = useTranslations('Tickets');
  const baseId = useId();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<Sent>({ state: 'idle' });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sent.state === 'sending') return;
    const form = new FormData(event.currentTarget);
    setSent({ state: 'sending' });
    try {
      await getTrpcClient().waitlist.join.mutate({
        visitDate: day,
        ticketType: String(form.get('ticketType') ?? ''),
        quantity: Number(form.get('quantity') ?? 1),
        contact: { email: String(form.get('email') ?? ''), phone: String(form.get('phone') ?? '') },
        locale,
        website: String(form.get('website') ?? ''),
      });
      setSent({ state: 'joined' });
    } catch (error) {
      if (reasonAmong(refusalOf(error), WAITLIST_REASONS) === 'waitlist-seats-available') {
        setSent({ state: 'available' });
        return;
      }
      console.error('[tickets] waitlist.join failed', error);
      setSent({ state: 'failed' });
    }
  }

  return (
    <div className="mt-3 rounded-xl border border-slate-200 p-3 dark:border-slate-700">
      <p className="text-sm">{t('waitlistIntro', { date: dayLabel })}</p>
      <Button
        type="button"
        variant="secondary"
        className="mt-2"
        aria-expanded={open}
        aria-controls={`${baseId}-form`}
        onClick={() => setOpen((value) => !value)}
      >
        {t('waitlistJoin')}
      </Button>
      <div aria-live="polite" className="mt-2">
        {sent.state === 'joined' ? (
          <Alert tone="success">{t('waitlistJoined', { date: dayLabel })}</Alert>
        ) : null}
        {sent.state === 'available' ? (
          <Alert tone="info">{t('waitlistSeatsAvailable')}</Alert>
        ) : null}
        {sent.state === 'failed' ? <Alert tone="error">{t('waitlistError')}</Alert> : null}
      </div>
      {open && sent.state !== 'joined' ? (
        <form
          id={`${baseId}-form`}
          onSubmit={(event) => void submit(event)}
          className="relative mt-3 grid gap-3"
        >
          <label className="flex flex-col gap-1 text-sm font-medium">
            {t('waitlistType')}
            <select
              name="ticketType"
              defaultValue={initial?.ticketType ?? types[0]?.id}
              className={inputClass}
            >
              {types.map((type) => (
                <option key={type.id} value={type.id}>
                  {type.name}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-sm font-medium">
            {t('waitlistQuantity')}
            <input
              name="quantity"
              type="number"
              inputMode="numeric"
              min={1}
              max={50}
              required
              defaultValue={initial?.quantity ?? 1}
              className={inputClass}
            />
          </label>
          <label className="flex flex-col gap-1 text-sm font-medium">
            {t('waitlistEmail')}
            <input name="email" type="email" autoComplete="email" required className={inputClass} />
          </label>
          <label className="flex flex-col gap-1 text-sm font-medium">
            {t('waitlistPhone')}
            <input name="phone" type="tel" autoComplete="tel" required className={inputClass} />
          </label>
          <Honeypot id={`${baseId}-website`} label={t('waitlistHoneypot')} />
          <Button type="submit" disabled={sent.state === 'sending'}>
            {sent.state === 'sending' ? t('waitlistSending') : t('waitlistSubmit')}
          </Button>
        </form>
      ) : null}
    </div>
  );
}
