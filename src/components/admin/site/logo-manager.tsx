'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import {
  actionClass,
  primaryActionClass,
  selectClass,
} from '@/components/admin/community/console-parts';
import { browserStorage, callHeaders } from '@/lib/trpc/fetch';
import { useTRPC } from '@/lib/trpc/react';
import {
  ActionOutcome,
  ListState,
  ManagerSection,
  RecentChanges,
  useSiteManager,
} from './site-parts';
import { ConsoleField } from '@/components/admin/console-field';

const LOGO_TYPES = ['logo', 'favicon'] as const;
type LogoType = (typeof LOGO_TYPES)[number];

/** A refusal of POST /api/admin/logos carries the server's sentence. */
class UploadRefused extends Error {}

async function postLogo(form: FormData): Promise<void> {
  const response = await fetch('/api/admin/logos', {
    method: 'POST',
    body: form,
    headers: callHeaders(undefined, browserStorage()),
  });
  if (response.ok) return;
  const body = (await response.json().catch(() => null)) as {
    error?: { reason?: string };
  } | null;
  // The server's sentence is in Vietnamese; the operator's language has its own.
  const reason = body?.error?.reason;
  throw new UploadRefused(reason ?? 'unknown');
}

function Thumb({ src, dark }: { src: string; dark?: boolean }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a store URL shown as uploaded
    <img
      src={src}
      alt=""
      className={`h-10 w-auto max-w-40 rounded border border-slate-300 object-contain p-1 ${dark ? 'bg-slate-900' : 'bg-white'}`}
    />
  );
}

/**
 * Logo (light and dark) and favicon: what is in use, an upload for admins (checked and re-encoded
 * on the server, SVG refused), the earlier ones kept with a way to put one back.
 */
export function LogoManager() {
  const t = useTranslations('AdminSite');
  const trpc = useTRPC();
  const { list, refresh, canChange, action } = useSiteManager(
    useQuery(trpc.admin.logos.list.queryOptions()),
    trpc.admin.logos.list.queryKey(),
  );
  const restore = useMutation(trpc.admin.logos.restore.mutationOptions());
  const upload = useMutation({ mutationFn: postLogo });
  const [type, setType] = useState<LogoType>('logo');

  // Quiet while loading: the page's other managers already say so.
  if (!list.isSuccess) return <ListState list={list} quiet />;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const dark = form.get('dark');
    if (dark instanceof File && dark.size === 0) form.delete('dark');
    action.clearNotice();
    upload.mutate(form, {
      onSuccess: () => action.done(t('logos.uploaded', { type: t(`logos.types.${type}`) })),
      onError: (error) => {
        console.error('[console] logo upload failed', error);
        action.failed(
          error instanceof UploadRefused && error.message === 'logo-file'
            ? t('refusals.logo-file')
            : t('actionError'),
        );
      },
    });
  }

  function describe(value: unknown): string {
    if (typeof value !== 'object' || value === null) return String(value);
    const { lightModeUrl, darkModeUrl } = value as { lightModeUrl?: string; darkModeUrl?: string };
    return lightModeUrl === darkModeUrl ? String(lightModeUrl) : `${lightModeUrl} / ${darkModeUrl}`;
  }

  return (
    <ManagerSection id="logos-heading" heading={t('logos.heading')} className="flex flex-col gap-4">
      <p>{t('logos.intro')}</p>
      {LOGO_TYPES.map((kind) => (
        <div key={kind} className="flex flex-col gap-2">
          <h3 className="text-lg font-semibold">{t(`logos.types.${kind}`)}</h3>
          <ul className="flex flex-col gap-2">
            {list.data[kind].map((version) => (
              <li
                key={version.id}
                className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-300 p-2 dark:border-slate-600"
              >
                <Thumb src={version.lightModeUrl} />
                <Thumb src={version.darkModeUrl} dark />
                <span className="text-sm">
                  {version.isActive ? t('logos.active') : t('logos.previous')}
                </span>
                {canChange && !version.isActive ? (
                  <button
                    type="button"
                    className={actionClass}
                    disabled={action.busy}
                    onClick={() =>
                      void action.run(async () => {
                        await restore.mutateAsync({ id: version.id });
                        return t('logos.restored', { type: t(`logos.types.${kind}`) });
                      })
                    }
                  >
                    {/* The visible word starts the accessible name (axe label-content-name-mismatch). */}
                    {t('logos.restore')}
                    <span className="sr-only">
                      {' '}
                      {t('logos.restoreTarget', {
                        type: t(`logos.types.${kind}`),
                        url: version.lightModeUrl,
                      })}
                    </span>
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ))}
      {canChange ? (
        <form onSubmit={submit} className="flex flex-col gap-3" aria-labelledby="logos-upload">
          <h3 id="logos-upload" className="text-lg font-semibold">
            {t('logos.uploadHeading')}
          </h3>
          <ConsoleField id="logo-type" label={t('logos.type')}>
            {(control) => (
              <select
                id={control.id}
                name="type"
                value={type}
                className={selectClass}
                onChange={(event) => setType(event.target.value as LogoType)}
              >
                {LOGO_TYPES.map((kind) => (
                  <option key={kind} value={kind}>
                    {t(`logos.types.${kind}`)}
                  </option>
                ))}
              </select>
            )}
          </ConsoleField>
          <div className="flex flex-col gap-1">
            <label htmlFor="logo-light" className="text-sm font-medium">
              {t('logos.light')}
            </label>
            <input
              id="logo-light"
              name="light"
              type="file"
              required
              accept="image/png,image/jpeg,image/webp"
              aria-describedby="logo-hint"
            />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="logo-dark" className="text-sm font-medium">
              {t('logos.dark')}
            </label>
            <input
              id="logo-dark"
              name="dark"
              type="file"
              accept="image/png,image/jpeg,image/webp"
              aria-describedby="logo-hint"
            />
          </div>
          <p id="logo-hint" className="text-sm text-slate-700 dark:text-slate-300">
            {t('logos.hint')}
          </p>
          <div>
            <button type="submit" className={primaryActionClass} disabled={upload.isPending}>
              {t('logos.upload')}
            </button>
          </div>
        </form>
      ) : null}
      <ActionOutcome notice={action.notice} alert={action.alert} />
      <RecentChanges
        heading={t('logos.historyHeading')}
        targetType="logo"
        describe={describe}
        restorable={(entry) =>
          typeof entry.before === 'object' && entry.before !== null && 'id' in entry.before
        }
        restore={async (entry) => {
          await restore.mutateAsync({ id: String((entry.before as { id: unknown }).id) });
          return t('logos.restored', { type: t(`logos.types.${entry.targetId as LogoType}`) });
        }}
        onRestored={refresh}
      />
    </ManagerSection>
  );
}
