'use client';

// The review form (spec §3 fields, DESIGN.md §15): pending after submit, shown once moderated.
// The avatar uploads on choice to POST /api/uploads/avatar, which checks and re-encodes it.
// Loaded on first use by ./review-form-launcher.tsx.
import { vietnamDate } from '@/lib/calendar';
import { useEffect, useState } from 'react';
import { getTrpcClient } from '@/lib/trpc/client';
import { reviewInput } from '@/lib/validation/community';
import { sendKit, type ErrorTexts } from '@/components/leads/form-check';
import {
  DateField,
  Field,
  focusFirstInput,
  FormEnd,
  inputClass,
  NameField,
  TextAreaField,
  TextField,
} from '@/components/leads/form-fields';
import { useFormSend, type ReadText, type SendTexts } from '@/components/leads/use-form-send';

export interface ReviewFormTexts extends SendTexts {
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
  uploadError: string;
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
  const { id, formRef, formProps, errors, field, status, busy, send } = useFormSend(
    texts,
    errorTexts,
  );
  const [avatar, setAvatar] = useState<Avatar>({ state: 'idle' });
  const [avatarError, setAvatarError] = useState<string | undefined>();
  const today = vietnamDate(new Date());

  useEffect(() => {
    // Opened by a click on the launcher: focus moves into the form it became.
    focusFirstInput(formRef.current);
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

  async function submit(text: ReadText) {
    if (avatar.state === 'uploading') return;
    const values = {
      authorName: text('authorName'),
      profession: text('profession'),
      avatarUrl: avatar.state === 'ready' ? avatar.url : null,
      // No star chosen reads as '' and so as 0, which the schema refuses.
      rating: Number(text('rating')),
      title: text('title'),
      content: text('content'),
      serviceType: text('serviceType'),
      visitDate: text('visitDate'),
      locale,
      website: text('website'),
    };
    await send(
      sendKit,
      reviewInput,
      values,
      (checked) => getTrpcClient().review.create.mutate({ ...values, rating: checked.rating }),
      { onSent: () => setAvatar({ state: 'idle' }) },
    );
  }

  const optional = (label: string) => `${label} ${texts.optional}`;
  return (
    <form
      {...formProps(submit)}
      aria-labelledby={`${id}-heading`}
      className="relative flex max-w-2xl flex-col gap-4 rounded-xl border border-slate-200 p-5 dark:border-slate-700"
    >
      <h3 id={`${id}-heading`} className="text-xl font-bold text-slate-950 dark:text-white">
        {texts.heading}
      </h3>
      <NameField {...field('authorName', 'name')} label={texts.authorName} />
      <TextField
        {...field('profession')}
        label={optional(texts.profession)}
        autoComplete="organization-title"
      />
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
      <TextField {...field('title')} label={optional(texts.title)} />
      <TextAreaField {...field('content')} label={texts.content} rows={5} required />
      <Field {...field('serviceType', 'service')} label={texts.serviceType}>
        {(control) => (
          <select {...control} required defaultValue="" className={inputClass}>
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
      <DateField {...field('visitDate', 'visit')} label={texts.visitDate} max={today} />
      <FormEnd id={id} busy={busy} status={status} texts={texts} />
    </form>
  );
}
