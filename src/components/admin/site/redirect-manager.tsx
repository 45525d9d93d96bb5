'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { actionClass, primaryActionClass } from '@/components/admin/community/console-parts';
import { redirectInput } from '@/lib/admin/site-schemas';
import { useTRPC } from '@/lib/trpc/react';
import {
  ActionOutcome,
  AdminOnlyNote,
  CheckboxField,
  ListState,
  ManagerSection,
  RecentChanges,
  TextInput,
  useSiteAction,
  useSiteManager,
  type ChangeEntry,
} from './site-parts';
import type { StoredRedirect } from './site-types';

interface RuleFacts {
  target: string;
  permanent: boolean;
  active: boolean;
}

function isRuleFacts(value: unknown): value is RuleFacts {
  return typeof value === 'object' && value !== null && 'target' in value;
}

/** The add/edit form: a new rule, or the one being edited (its source then fixed). */
function RedirectForm({
  editing,
  onDone,
  onCancel,
}: {
  editing: StoredRedirect | null;
  onDone(message: string): void;
  onCancel(): void;
}) {
  const t = useTranslations('AdminSite');
  const trpc = useTRPC();
  const create = useMutation(trpc.admin.redirects.create.mutationOptions());
  const update = useMutation(trpc.admin.redirects.update.mutationOptions());
  const action = useSiteAction(() => undefined);
  const [problems, setProblems] = useState<{ source?: string; target?: string }>({});
  const prefix = editing ? 'redirect-edit' : 'redirect-new';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = redirectInput.safeParse({
      source: editing ? editing.source : String(form.get('source') ?? ''),
      target: String(form.get('target') ?? ''),
      permanent: form.get('permanent') === 'on',
      active: form.get('active') === 'on',
    });
    if (!parsed.success) {
      const found: { source?: string; target?: string } = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'source') found.source = t('refusals.redirect-source');
        if (field === 'target') found.target = t('refusals.redirect-target');
      }
      setProblems(found);
      return;
    }
    setProblems({});
    const rule = parsed.data;
    const message = editing
      ? t('redirects.updated', { source: rule.source })
      : t('redirects.created', { source: rule.source });
    const ok = await action.run(async () => {
      await (editing ? update : create).mutateAsync(rule);
      return message;
    });
    if (ok) onDone(message);
  }

  const pending = create.isPending || update.isPending;
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex max-w-xl flex-col gap-3"
      aria-labelledby={`${prefix}-heading`}
    >
      <h2 id={`${prefix}-heading`} className="text-xl font-semibold">
        {editing
          ? t('redirects.editHeading', { source: editing.source })
          : t('redirects.formHeading')}
      </h2>
      {editing ? null : (
        <TextInput
          id={`${prefix}-source`}
          name="source"
          label={t('redirects.source')}
          hint={t('redirects.sourceHint')}
          error={problems.source}
          autoComplete="off"
          spellCheck={false}
        />
      )}
      <TextInput
        id={`${prefix}-target`}
        name="target"
        label={t('redirects.target')}
        hint={t('redirects.targetHint')}
        error={problems.target}
        defaultValue={editing?.target}
        autoComplete="off"
        spellCheck={false}
      />
      <CheckboxField
        id={`${prefix}-permanent`}
        name="permanent"
        label={t('redirects.permanent')}
        hint={t('redirects.permanentHint')}
        defaultChecked={editing ? editing.permanent : true}
      />
      <CheckboxField
        id={`${prefix}-active`}
        name="active"
        label={t('redirects.active')}
        defaultChecked={editing ? editing.active : true}
      />
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={pending} className={primaryActionClass}>
          {pending ? t('saving') : editing ? t('save') : t('redirects.add')}
        </button>
        {editing ? (
          <button type="button" className={actionClass} onClick={onCancel}>
            {t('cancel')}
          </button>
        ) : null}
      </div>
      <ActionOutcome notice={null} alert={action.alert} />
    </form>
  );
}

/**
 * Redirects ("Chuyển hướng"): the stored rules with add, edit, switch off and remove (admins), the
 * committed rules read-only, and the last changes with a way back.
 */
export function RedirectManager() {
  const t = useTranslations('AdminSite');
  const trpc = useTRPC();
  const { list, refresh, canChange, action } = useSiteManager(
    useQuery(trpc.admin.redirects.list.queryOptions()),
    trpc.admin.redirects.list.queryKey(),
  );
  const create = useMutation(trpc.admin.redirects.create.mutationOptions());
  const update = useMutation(trpc.admin.redirects.update.mutationOptions());
  const remove = useMutation(trpc.admin.redirects.remove.mutationOptions());
  const [editing, setEditing] = useState<StoredRedirect | null>(null);
  const [formKey, setFormKey] = useState(0);

  if (!list.isSuccess) return <ListState list={list} />;

  function describe(value: unknown): string {
    if (!isRuleFacts(value)) return String(value);
    const kind = value.permanent ? t('redirects.kindPermanent') : t('redirects.kindTemporary');
    return `→ ${value.target} (${kind}${value.active ? '' : `, ${t('redirects.off')}`})`;
  }

  async function restore(entry: ChangeEntry): Promise<string> {
    const source = entry.targetId;
    if (!isRuleFacts(entry.before)) {
      await remove.mutateAsync({ source });
    } else if (isRuleFacts(entry.after)) {
      await update.mutateAsync({ source, ...entry.before });
    } else {
      await create.mutateAsync({ source, ...entry.before });
    }
    return t('history.restored', { target: source });
  }

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-2">
        <p>{t('redirects.intro')}</p>
        <p className="rounded-lg border border-amber-400 p-3 text-sm">
          {t('redirects.committedWins')}
        </p>
        {canChange ? null : <AdminOnlyNote />}
      </div>

      {canChange ? (
        <RedirectForm
          key={editing ? `edit-${editing.source}` : `new-${formKey}`}
          editing={editing}
          onCancel={() => setEditing(null)}
          onDone={(message) => {
            setEditing(null);
            setFormKey((n) => n + 1);
            action.done(message);
          }}
        />
      ) : null}

      <ManagerSection id="redirects-list" heading={t('redirects.listHeading')} action={action}>
        {list.data.rules.length === 0 ? <p>{t('redirects.empty')}</p> : null}
        <ul className="flex flex-col gap-3">
          {list.data.rules.map((rule) => (
            <li
              key={rule.source}
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-300 p-3 dark:border-slate-600"
            >
              <div className="min-w-0">
                <p className="font-semibold break-all">
                  {rule.source} → {rule.target}
                </p>
                <p className="text-sm text-slate-700 dark:text-slate-300">
                  {rule.permanent ? t('redirects.kindPermanent') : t('redirects.kindTemporary')}
                  {rule.target.startsWith('/') ? '' : ` · ${t('redirects.external')}`}
                  {rule.active ? '' : ` · ${t('redirects.off')}`}
                </p>
                {rule.shadowedByCommitted ? (
                  <p className="text-sm font-medium text-amber-900 dark:text-amber-200">
                    {t('redirects.shadowed')}
                  </p>
                ) : null}
              </div>
              {canChange ? (
                <div className="flex gap-2">
                  <button
                    type="button"
                    className={actionClass}
                    aria-label={t('redirects.editLabel', { source: rule.source })}
                    onClick={() => setEditing(rule)}
                  >
                    {t('edit')}
                  </button>
                  <button
                    type="button"
                    className={actionClass}
                    disabled={action.busy}
                    aria-label={t('redirects.removeLabel', { source: rule.source })}
                    onClick={() => {
                      if (!window.confirm(t('redirects.confirmRemove', { source: rule.source })))
                        return;
                      void action.run(async () => {
                        await remove.mutateAsync({ source: rule.source });
                        if (editing?.source === rule.source) setEditing(null);
                        return t('redirects.removed', { source: rule.source });
                      });
                    }}
                  >
                    {t('remove')}
                  </button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      </ManagerSection>

      <ManagerSection
        id="redirects-committed"
        heading={t('redirects.committedHeading')}
        className="flex flex-col gap-2"
      >
        <ul className="flex flex-col gap-1 text-sm">
          {list.data.committed.map((rule) => (
            <li key={rule.from} className="break-all">
              {rule.from} → {rule.to} (
              {rule.permanent ? t('redirects.kindPermanent') : t('redirects.kindTemporary')})
            </li>
          ))}
        </ul>
      </ManagerSection>

      <RecentChanges
        targetType="redirect"
        describe={describe}
        restore={restore}
        onRestored={refresh}
      />
    </div>
  );
}
