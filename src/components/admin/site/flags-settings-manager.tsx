'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { actionClass, primaryActionClass } from '@/components/admin/community/console-parts';
import {
  flagSetInput,
  SETTING_FORMATS,
  settingSetInput,
  SWITCH_SETTINGS,
} from '@/lib/admin/site-schemas';
import { isTrueValue } from '@/lib/flags/flags';
import { useTRPC } from '@/lib/trpc/react';
import {
  ActionOutcome,
  AdminOnlyNote,
  CheckboxField,
  ListState,
  ManagerSection,
  RecentChanges,
  TextInput,
  useCanChange,
  useSiteAction,
  useSiteManager,
  type ChangeEntry,
} from './site-parts';
import type { SettingRow } from './site-types';

function valueOf(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || !('value' in value)) return null;
  return String((value as { value: unknown }).value);
}

function useRefreshers() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return {
    flags() {
      void queryClient.invalidateQueries({ queryKey: trpc.admin.flags.list.queryKey() });
      void queryClient.invalidateQueries({ queryKey: trpc.admin.audit.list.queryKey() });
    },
    settings() {
      void queryClient.invalidateQueries({ queryKey: trpc.admin.settings.list.queryKey() });
      void queryClient.invalidateQueries({ queryKey: trpc.admin.audit.list.queryKey() });
    },
  };
}

function FlagsSection() {
  const t = useTranslations('AdminSite');
  const trpc = useTRPC();
  const { list, canChange, action } = useSiteManager(
    useQuery(trpc.admin.flags.list.queryOptions()),
    trpc.admin.flags.list.queryKey(),
  );
  const set = useMutation(trpc.admin.flags.set.mutationOptions());
  const [newKeyError, setNewKeyError] = useState<string | null>(null);

  if (!list.isSuccess) return <ListState list={list} />;

  function toggle(key: string, enabled: boolean) {
    void action.run(async () => {
      await set.mutateAsync({ key, enabled });
      return enabled ? t('flags.switchedOn', { key }) : t('flags.switchedOff', { key });
    });
  }

  async function addFlag(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const parsed = flagSetInput.safeParse({
      key: String(form.get('key') ?? ''),
      enabled: form.get('enabled') === 'on',
      description: String(form.get('description') ?? ''),
    });
    if (!parsed.success) {
      setNewKeyError(t('refusals.setting-key'));
      return;
    }
    setNewKeyError(null);
    const ok = await action.run(async () => {
      await set.mutateAsync(parsed.data);
      return parsed.data.enabled
        ? t('flags.switchedOn', { key: parsed.data.key })
        : t('flags.switchedOff', { key: parsed.data.key });
    });
    if (ok) formElement.reset();
  }

  return (
    <ManagerSection id="flags-heading" heading={t('flags.heading')} action={action}>
      <ul className="flex flex-col gap-3">
        {list.data.map((flag) => (
          <li
            key={flag.key}
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-300 p-3 dark:border-slate-600"
          >
            <div className="min-w-0">
              <p id={`flag-${flag.key}`} className="font-semibold break-all">
                {flag.key}
              </p>
              {flag.description ? <p className="text-sm">{flag.description}</p> : null}
              <p className="text-sm text-slate-700 dark:text-slate-300">
                {t('flags.stored', { value: JSON.stringify(flag.value) })}
              </p>
            </div>
            <button
              type="button"
              role="switch"
              aria-checked={flag.enabled}
              aria-labelledby={`flag-${flag.key}`}
              disabled={!canChange || action.busy}
              className={flag.enabled ? primaryActionClass : actionClass}
              onClick={() => toggle(flag.key, !flag.enabled)}
            >
              {flag.enabled ? t('flags.on') : t('flags.off')}
            </button>
          </li>
        ))}
      </ul>
      {canChange ? (
        <form
          noValidate
          onSubmit={(event) => void addFlag(event)}
          aria-labelledby="flag-new-heading"
          className="flex max-w-xl flex-col gap-3"
        >
          <h3 id="flag-new-heading" className="text-lg font-semibold">
            {t('flags.newHeading')}
          </h3>
          <TextInput
            id="flag-new-key"
            name="key"
            label={t('flags.key')}
            error={newKeyError}
            autoComplete="off"
            spellCheck={false}
          />
          <TextInput
            id="flag-new-description"
            name="description"
            label={t('flags.description')}
            autoComplete="off"
          />
          <CheckboxField id="flag-new-enabled" name="enabled" label={t('flags.enabled')} />
          <button type="submit" className={primaryActionClass} disabled={action.busy}>
            {t('flags.add')}
          </button>
        </form>
      ) : null}
    </ManagerSection>
  );
}

function SettingForm({ setting }: { setting: SettingRow }) {
  const t = useTranslations('AdminSite');
  const trpc = useTRPC();
  const canChange = useCanChange();
  const refresh = useRefreshers();
  const set = useMutation(trpc.admin.settings.set.mutationOptions());
  const action = useSiteAction(refresh.settings);
  const [error, setError] = useState<string | null>(null);
  const id = `setting-${setting.key}`;
  const format = SETTING_FORMATS[setting.key];
  const hint = format
    ? t('settings.format', { example: format.example })
    : SWITCH_SETTINGS.includes(setting.key)
      ? t('settings.switchFormat')
      : undefined;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('value') ?? '');
    const parsed = settingSetInput.safeParse({ key: setting.key, value });
    if (!parsed.success) {
      setError(t('refusals.setting-format'));
      return;
    }
    setError(null);
    await action.run(async () => {
      const result = await set.mutateAsync(parsed.data);
      return result.changed ? t('settings.saved', { key: setting.key }) : t('unchanged');
    });
  }

  return (
    <li className="rounded-lg border border-slate-300 p-3 dark:border-slate-600">
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-2">
        <TextInput
          id={id}
          name="value"
          label={t('settings.value', { key: setting.key })}
          hint={hint}
          error={error}
          defaultValue={setting.value}
          readOnly={!canChange}
          autoComplete="off"
          spellCheck={false}
        />
        {SWITCH_SETTINGS.includes(setting.key) ? (
          <p className="text-sm">{isTrueValue(setting.value) ? t('flags.on') : t('flags.off')}</p>
        ) : null}
        {canChange ? (
          <button
            type="submit"
            className={`${actionClass} self-start`}
            disabled={set.isPending}
            aria-label={`${t('save')} ${setting.key}`}
          >
            {set.isPending ? t('saving') : t('save')}
          </button>
        ) : null}
        <ActionOutcome notice={action.notice} alert={action.alert} />
      </form>
    </li>
  );
}

function SettingsSection() {
  const t = useTranslations('AdminSite');
  const trpc = useTRPC();
  const { list, canChange, action } = useSiteManager(
    useQuery(trpc.admin.settings.list.queryOptions()),
    trpc.admin.settings.list.queryKey(),
  );
  const set = useMutation(trpc.admin.settings.set.mutationOptions());
  const [problem, setProblem] = useState<string | null>(null);

  if (!list.isSuccess) return <ListState list={list} />;

  async function addSetting(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const parsed = settingSetInput.safeParse({
      key: String(form.get('key') ?? ''),
      value: String(form.get('value') ?? ''),
    });
    if (!parsed.success) {
      const keyIssue = parsed.error.issues.some((issue) => issue.path[0] === 'key');
      setProblem(keyIssue ? t('refusals.setting-key') : t('refusals.setting-format'));
      return;
    }
    setProblem(null);
    const ok = await action.run(async () => {
      await set.mutateAsync(parsed.data);
      return t('settings.saved', { key: parsed.data.key });
    });
    if (ok) formElement.reset();
  }

  return (
    <ManagerSection id="settings-heading" heading={t('settings.heading')}>
      <p>{t('settings.intro')}</p>
      <ul className="flex flex-col gap-3">
        {list.data.map((setting) => (
          <SettingForm key={`${setting.key}:${setting.updatedAt}`} setting={setting} />
        ))}
      </ul>
      {canChange ? (
        <form
          noValidate
          onSubmit={(event) => void addSetting(event)}
          aria-labelledby="setting-new-heading"
          className="flex max-w-xl flex-col gap-3"
        >
          <h3 id="setting-new-heading" className="text-lg font-semibold">
            {t('settings.newHeading')}
          </h3>
          <TextInput
            id="setting-new-key"
            name="key"
            label={t('settings.key')}
            autoComplete="off"
            spellCheck={false}
          />
          <TextInput
            id="setting-new-value"
            name="value"
            label={t('settings.newValue')}
            error={problem}
            autoComplete="off"
            spellCheck={false}
          />
          <button type="submit" className={primaryActionClass} disabled={action.busy}>
            {t('settings.add')}
          </button>
          <ActionOutcome notice={action.notice} alert={action.alert} />
        </form>
      ) : null}
    </ManagerSection>
  );
}

/** Feature flags and public settings: toggles, values checked by format, and a way back. */
export function FlagsSettingsManager() {
  const t = useTranslations('AdminSite');
  const trpc = useTRPC();
  const canChange = useCanChange();
  const refresh = useRefreshers();
  const setFlag = useMutation(trpc.admin.flags.set.mutationOptions());
  const setSetting = useMutation(trpc.admin.settings.set.mutationOptions());

  async function restoreFlag(entry: ChangeEntry): Promise<string> {
    await setFlag.mutateAsync({
      key: entry.targetId,
      enabled: isTrueValue(valueOf(entry.before) ?? ''),
    });
    return t('history.restored', { target: entry.targetId });
  }

  async function restoreSetting(entry: ChangeEntry): Promise<string> {
    await setSetting.mutateAsync({ key: entry.targetId, value: valueOf(entry.before) ?? '' });
    return t('history.restored', { target: entry.targetId });
  }

  const describe = (value: unknown) => JSON.stringify(valueOf(value) ?? '');

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-2">
        <p className="rounded-lg border border-amber-400 p-3 text-sm">{t('flags.trueRule')}</p>
        <p className="text-sm">{t('flags.addToCartNote')}</p>
        {canChange ? null : <AdminOnlyNote />}
      </div>
      <FlagsSection />
      <SettingsSection />
      <RecentChanges
        targetType="feature-flag"
        heading={t('history.flagsHeading')}
        describe={describe}
        restore={restoreFlag}
        restorable={(entry) => entry.before !== null}
        onRestored={refresh.flags}
      />
      <RecentChanges
        targetType="setting"
        heading={t('history.settingsHeading')}
        describe={describe}
        restore={restoreSetting}
        onRestored={refresh.settings}
      />
    </div>
  );
}
