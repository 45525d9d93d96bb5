'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { actionClass, primaryActionClass } from '@/components/admin/community/console-parts';
import {
  CONTRAST_PAIRS,
  contrastFailures,
  contrastRatio,
  AA_BODY_TEXT,
} from '@/lib/theme-contrast';
import { PALETTE_NAMES, SHADES } from '@/lib/theme-palette';
import { useTRPC } from '@/lib/trpc/react';
import {
  AdminOnlyNote,
  ListState,
  ManagerSection,
  RecentChanges,
  TextInput,
  useCanChange,
  useSiteAction,
  useSiteManager,
  type ChangeEntry,
} from './site-parts';
import type { ThemeRow } from './site-types';
import { Alert } from '@/components/ui/alert';

type Colors = ThemeRow['colors'];
type SchemeName = keyof Colors;
const SCHEMES: readonly SchemeName[] = ['light', 'dark'];
const SLATE_950 = '#020617';

function ContrastList({ colors }: { colors: Colors }) {
  const t = useTranslations('AdminSite');
  return (
    <section aria-labelledby="theme-contrast" className="flex flex-col gap-2">
      <h3 id="theme-contrast" className="text-lg font-semibold">
        {t('theme.contrastHeading')}
      </h3>
      <ul className="flex flex-col gap-1 text-sm">
        {CONTRAST_PAIRS.map((pair) => {
          const ratio = contrastRatio(colors[pair.scheme][pair.palette][pair.shade], pair.against);
          const ok = ratio >= AA_BODY_TEXT;
          return (
            <li
              key={`${pair.scheme}-${pair.use}`}
              className={ok ? '' : 'font-semibold text-red-800 dark:text-red-300'}
            >
              {t('theme.ratio', {
                use: t(`theme.uses.${pair.use}`, { palette: pair.palette, shade: pair.shade }),
                scheme: t(`theme.schemes.${pair.scheme}`),
                ratio: ratio.toFixed(2),
              })}{' '}
              — {ok ? t('theme.pass') : t('theme.fail')}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The link and the button as the site draws them, in both schemes, with these colours. */
function Preview({ colors }: { colors: Colors }) {
  const t = useTranslations('AdminSite');
  return (
    <section aria-labelledby="theme-preview" className="flex flex-col gap-2">
      <h3 id="theme-preview" className="text-lg font-semibold">
        {t('theme.previewHeading')}
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        {SCHEMES.map((scheme) => (
          <div
            key={scheme}
            data-testid={`theme-preview-${scheme}`}
            className="flex flex-col gap-3 rounded-lg border border-slate-300 p-4"
            style={{ background: scheme === 'light' ? '#ffffff' : SLATE_950 }}
          >
            <p className="text-sm" style={{ color: scheme === 'light' ? SLATE_950 : '#f8fafc' }}>
              {t(`theme.schemes.${scheme}`)}
            </p>
            <span
              className="underline"
              style={{
                color: colors[scheme].primary[scheme === 'light' ? '800' : '300'],
              }}
            >
              {t('theme.previewLink')}
            </span>
            <span
              className="self-start rounded-lg px-4 py-2 text-sm font-semibold"
              style={{ background: colors[scheme].primary['500'], color: SLATE_950 }}
            >
              {t('theme.previewButton')}
            </span>
          </div>
        ))}
      </div>
    </section>
  );
}

function ThemeEditor({ theme, onSaved }: { theme: ThemeRow; onSaved(): void }) {
  const t = useTranslations('AdminSite');
  const trpc = useTRPC();
  const canChange = useCanChange();
  const save = useMutation(trpc.admin.theme.save.mutationOptions());
  const action = useSiteAction(onSaved);
  const [name, setName] = useState(theme.name);
  const [colors, setColors] = useState<Colors>(theme.colors);
  const blocked = contrastFailures(colors).length > 0;

  function setColor(
    scheme: SchemeName,
    palette: (typeof PALETTE_NAMES)[number],
    shade: (typeof SHADES)[number],
    value: string,
  ) {
    setColors((now) => ({
      ...now,
      [scheme]: { ...now[scheme], [palette]: { ...now[scheme][palette], [shade]: value } },
    }));
  }

  function submit(asNew: boolean) {
    const finalName = asNew && name === theme.name ? t('theme.newName', { name }) : name;
    void action.run(async () => {
      const saved = await save.mutateAsync({
        ...(asNew ? {} : { id: theme.id }),
        name: finalName,
        colors,
      });
      return t('theme.saved', { name: saved.name });
    });
  }

  return (
    <ManagerSection
      id="theme-editor"
      heading={t('theme.editorHeading', { name: theme.name })}
      action={action}
      outcome="bottom"
      className="flex flex-col gap-4"
    >
      <div className="max-w-md">
        <TextInput
          id="theme-name"
          label={t('theme.name')}
          value={name}
          readOnly={!canChange}
          onChange={(event) => setName(event.target.value)}
          autoComplete="off"
        />
      </div>
      {SCHEMES.map((scheme) => (
        <fieldset
          key={scheme}
          className="flex flex-col gap-2 rounded-lg border border-slate-300 p-3 dark:border-slate-600"
        >
          <legend className="px-1 font-semibold">{t(`theme.schemes.${scheme}`)}</legend>
          {PALETTE_NAMES.map((palette) => (
            <div key={palette} className="flex flex-col gap-1">
              <p className="text-sm font-medium">{t(`theme.palettes.${palette}`)}</p>
              <div className="flex flex-wrap gap-1">
                {SHADES.map((shade) => (
                  <label key={shade} className="flex flex-col items-center text-xs">
                    <input
                      type="color"
                      value={colors[scheme][palette][shade]}
                      disabled={!canChange}
                      aria-label={t('theme.swatch', {
                        palette,
                        shade,
                        scheme: t(`theme.schemes.${scheme}`),
                      })}
                      className="h-11 w-11 cursor-pointer rounded border border-slate-400"
                      onChange={(event) => setColor(scheme, palette, shade, event.target.value)}
                    />
                    <span aria-hidden="true">{shade}</span>
                  </label>
                ))}
              </div>
            </div>
          ))}
        </fieldset>
      ))}
      <ContrastList colors={colors} />
      <Preview colors={colors} />
      {blocked ? (
        <Alert tone="error" className="font-semibold">
          {t('theme.contrastBlocked')}
        </Alert>
      ) : null}
      {canChange ? (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={primaryActionClass}
            disabled={blocked || action.busy}
            onClick={() => submit(false)}
          >
            {t('theme.save')}
          </button>
          <button
            type="button"
            className={actionClass}
            disabled={blocked || action.busy}
            onClick={() => submit(true)}
          >
            {t('theme.saveAsNew')}
          </button>
        </div>
      ) : null}
    </ManagerSection>
  );
}

/**
 * Theme: the themes with the one in use, activation, and an editor of the light and dark palettes
 * with the contrast check and a preview. The server checks the contrast again.
 */
export function ThemeManager() {
  const t = useTranslations('AdminSite');
  const trpc = useTRPC();
  const { list, refresh, canChange, action } = useSiteManager(
    useQuery(trpc.admin.theme.list.queryOptions()),
    trpc.admin.theme.list.queryKey(),
  );
  const activate = useMutation(trpc.admin.theme.activate.mutationOptions());
  const save = useMutation(trpc.admin.theme.save.mutationOptions());
  const [editingId, setEditingId] = useState<string | null>(null);

  if (!list.isSuccess) return <ListState list={list} />;
  const themes = list.data;
  const nameOf = (id: unknown) => themes.find((theme) => theme.id === id)?.name ?? String(id);
  const editing = themes.find((theme) => theme.id === editingId) ?? null;

  function describe(value: unknown): string {
    if (typeof value !== 'object' || value === null) return String(value);
    if ('activeId' in value) return nameOf((value as { activeId: unknown }).activeId);
    if ('name' in value) {
      const { name, colors } = value as { name: string; colors?: Colors };
      return colors
        ? `${name} · primary-500 ${colors.light.primary['500']} / ${colors.dark.primary['500']}`
        : name;
    }
    return JSON.stringify(value);
  }

  async function restore(entry: ChangeEntry): Promise<string> {
    const before = entry.before as { activeId?: string | null; name?: string; colors?: Colors };
    if (before.activeId) await activate.mutateAsync({ id: before.activeId });
    else if (before.name && before.colors)
      await save.mutateAsync({ id: entry.targetId, name: before.name, colors: before.colors });
    return t('history.restored', { target: nameOf(entry.targetId) });
  }

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-2">
        <p>{t('theme.intro')}</p>
        {canChange ? null : <AdminOnlyNote />}
      </div>
      <ManagerSection id="theme-list" heading={t('theme.listHeading')} action={action}>
        <ul className="flex flex-col gap-3">
          {themes.map((theme) => (
            <li
              key={theme.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-300 p-3 dark:border-slate-600"
            >
              <div className="flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="inline-block size-8 rounded-full border border-slate-400"
                  style={{ background: theme.colors.light.primary['500'] }}
                />
                <p className="font-semibold">
                  {theme.name}
                  {theme.isActive ? ` · ${t('theme.active')}` : ''}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  className={actionClass}
                  aria-label={t('theme.editLabel', { name: theme.name })}
                  onClick={() => setEditingId(theme.id)}
                >
                  {t('theme.edit')}
                </button>
                {canChange && !theme.isActive ? (
                  <button
                    type="button"
                    className={primaryActionClass}
                    disabled={action.busy}
                    aria-label={t('theme.activateLabel', { name: theme.name })}
                    onClick={() =>
                      void action.run(async () => {
                        await activate.mutateAsync({ id: theme.id });
                        return t('theme.activated', { name: theme.name });
                      })
                    }
                  >
                    {t('theme.activate')}
                  </button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      </ManagerSection>
      {editing ? (
        <ThemeEditor key={`${editing.id}:${editing.updatedAt}`} theme={editing} onSaved={refresh} />
      ) : null}
      <RecentChanges
        targetType="theme"
        describe={describe}
        restore={restore}
        restorable={(entry) => entry.before !== null}
        onRestored={refresh}
      />
    </div>
  );
}
