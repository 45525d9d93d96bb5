'use client';

// The contact form on /lien-he (DESIGN.md §15): name, email, optional phone, message → a stored
// lead and mail to the operator and the customer; the `contact` analytics event on success.
import { useId, type FormEvent } from 'react';
import type { ErrorTexts } from './error-texts';
import { buttonClass, Field, FormStatus, Honeypot, inputClass } from './form-fields';
import { useFormSend } from './use-form-send';

// The checking code (zod schemas), the tRPC client and analytics load on first use, so the page's
// first-load JavaScript carries only the form's markup.
const loadSubmit = () =>
  Promise.all([
    import('./form-check'),
    import('@/lib/validation/community'),
    import('@/lib/trpc/client'),
    import('@/lib/analytics/events'),
  ]).then(([kit, validation, trpc, events]) => ({
    ...kit,
    contactInput: validation.contactInput,
    getTrpcClient: trpc.getTrpcClient,
    analytics: events.analytics,
  }));

export interface ContactTexts {
  heading: string;
  fullName: string;
  email: string;
  phone: string;
  message: string;
  optional: string;
  send: string;
  sending: string;
  success: string;
  error: string;
  invalidForm: string;
  tooMany: string;
  honeypot: string;
}

export function ContactForm({
  locale,
  texts,
  errorTexts,
}: {
  locale: 'vi' | 'en';
  texts: ContactTexts;
  errorTexts: ErrorTexts;
}) {
  const id = useId();
  const { formRef, errors, status, setStatus, busy, send } = useFormSend(texts, errorTexts);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    const values = {
      fullName: text('fullName'),
      email: text('email'),
      phone: text('phone'),
      message: text('message'),
      locale,
      website: text('website'),
    };
    let code: Awaited<ReturnType<typeof loadSubmit>>;
    try {
      code = await loadSubmit();
    } catch (error) {
      console.error('[contact] the form code could not load', error);
      setStatus({ kind: 'error', text: texts.error });
      return;
    }
    const { contactInput, getTrpcClient, analytics } = code;
    await send(code, contactInput, values, () => getTrpcClient().contact.send.mutate(values), {
      onSent: () => analytics.contact(),
    });
  }

  const optional = (label: string) => `${label} ${texts.optional}`;
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-heading`}
      onFocus={() => void loadSubmit()}
      className="relative flex max-w-2xl flex-col gap-4"
    >
      <h2
        id={`${id}-heading`}
        className="text-2xl font-bold tracking-tight text-slate-950 dark:text-white"
      >
        {texts.heading}
      </h2>
      <Field id={`${id}-name`} label={texts.fullName} error={errors.fullName}>
        {(control) => (
          <input {...control} name="fullName" autoComplete="name" required className={inputClass} />
        )}
      </Field>
      <Field id={`${id}-email`} label={texts.email} error={errors.email}>
        {(control) => (
          <input
            {...control}
            name="email"
            type="email"
            autoComplete="email"
            required
            className={inputClass}
          />
        )}
      </Field>
      <Field id={`${id}-phone`} label={optional(texts.phone)} error={errors.phone}>
        {(control) => (
          <input {...control} name="phone" type="tel" autoComplete="tel" className={inputClass} />
        )}
      </Field>
      <Field id={`${id}-message`} label={texts.message} error={errors.message}>
        {(control) => (
          <textarea {...control} name="message" rows={5} required className={inputClass} />
        )}
      </Field>
      <Honeypot id={`${id}-website`} label={texts.honeypot} />
      <div>
        <button type="submit" disabled={busy} className={buttonClass}>
          {busy ? texts.sending : texts.send}
        </button>
      </div>
      <FormStatus status={status} />
    </form>
  );
}
