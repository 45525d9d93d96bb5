'use client';

// The price-quote dialog (spec §3, §5; DESIGN.md §15): fullName, email and phone required,
// message optional, departure date required, valid and not in the past (Asia/Ho_Chi_Minh). A
// native modal <dialog>: focus moves into it, Esc and "Close" shut it, the page behind is inert;
// errors are tied to their fields and announced. `generate_lead` on success.
import { vietnamDate } from '@/lib/calendar';
import { useEffect, useRef } from 'react';
import { analytics } from '@/lib/analytics/events';
import { getTrpcClient } from '@/lib/trpc/client';
import { quoteInput } from '@/lib/validation/community';
import {
  DateField,
  EmailField,
  focusFirstInput,
  FormEnd,
  NameField,
  TextAreaField,
  TextField,
} from './form-fields';
import type { LeadFormTexts } from './form-fields';
import { sendKit, type ErrorTexts } from './form-check';
import { useFormSend, type ReadText } from './use-form-send';

export interface QuoteTexts extends LeadFormTexts {
  title: string;
  intro: string;
  departureDate: string;
  close: string;
}

export interface QuoteDialogProps {
  locale: 'vi' | 'en';
  /** What the quote is for (a service's name, group tickets); stored with the lead. */
  subject?: string;
  /** Fields filled in for the visitor (the booking page's day and tickets), still editable. */
  defaults?: { departureDate?: string; message?: string };
  texts: QuoteTexts;
  errorTexts: ErrorTexts;
  /** Called once the dialog has closed (the opener takes focus back). */
  onClosed: () => void;
}

export function QuoteDialog({
  locale,
  subject,
  defaults,
  texts,
  errorTexts,
  onClosed,
}: QuoteDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const { id, formRef, formProps, field, status, busy, send } = useFormSend(texts, errorTexts);
  const today = vietnamDate(new Date());

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // showModal moves focus to the first focusable control and makes the rest of the page inert.
    if (!dialog.open) dialog.showModal();
    focusFirstInput(formRef.current);
  }, [formRef]);

  async function submit(text: ReadText) {
    const values = {
      fullName: text('fullName'),
      email: text('email'),
      phone: text('phone'),
      message: text('message'),
      departureDate: text('departureDate'),
      subject: subject ?? null,
      locale,
      website: text('website'),
    };
    await send(sendKit, quoteInput, values, () => getTrpcClient().quote.create.mutate(values), {
      onSent: () => analytics.generateLead(),
      focusFirstError: true,
    });
  }

  const optional = (label: string) => `${label} ${texts.optional}`;
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-intro`}
      onClose={onClosed}
      className="m-auto w-[min(36rem,calc(100vw-2rem))] rounded-xl bg-white p-0 text-slate-900 backdrop:bg-slate-950/60 dark:bg-slate-900 dark:text-slate-100"
    >
      <form {...formProps(submit)} className="relative flex flex-col gap-4 p-5">
        <div className="flex items-start justify-between gap-4">
          <h2 id={`${id}-title`} className="text-xl font-bold">
            {texts.title}
          </h2>
          <button
            type="button"
            onClick={() => dialogRef.current?.close()}
            className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border border-slate-300 px-3 dark:border-slate-600"
          >
            {texts.close}
          </button>
        </div>
        <p id={`${id}-intro`} className="text-sm text-slate-700 dark:text-slate-300">
          {texts.intro}
        </p>
        <NameField {...field('fullName', 'name')} label={texts.fullName} />
        <EmailField {...field('email')} label={texts.email} />
        <TextField {...field('phone')} label={texts.phone} type="tel" autoComplete="tel" required />
        <DateField
          {...field('departureDate', 'date')}
          label={texts.departureDate}
          min={today}
          defaultValue={defaults?.departureDate}
        />
        <TextAreaField
          {...field('message')}
          label={optional(texts.message)}
          rows={3}
          defaultValue={defaults?.message}
        />
        <FormEnd id={id} busy={busy} status={status} texts={texts} />
      </form>
    </dialog>
  );
}
