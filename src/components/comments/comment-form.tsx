'use client';

// A comment or a reply (spec §5: name, email and content required), stored pending and shown
// once moderated. Loaded on first use by ./comment-form-launcher.tsx.
import { useEffect, useId, type FormEvent } from 'react';
import { getTrpcClient } from '@/lib/trpc/client';
import { commentInput } from '@/lib/validation/community';
import {
  buttonClass,
  Field,
  FormStatus,
  Honeypot,
  inputClass,
} from '@/components/leads/form-fields';
import { check, isTooMany, serverErrors, type ErrorTexts } from '@/components/leads/form-check';
import { useFormSend } from '@/components/leads/use-form-send';

export interface CommentFormTexts {
  heading: string;
  name: string;
  email: string;
  emailHint: string;
  content: string;
  submit: string;
  submitting: string;
  success: string;
  submitError: string;
  invalidForm: string;
  tooMany: string;
  honeypot: string;
  cancel: string;
}

export interface CommentFormProps {
  postSlug: string;
  /** The comment replied to; absent for a new comment. */
  parentId?: string;
  texts: CommentFormTexts;
  errorTexts: ErrorTexts;
  /** Closes a reply form (focus goes back to its "Reply" button). */
  onCancel?: () => void;
}

export function CommentForm({ postSlug, parentId, texts, errorTexts, onCancel }: CommentFormProps) {
  const id = useId();
  const { formRef, errors, status, busy, send } = useFormSend(
    { ...texts, error: texts.submitError },
    errorTexts,
  );

  useEffect(() => {
    formRef.current?.querySelector<HTMLInputElement>('input:not([tabindex="-1"])')?.focus();
  }, [formRef]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    const values = {
      postSlug,
      parentId: parentId ?? null,
      name: text('name'),
      email: text('email'),
      content: text('content'),
      website: text('website'),
    };
    await send({ check, isTooMany, serverErrors }, commentInput, values, () =>
      getTrpcClient().comment.create.mutate(values),
    );
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-heading`}
      className="relative flex max-w-2xl flex-col gap-4 rounded-xl border border-slate-200 p-5 dark:border-slate-700"
    >
      <h3 id={`${id}-heading`} className="text-lg font-bold text-slate-950 dark:text-white">
        {texts.heading}
      </h3>
      <Field id={`${id}-name`} label={texts.name} error={errors.name}>
        {(control) => (
          <input {...control} name="name" autoComplete="name" required className={inputClass} />
        )}
      </Field>
      <Field id={`${id}-email`} label={texts.email} hint={texts.emailHint} error={errors.email}>
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
      <Field id={`${id}-content`} label={texts.content} error={errors.content}>
        {(control) => (
          <textarea {...control} name="content" rows={4} required className={inputClass} />
        )}
      </Field>
      <Honeypot id={`${id}-website`} label={texts.honeypot} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={busy} className={buttonClass}>
          {busy ? texts.submitting : texts.submit}
        </button>
        {onCancel ? (
          <button
            type="button"
            onClick={onCancel}
            className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-5 dark:border-slate-600"
          >
            {texts.cancel}
          </button>
        ) : null}
      </div>
      <FormStatus status={status} />
    </form>
  );
}
