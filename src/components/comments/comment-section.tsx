// A post's comments, rendered into its static HTML (DESIGN.md §15): approved comments with their
// approved replies, names and text only (never an email), each a React text node. The forms are
// client leaves that load when used.
import type { ReactNode } from 'react';
import { formatDate } from '@/lib/format';
import { buttonClass } from '@/components/ui/button';
import type { ErrorTexts } from '@/components/leads/error-texts';
import { CommentFormLauncher } from './comment-form-launcher';
import type { CommentFormTexts } from './comment-form';
import type { CommentThreadView, CommentView } from '@/lib/trpc/contract';

const WRITE_BUTTON = buttonClass({ className: 'inline-flex items-center justify-center' });
const REPLY_BUTTON =
  'inline-flex min-h-11 items-center text-sm font-semibold text-primary-800 underline dark:text-primary-300';

export interface CommentSectionTexts {
  heading: string;
  count: string;
  empty: string;
  loadError: string;
  write: string;
  reply: string;
  /** With `{name}`. */
  replyTo: string;
  form: CommentFormTexts;
  replyForm: CommentFormTexts;
  errors: ErrorTexts;
}

function Comment({ comment, locale }: { comment: CommentView; locale: 'vi' | 'en' }) {
  return (
    <>
      <p className="font-semibold text-slate-950 dark:text-white">
        {comment.name}{' '}
        <time
          dateTime={comment.createdAt}
          className="text-sm font-normal text-slate-700 dark:text-slate-300"
        >
          {formatDate(comment.createdAt, locale)}
        </time>
      </p>
      <p className="mt-1 whitespace-pre-line text-slate-800 dark:text-slate-200">
        {comment.content}
      </p>
    </>
  );
}

export function CommentSection({
  postSlug,
  threads,
  locale,
  texts,
  children,
}: {
  postSlug: string;
  /** null when the comments could not be read. */
  threads: CommentThreadView[] | null;
  locale: 'vi' | 'en';
  texts: CommentSectionTexts;
  /** Shown below the comment button (the privacy note). */
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby="comments-heading" className="mt-12 flex max-w-3xl flex-col gap-6">
      <h2
        id="comments-heading"
        className="text-2xl font-bold tracking-tight text-slate-950 dark:text-white"
      >
        {texts.heading}
      </h2>
      {threads === null ? (
        <p role="alert">{texts.loadError}</p>
      ) : threads.length === 0 ? (
        <p>{texts.empty}</p>
      ) : (
        <>
          <p className="text-sm text-slate-700 dark:text-slate-300">{texts.count}</p>
          <ol className="flex flex-col gap-6">
            {threads.map((thread) => (
              <li key={thread.id} className="rounded-xl bg-slate-50 p-4 dark:bg-slate-900">
                <Comment comment={thread} locale={locale} />
                {thread.replies.length ? (
                  <ol className="mt-4 flex flex-col gap-4 border-l-2 border-slate-300 pl-4 dark:border-slate-600">
                    {thread.replies.map((reply) => (
                      <li key={reply.id}>
                        <Comment comment={reply} locale={locale} />
                      </li>
                    ))}
                  </ol>
                ) : null}
                <div className="mt-2">
                  <CommentFormLauncher
                    className={REPLY_BUTTON}
                    label={texts.reply}
                    accessibleLabel={texts.replyTo.replace('{name}', thread.name)}
                    postSlug={postSlug}
                    parentId={thread.id}
                    texts={{
                      ...texts.replyForm,
                      heading: texts.replyTo.replace('{name}', thread.name),
                    }}
                    errorTexts={texts.errors}
                  />
                </div>
              </li>
            ))}
          </ol>
        </>
      )}
      <div>
        <CommentFormLauncher
          className={WRITE_BUTTON}
          label={texts.write}
          postSlug={postSlug}
          texts={texts.form}
          errorTexts={texts.errors}
        />
        {children}
      </div>
    </section>
  );
}
