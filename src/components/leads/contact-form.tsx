'use client';

// The contact form on /lien-he (DESIGN.md §15): name, email, optional phone, message → a stored
// lead and mail to the operator and the customer; the `contact` analytics event on success.
import type { ErrorTexts } from './error-texts';
import { EmailField, FormEnd, NameField, TextAreaField, TextField } from './form-fields';
import type { LeadFormTexts } from './form-fields';
import { useFormSend, type ReadText } from './use-form-send';

// The checking code (zod schemas), the tRPC client and analytics load on first use, so the page's
// first-load JavaScript carries only the form's markup.
const loadSubmit = () =>
  Promise.all([
    import('./form-check'),
    import('@/lib/validation/community'),
    import('@/lib/trpc/client'),
    import('@/lib/analytics/events'),
  ]).then(([formCheck, validation, trpc, events]) => ({
    sendKit: formCheck.sendKit,
    contactInput: validation.contactInput,
    getTrpcClient: trpc.getTrpcClient,
    analytics: events.analytics,
  }));

export interface ContactTexts extends LeadFormTexts {
  heading: string;
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
  const { id, formProps, field, status, setStatus, busy, send } = useFormSend(texts, errorTexts);

  async function submit(text: ReadText) {
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
    const { sendKit, contactInput, getTrpcClient, analytics } = code;
    await send(sendKit, contactInput, values, () => getTrpcClient().contact.send.mutate(values), {
      onSent: () => analytics.contact(),
    });
  }

  const optional = (label: string) => `${label} ${texts.optional}`;
  return (
    <form
      {...formProps(submit)}
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
      <NameField {...field('fullName', 'name')} label={texts.fullName} />
      <EmailField {...field('email')} label={texts.email} />
      <TextField {...field('phone')} label={optional(texts.phone)} type="tel" autoComplete="tel" />
      <TextAreaField {...field('message')} label={texts.message} rows={5} required />
      <FormEnd id={id} busy={busy} status={status} texts={texts} />
    </form>
  );
}
