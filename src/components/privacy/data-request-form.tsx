'use client';

// The guests' data request on the privacy notice: email, what they ask, an optional
// message → a confirmation link by email. Opening that link lands here with `?request=…`, which
// this form confirms at once and says what happens next.
import { useEffect, useState } from 'react';
import type { ErrorTexts } from '@/components/leads/error-texts';
import { EmailField, Field, FormEnd, TextAreaField } from '@/components/leads/form-fields';
import { useFormSend, type ReadText, type SendTexts } from '@/components/leads/use-form-send';
import { TIME_ZONE } from '@/config';

const loadSubmit = () =>
  Promise.all([
    import('@/components/leads/form-check'),
    import('@/lib/validation/privacy'),
    import('@/lib/trpc/client'),
  ]).then(([formCheck, validation, trpc]) => ({
    sendKit: formCheck.sendKit,
    dataRequestInput: validation.dataRequestInput,
    getTrpcClient: trpc.getTrpcClient,
  }));

/** What a request may ask, as dataRequestInput's `kind` (kept apart so zod loads on first use). */
type Kind = 'access' | 'delete' | 'correct' | 'object';

export interface DataRequestTexts extends SendTexts {
  heading: string;
  intro: string;
  email: string;
  kind: string;
  kinds: Record<Kind, string>;
  message: string;
  verifying: string;
  /** `{date}` is the day the request will be handled by. */
  verified: string;
  verifyFailed: string;
}

type Verification = { kind: 'pending' | 'ok' | 'error'; text: string } | null;

function useLinkVerification(texts: DataRequestTexts, locale: 'vi' | 'en'): Verification {
  const [state, setState] = useState<Verification>(null);
  useEffect(() => {
    const token = new URLSearchParams(window.location.search).get('request');
    if (!token) return;
    // The token is spent by this call; it should not stay in the address bar nor the history.
    window.history.replaceState(null, '', window.location.pathname + window.location.hash);
    loadSubmit()
      .then(({ getTrpcClient }) => {
        setState({ kind: 'pending', text: texts.verifying });
        return getTrpcClient().dataRequest.verify.mutate({ token });
      })
      .then(
        (answer) => {
          const date = new Intl.DateTimeFormat(locale === 'vi' ? 'vi-VN' : 'en-GB', {
            dateStyle: 'long',
            timeZone: TIME_ZONE,
          }).format(new Date(answer.dueBy));
          setState({ kind: 'ok', text: texts.verified.replace('{date}', date) });
        },
        (error: unknown) => {
          console.error('[privacy] dataRequest.verify failed', error);
          setState({ kind: 'error', text: texts.verifyFailed });
        },
      );
  }, [texts, locale]);
  return state;
}

export function DataRequestForm({
  locale,
  texts,
  errorTexts,
}: {
  locale: 'vi' | 'en';
  texts: DataRequestTexts;
  errorTexts: ErrorTexts;
}) {
  const { id, formProps, field, status, setStatus, busy, send } = useFormSend(texts, errorTexts);
  const verification = useLinkVerification(texts, locale);

  async function submit(text: ReadText) {
    const values = {
      email: text('email'),
      kind: text('kind'),
      message: text('message'),
      locale,
      website: text('website'),
    };
    let code: Awaited<ReturnType<typeof loadSubmit>>;
    try {
      code = await loadSubmit();
    } catch (error) {
      console.error('[privacy] the request form code could not load', error);
      setStatus({ kind: 'error', text: texts.error });
      return;
    }
    const { sendKit, dataRequestInput, getTrpcClient } = code;
    await send(sendKit, dataRequestInput, values, (checked) =>
      getTrpcClient().dataRequest.create.mutate(checked),
    );
  }

  const kindField = field('kind');
  return (
    <section id="data-request" aria-labelledby={`${id}-heading`} className="mt-10 max-w-2xl">
      <h2
        id={`${id}-heading`}
        className="text-2xl font-bold tracking-tight text-slate-950 dark:text-white"
      >
        {texts.heading}
      </h2>
      {verification ? (
        <p
          role={verification.kind === 'error' ? 'alert' : 'status'}
          className="mt-3 rounded-lg border border-slate-300 p-3 font-medium dark:border-slate-600"
        >
          {verification.text}
        </p>
      ) : null}
      <p className="mt-2">{texts.intro}</p>
      <form
        {...formProps(submit)}
        aria-labelledby={`${id}-heading`}
        onFocus={() => void loadSubmit()}
        className="relative mt-4 flex flex-col gap-4"
      >
        <EmailField {...field('email')} label={texts.email} />
        <Field {...kindField} label={texts.kind}>
          {(control) => (
            <select
              {...control}
              name="kind"
              defaultValue="access"
              className="min-h-11 w-fit rounded-lg border border-slate-400 bg-white px-3 py-2 dark:border-slate-500 dark:bg-slate-900"
            >
              {(Object.keys(texts.kinds) as Kind[]).map((kind) => (
                <option key={kind} value={kind}>
                  {texts.kinds[kind]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <TextAreaField {...field('message')} label={texts.message} rows={4} />
        <FormEnd id={id} busy={busy} status={status} texts={texts} />
      </form>
    </section>
  );
}
