'use client';

// The review form (spec §3 fields, DESIGN.md §15): pending after submit, shown once moderated.
// The avatar uploads on choice to POST /api/uploads/avatar, which checks and re-encodes it.
// Loaded on first use by ./review-form-launcher.tsx.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { getTrpcClient } from '@/lib/trpc/client';
import { vietnamDate } from '@/lib/format';
import { reviewInput } from '@/lib/validation/community';
import {
  buttonClass,
  Field,
  FormStatus,
  Honeypot,
  inputClass,
} from '@/components/leads/form-fields';
import { check, isTooMany, serverErrors, type ErrorTexts } from '@/components/leads/form-check';
import { useFormSend } from '@/components/leads/use-form-send';

export interface ReviewFormTexts {
  heading: string;
  authorName: string;
  profession: string;
  optional: string;
  avatar: string;
  avatarHint: string;
  avatarUploading: string;
  avatarReady: string;
  avatarRemove: string;
  rating: string;
  /** One per star, with `{rating}`. */
  ratingOption: string;
  title: string;
  content: string;
  serviceType: string;
  serviceTypeChoose: string;
  visitDate: string;
  submit: string;
  submitting: string;
  success: string;
  submitError: string;
  uploadError: string;
  invalidForm: string;
  tooMany: string;
  honeypot: string;
}

export interface ReviewFormProps {
  locale: 'vi' | 'en';
  texts: ReviewFormTexts;
  errorTexts: ErrorTexts;
  /** `serviceType` choices: the cable car, each service, the restaurant. */
  serviceOptions: { value: string; label: string }[];
}

type Avatar = { state: 'idle' } | { state: 'uploading' } | { state: 'ready'; url: string };

export function ReviewForm({ locale, texts, errorTexts, serviceOptions }: ReviewFormProps) {
  const id = useId();
  const { formRef, errors, status, busy, send } = useFormSend(
    { ...texts, error: texts.submitError },
    errorTexts,
  );
  const [avatar, setAvatar] = useState<Avatar>({ state: 'idle' });
  const [avatarError, setAvatarError] = useState<string | undefined>();
  const today = vietnamDate();

  useEffect(() => {
    // Opened by a click on the launcher: focus moves into the form it became.
    formRef.current?.querySelector<HTMLInputElement>('input:not([tabindex="-1"])')?.focus();
  }, [formRef]);

  async function uploadAvatar(file: File | undefined) {
    setAvatarError(undefined);
    if (!file) {
      setAvatar({ state: 'idle' });
      return;
    }
    setAvatar({ state: 'uploading' });
    try {
      const body = new FormData();
      body.append('file', file);
      const response = await fetch('/api/uploads/avatar', { method: 'POST', body });
      const answer = (await response.json()) as { url?: string };
      if (!response.ok || !answer.url) throw new Error(`upload answered ${response.status}`);
      setAvatar({ state: 'ready', url: answer.url });
    } catch (error) {
      console.warn('[reviews] avatar upload refused or failed', error);
      setAvatar({ state: 'idle' });
      setAvatarError(texts.uploadError);
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || avatar.state === 'uploading') return;
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    const values = {
      authorName: text('authorName'),
      profession: text('profession'),
      avatarUrl: avatar.state === 'ready' ? avatar.url : null,
      rating: Number(form.get('rating') ?? 0),
      title: text('title'),
      content: text('content'),
      serviceType: text('serviceType'),
      visitDate: text('visitDate'),
      locale,
      website: text('website'),
    };
    await send(
      { check, isTooMany, serverErrors },
      reviewInput,
      values,
      (checked) => getTrpcClient().review.create.mutate({ ...values, rating: checked.rating }),
      { onSent: () => setAvatar({ state: 'idle' }) },
    );
  }

  const optional = (label: string) => `${label} ${texts.optional}`;
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-heading`}
      className="relative flex max-w-2xl flex-col gap-4 rounded-xl border border-slate-200 p-5 dark:border-slate-700"
    >
      <h3 id={`${id}-heading`} className="text-xl font-bold text-slate-950 dark:text-white">
        {texts.heading}
      </h3>
      <Field id={`${id}-name`} label={texts.authorName} error={errors.authorName}>
        {(control) => (
          <input
            {...control}
            name="authorName"
            autoComplete="name"
            required
            className={inputClass}
          />
        )}
      </Field>
      <Field id={`${id}-profession`} label={optional(texts.profession)} error={errors.profession}>
        {(control) => (
          <input
            {...control}
            name="profession"
            autoComplete="organization-title"
            className={inputClass}
          />
        )}
      </Field>
      <Field
        id={`${id}-avatar`}
        label={optional(texts.avatar)}
        hint={
          avatar.state === 'uploading'
            ? texts.avatarUploading
            : avatar.state === 'ready'
              ? texts.avatarReady
              : texts.avatarHint
        }
        error={avatarError ?? errors.avatarUrl}
      >
        {(control) => (
          <input
            {...control}
            type="file"
            accept="image/jpeg,image/png,image/gif"
            onChange={(event) => void uploadAvatar(event.currentTarget.files?.[0])}
            className="text-base"
          />
        )}
      </Field>
      <fieldset
        className="flex flex-col gap-1"
        aria-describedby={errors.rating ? `${id}-rating-error` : undefined}
      >
        <legend className="text-sm font-medium">{texts.rating}</legend>
        <div className="flex flex-wrap gap-2">
          {[1, 2, 3, 4, 5].map((rating) => (
            <label
              key={rating}
              className="inline-flex min-h-11 cursor-pointer items-center gap-1 rounded-lg border border-slate-300 px-3 has-checked:border-amber-600 has-checked:bg-amber-50 dark:border-slate-600 dark:has-checked:bg-amber-950"
            >
              <input type="radio" name="rating" value={rating} className="size-4" />
              <span aria-hidden="true" className="text-amber-700 dark:text-amber-400">
                {'★'.repeat(rating)}
              </span>
              <span className="sr-only">
                {texts.ratingOption.replace('{rating}', String(rating))}
              </span>
            </label>
          ))}
        </div>
        <p
          id={`${id}-rating-error`}
          aria-live="polite"
          className="text-sm text-red-700 empty:hidden dark:text-red-300"
        >
          {errors.rating ?? ''}
        </p>
      </fieldset>
      <Field id={`${id}-title`} label={optional(texts.title)} error={errors.title}>
        {(control) => <input {...control} name="title" className={inputClass} />}
      </Field>
      <Field id={`${id}-content`} label={texts.content} error={errors.content}>
        {(control) => (
          <textarea {...control} name="content" rows={5} required className={inputClass} />
        )}
      </Field>
      <Field id={`${id}-service`} label={texts.serviceType} error={errors.serviceType}>
        {(control) => (
          <select {...control} name="serviceType" required defaultValue="" className={inputClass}>
            <option value="" disabled>
              {texts.serviceTypeChoose}
            </option>
            {serviceOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={`${id}-visit`} label={texts.visitDate} error={errors.visitDate}>
        {(control) => (
          <input
            {...control}
            type="date"
            name="visitDate"
            max={today}
            required
            className={`${inputClass} w-fit`}
          />
        )}
      </Field>
      <Honeypot id={`${id}-website`} label={texts.honeypot} />
      <div>
        <button type="submit" disabled={busy} className={buttonClass}>
          {busy ? texts.submitting : texts.submit}
        </button>
      </div>
      <FormStatus status={status} />
    </form>
  );
}
