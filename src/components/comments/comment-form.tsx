'use client';

// A comment or a reply (spec §5: name, email and content required), stored pending and shown
// once moderated. Loaded on first use by ./comment-form-launcher.tsx.
import { useEffect } from 'react';
import { getTrpcClient } from '@/lib/trpc/client';
import { commentInput } from '@/lib/validation/community';
import { sendKit, type ErrorTexts } from '@/components/leads/form-check';
import {
  EmailField,
  focusFirstInput,
  FormStatus,
  Honeypot,
  NameField,
  SendButton,
  TextAreaField,
} from '@/components/leads/form-fields';
import { useFormSend, type ReadText, type SendTexts } from '@/components/leads/use-form-send';

export interface CommentFormTexts extends SendTexts {
  heading: string;
  name: string;
  email: string;
  emailHint: string;
  content: string;
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
  const { id, formRef, formProps, field, status, busy, send } = useFormSend(texts, errorTexts);

  useEffect(() => focusFirstInput(formRef.current), [formRef]);

  async function submit(text: ReadText) {
    const values = {
      postSlug,
      parentId: parentId ?? null,
      name: text('name'),
      email: text('email'),
      content: text('content'),
      website: text('website'),
    };
    await send(sendKit, commentInput, values, () => getTrpcClient().comment.create.mutate(values));
  }

  return (
    <form
      {...formProps(submit)}
      aria-labelledby={`${id}-heading`}
      className="relative flex max-w-2xl flex-col gap-4 rounded-xl border border-slate-200 p-5 dark:border-slate-700"
    >
      <h3 id={`${id}-heading`} className="text-lg font-bold text-slate-950 dark:text-white">
        {texts.heading}
      </h3>
      <NameField {...field('name')} label={texts.name} />
      <EmailField {...field('email')} label={texts.email} hint={texts.emailHint} />
      <TextAreaField {...field('content')} label={texts.content} rows={4} required />
      <Honeypot id={`${id}-website`} label={texts.honeypot} />
      <div className="flex flex-wrap gap-3">
        <SendButton busy={busy} texts={texts} />
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
