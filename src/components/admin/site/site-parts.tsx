'use client';

import {
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState, type FormHTMLAttributes, type InputHTMLAttributes, type ReactNode } from 'react';
import { useActionOutcome, ActionOutcome } from '@/components/admin/action-outcome';
import {
  actionClass,
  LoadFailure,
  selectClass,
  useFormatWhen,
} from '@/components/admin/community/console-parts';
import { useOperator } from '@/components/admin/console-area';
import { ConsoleField } from '@/components/admin/console-field';
import { useRefusalMessage } from '@/components/ui/use-refusal-message';
import { reasonAmong, refusalOf } from '@/lib/errors/refusal';
import { SITE_CONSOLE_REASONS, SITE_FIELD_KEYS } from '@/lib/errors/reasons';
import { fieldErrors } from '@/lib/trpc/errors';
import { useTRPC } from '@/lib/trpc/react';

/** The shared schemas' field keys the console explains (AdminSite.refusals). */
type FieldKey = (typeof SITE_FIELD_KEYS)[number];

const isFieldKey = (value: string | undefined): value is FieldKey =>
  (SITE_FIELD_KEYS as readonly string[]).includes(value ?? '');

/**
 * A failed call in the operator's language: the rule that refused it (a service's key, or the
 * key a shared schema put on a field), in the console's words or the shared `Refusals` ones,
 * else a generic sentence.
 */
export function useRefusalText(): (error: unknown) => string {
  const t = useTranslations('AdminSite');
  const refusalMessage = useRefusalMessage();
  return (error) => {
    const reason = reasonAmong(refusalOf(error), SITE_CONSOLE_REASONS);
    if (reason) return t(`refusals.${reason}`);
    const fieldKey = Object.values(fieldErrors(error))
      .flat()
      .find((message) => isFieldKey(message));
    if (isFieldKey(fieldKey)) return t(`refusals.${fieldKey}`);
    return refusalMessage(error, t('actionError'));
  };
}

/** Whether the signed-in operator may change the site's settings (staff only read them). */
export function useCanChange(): boolean {
  return useOperator().role === 'admin';
}

export function AdminOnlyNote() {
  const t = useTranslations('AdminSite');
  return (
    <p className="rounded-lg border border-slate-300 p-3 text-sm dark:border-slate-600">
      {t('adminOnly')}
    </p>
  );
}

/** A labelled text input with its hint and error tied to it by aria-describedby. */
export function TextInput({
  id,
  label,
  hint,
  error,
  ...input
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string | null;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  return (
    <ConsoleField id={id} label={label} hint={hint} error={error}>
      {(control) => <input {...control} className={selectClass} {...input} />}
    </ConsoleField>
  );
}

export function CheckboxField({
  id,
  label,
  hint,
  ...input
}: { id: string; label: string; hint?: string } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'type'
>) {
  return (
    <div className="flex items-start gap-2">
      <input
        id={id}
        type="checkbox"
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-1 size-5 shrink-0"
        {...input}
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-sm text-slate-700 dark:text-slate-300">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** The outcome of the last step of a console screen, and a way to run one. */
export function useSiteAction(settled: () => void) {
  const outcome = useActionOutcome(settled);
  const refusalText = useRefusalText();
  const [busy, setBusy] = useState(false);
  return {
    ...outcome,
    /** True while a step `run` started is under way. */
    busy,
    /** A refusal in the operator's words, for a step that reports its own failure. */
    refusalText,
    /** Runs `step`; its result's sentence becomes the notice, a refusal the alert. */
    async run(step: () => Promise<string>): Promise<boolean> {
      outcome.clearNotice();
      setBusy(true);
      try {
        outcome.done(await step());
        return true;
      } catch (error) {
        console.error('[console] site settings step failed', error);
        outcome.failed(refusalText(error));
        return false;
      } finally {
        setBusy(false);
      }
    },
  };
}

export type SiteAction = ReturnType<typeof useSiteAction>;

/**
 * What the five site managers (flags and settings, logos, payments, redirects, themes) start
 * from: their list, whether the operator may change it, and the outcome of their steps (a
 * refusal said by its key, busy while one runs), after which the list and the area's recent
 * changes load again.
 */
export function useSiteManager<T, E>(list: UseQueryResult<T, E>, ...listKeys: QueryKey[]) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = () => {
    for (const queryKey of [...listKeys, trpc.admin.audit.list.queryKey()]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  };
  return { list, refresh, canChange: useCanChange(), action: useSiteAction(refresh) };
}

/** A manager's list while it is not there: a status line as it loads, a retry when it failed. */
export function ListState({
  list,
  quiet = false,
}: {
  list: UseQueryResult<unknown, unknown>;
  quiet?: boolean;
}) {
  const tAdmin = useTranslations('Admin');
  if (list.isError) return <LoadFailure error={list.error} onRetry={() => void list.refetch()} />;
  return quiet ? null : <p role="status">{tAdmin('loading')}</p>;
}

/**
 * One part of a manager: its heading, the outcome of its last step (a notice read out as a
 * status, a refusal as an alert) where `outcome` says, and its body. A `form` part submits.
 */
export function ManagerSection({
  id,
  heading,
  action,
  outcome = 'top',
  form,
  className = 'flex flex-col gap-3',
  children,
}: {
  /** The heading's id, which names the part. */
  id: string;
  heading: string;
  /** The step outcome to show; none when another part shows it. */
  action?: Pick<SiteAction, 'notice' | 'alert'>;
  /** Right under the heading, or after the body (beside a form's button, say). */
  outcome?: 'top' | 'bottom';
  /** Makes the part a form with these attributes. */
  form?: FormHTMLAttributes<HTMLFormElement>;
  className?: string;
  children: ReactNode;
}) {
  const status = action ? <ActionOutcome notice={action.notice} alert={action.alert} /> : null;
  const body = (
    <>
      <h2 id={id} className="text-xl font-semibold">
        {heading}
      </h2>
      {outcome === 'top' ? status : null}
      {children}
      {outcome === 'bottom' ? status : null}
    </>
  );
  return form ? (
    <form {...form} aria-labelledby={id} className={className}>
      {body}
    </form>
  ) : (
    <section aria-labelledby={id} className={className}>
      {body}
    </section>
  );
}

export { ActionOutcome };

export interface ChangeEntry {
  id: string;
  action: string;
  targetId: string;
  actorEmail: string;
  createdAt: string;
  before: unknown;
  after: unknown;
}

/**
 * The area's last changes from the audit log, each with the value before and after; an admin can
 * put the value before back (itself a change, audited like any other).
 */
export function RecentChanges({
  targetType,
  describe,
  restore,
  restorable = () => true,
  onRestored,
  heading,
}: {
  /** The section's heading when a page shows more than one list of changes. */
  heading?: string;
  /** The audit log's target type: `redirect`, `feature-flag`, `setting`, `seo`. */
  targetType: string;
  /** One value as a short line of text (null: nothing). */
  describe(value: unknown): string;
  /** Puts the entry's `before` back; the answer is the notice to show. */
  restore(entry: ChangeEntry): Promise<string>;
  /** Whether the entry can be undone (e.g. a flag that did not exist cannot be un-created). */
  restorable?(entry: ChangeEntry): boolean;
  onRestored(): void;
}) {
  const t = useTranslations('AdminSite');
  const tAdmin = useTranslations('Admin');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const canChange = useCanChange();
  const formatWhen = useFormatWhen();
  const listOptions = trpc.admin.audit.list.queryOptions({ targetType, limit: 10 });
  const list = useQuery(listOptions);
  const action = useSiteAction(() => {
    onRestored();
    void queryClient.invalidateQueries({ queryKey: trpc.admin.audit.list.queryKey() });
  });
  const restoring = useMutation({ mutationFn: (entry: ChangeEntry) => restore(entry) });

  let body: ReactNode;
  if (list.isPending) body = <p role="status">{tAdmin('loading')}</p>;
  else if (list.isError) body = <p role="alert">{t('actionError')}</p>;
  else if (list.data.entries.length === 0) body = <p>{t('history.empty')}</p>;
  else {
    body = (
      <ul className="flex flex-col gap-3">
        {list.data.entries.map((raw) => {
          const details = (raw.details ?? {}) as { before?: unknown; after?: unknown };
          const entry: ChangeEntry = {
            id: raw.id,
            action: raw.action,
            targetId: raw.targetId,
            actorEmail: raw.actorEmail,
            createdAt: raw.createdAt,
            before: details.before ?? null,
            after: details.after ?? null,
          };
          return (
            <li
              key={entry.id}
              className="rounded-lg border border-slate-300 p-3 text-sm dark:border-slate-600"
            >
              <p className="font-semibold break-all">{entry.targetId}</p>
              <p className="text-slate-700 dark:text-slate-300">
                {t('history.entry', { when: formatWhen(entry.createdAt), email: entry.actorEmail })}
              </p>
              <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 break-all">
                <dt className="font-medium">{t('history.before')}</dt>
                <dd>{entry.before === null ? t('history.none') : describe(entry.before)}</dd>
                <dt className="font-medium">{t('history.after')}</dt>
                <dd>{entry.after === null ? t('history.none') : describe(entry.after)}</dd>
              </dl>
              {canChange && restorable(entry) ? (
                <button
                  type="button"
                  className={`${actionClass} mt-2`}
                  disabled={restoring.isPending}
                  aria-label={t('history.restoreLabel', { target: entry.targetId })}
                  onClick={() =>
                    void action.run(async () => {
                      await restoring.mutateAsync(entry);
                      return t('history.restored', { target: entry.targetId });
                    })
                  }
                >
                  {t('history.restore')}
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section aria-labelledby={`${targetType}-history`} className="flex flex-col gap-3">
      <h2 id={`${targetType}-history`} className="text-xl font-semibold">
        {heading ?? t('history.heading')}
      </h2>
      <ActionOutcome notice={action.notice} alert={action.alert} />
      {body}
    </section>
  );
}
