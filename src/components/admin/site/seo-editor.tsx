'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import {
  actionClass,
  LoadFailure,
  primaryActionClass,
} from '@/components/admin/community/console-parts';
import { localizedPath, locales, routeTable, type RouteDefinition } from '@/i18n/routing';
import { SEO_FIELDS, seoSetInput, type SeoField } from '@/lib/admin/site-schemas';
import { useTRPC } from '@/lib/trpc/react';
import {
  ActionOutcome,
  AdminOnlyNote,
  RecentChanges,
  TextInput,
  useCanChange,
  useRefusalText,
  useSiteAction,
  type ChangeEntry,
} from './site-parts';
import type { SeoPageView } from './site-types';

type Fields = Record<SeoField, string>;

/** The pages that take an override: every listing and static page, in both languages. */
const PAGE_PATHS = (routeTable as readonly RouteDefinition[])
  .filter((route) => !route.path.includes('[slug]') && !route.unlisted)
  .filter((route) => !route.key.startsWith('admin'))
  .flatMap((route) => locales.map((locale) => localizedPath(locale, route.path)));

/** What a crawler reads in a page's head. */
interface CrawlerView {
  title: string;
  description: string;
  keywords: string;
  robots: string;
  canonical: string;
  ogTitle: string;
  ogDescription: string;
  ogImage: string;
}

async function readHead(path: string): Promise<CrawlerView> {
  // The page as anyone fetches it; no-store so a just-regenerated page is what we read.
  const response = await fetch(path, { cache: 'no-store', credentials: 'omit' });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  const doc = new DOMParser().parseFromString(await response.text(), 'text/html');
  const meta = (selector: string) =>
    doc.querySelector(selector)?.getAttribute('content')?.trim() ?? '';
  return {
    title: doc.title,
    description: meta('meta[name="description"]'),
    keywords: meta('meta[name="keywords"]'),
    robots: meta('meta[name="robots"]'),
    canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '',
    ogTitle: meta('meta[property="og:title"]'),
    ogDescription: meta('meta[property="og:description"]'),
    ogImage: meta('meta[property="og:image"]'),
  };
}

function CrawlerPanel({ path, version }: { path: string; version: number }) {
  const t = useTranslations('AdminSite');
  const view = useQuery({
    queryKey: ['seo-crawler-view', path, version],
    queryFn: () => readHead(path),
    retry: false,
  });
  const rows: [string, keyof CrawlerView][] = [
    [t('seo.fields.title'), 'title'],
    [t('seo.fields.description'), 'description'],
    [t('seo.fields.ogTitle'), 'ogTitle'],
    [t('seo.fields.ogDescription'), 'ogDescription'],
    [t('seo.fields.ogImage'), 'ogImage'],
    [t('seo.fields.robotsTxt'), 'robots'],
    [t('seo.fields.canonicalUrl'), 'canonical'],
    [t('seo.fields.keywords'), 'keywords'],
  ];
  return (
    <section aria-labelledby="seo-crawler" className="flex flex-col gap-2">
      <h2 id="seo-crawler" className="text-xl font-semibold">
        {t('seo.crawlerHeading')}
      </h2>
      {view.isPending ? <p role="status">{t('seo.crawlerLoading')}</p> : null}
      {view.isError ? <p role="alert">{t('seo.crawlerError')}</p> : null}
      {view.data ? (
        <dl
          data-testid="seo-crawler-view"
          className="grid grid-cols-1 gap-x-3 gap-y-1 text-sm break-all sm:grid-cols-[12rem_1fr]"
        >
          {rows.map(([label, key]) => (
            <div key={key} className="contents">
              <dt className="font-medium">{label}</dt>
              <dd>{view.data[key] || '—'}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}

function emptyFields(): Fields {
  return Object.fromEntries(SEO_FIELDS.map((field) => [field, ''])) as Fields;
}

function SeoForm({ page, onSaved }: { page: SeoPageView; onSaved(): void }) {
  const t = useTranslations('AdminSite');
  const trpc = useTRPC();
  const canChange = useCanChange();
  const set = useMutation(trpc.admin.seo.set.mutationOptions());
  const action = useSiteAction(onSaved);
  const [fields, setFields] = useState<Fields>(() => {
    const start = emptyFields();
    for (const field of SEO_FIELDS) start[field] = page.stored?.[field] ?? '';
    return start;
  });
  const [problem, setProblem] = useState<Partial<Record<SeoField, string>>>({});

  const placeholder: Record<SeoField, string> = {
    title: t('seo.fallbackNone'),
    description: t('seo.fallbackNone'),
    ogTitle: fields.title ? t('seo.fallbackTitle', { value: fields.title }) : t('seo.fallbackNone'),
    ogDescription: fields.description
      ? t('seo.fallbackDescription', { value: fields.description })
      : t('seo.fallbackNone'),
    ogImage: t('seo.fallbackNone'),
    keywords: t('seo.fallbackNone'),
    robotsTxt: t('seo.fallbackDefault', { value: 'index, follow' }),
    canonicalUrl: t('seo.fallbackDefault', { value: page.path }),
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = seoSetInput.safeParse({ path: page.path, ...fields });
    if (!parsed.success) {
      const found: Partial<Record<SeoField, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as SeoField;
        found[field] =
          issue.message === 'seo-url' || issue.message === 'seo-robots'
            ? t(`refusals.${issue.message}`)
            : issue.message;
      }
      setProblem(found);
      return;
    }
    setProblem({});
    await action.run(async () => {
      await set.mutateAsync(parsed.data);
      return t('seo.saved', { path: page.path });
    });
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="seo-form-heading"
      className="flex max-w-2xl flex-col gap-3"
    >
      <h2 id="seo-form-heading" className="text-xl font-semibold">
        {t('seo.formHeading', { path: page.path })}
      </h2>
      {page.stored ? null : <p className="text-sm">{t('seo.noRecord')}</p>}
      {SEO_FIELDS.map((field) => (
        <TextInput
          key={field}
          id={`seo-${field}`}
          label={t(`seo.fields.${field}`)}
          hint={field === 'keywords' ? t('seo.keywordsHint') : undefined}
          error={problem[field]}
          value={fields[field]}
          placeholder={placeholder[field]}
          readOnly={!canChange}
          autoComplete="off"
          onChange={(event) => setFields((now) => ({ ...now, [field]: event.target.value }))}
        />
      ))}
      {canChange ? (
        <button type="submit" className={primaryActionClass} disabled={set.isPending}>
          {set.isPending ? t('saving') : t('save')}
        </button>
      ) : null}
      <ActionOutcome notice={action.notice} alert={action.alert} />
    </form>
  );
}

/**
 * SEO per page: pick a page, read what a crawler reads in its head, override any field (empty
 * fields fall back, shown in each placeholder), save; the page is regenerated by its tag.
 */
export function SeoEditor() {
  const t = useTranslations('AdminSite');
  const tAdmin = useTranslations('Admin');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const canChange = useCanChange();
  const refusalText = useRefusalText();
  const [path, setPath] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const page = useQuery({
    ...trpc.admin.seo.get.queryOptions({ path: path ?? '/' }),
    enabled: path !== null,
    retry: false,
  });
  const set = useMutation(trpc.admin.seo.set.mutationOptions());

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: trpc.admin.seo.get.queryKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.admin.audit.list.queryKey() });
    setVersion((n) => n + 1);
  };

  async function restore(entry: ChangeEntry): Promise<string> {
    const before = (entry.before ?? {}) as Partial<Record<SeoField, string | null>>;
    await set.mutateAsync({ path: entry.targetId, ...before });
    return t('history.restored', { target: entry.targetId });
  }

  function open(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('path') ?? '').trim();
    if (value) setPath(value.startsWith('/') ? value : `/${value}`);
  }

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-2">
        <p>{t('seo.intro')}</p>
        {canChange ? null : <AdminOnlyNote />}
      </div>
      <form
        noValidate
        onSubmit={open}
        role="search"
        aria-label={t('seo.searchLabel')}
        className="flex max-w-xl flex-wrap items-end gap-2"
      >
        <div className="min-w-0 flex-1">
          <TextInput
            id="seo-path"
            name="path"
            label={t('seo.pathLabel')}
            hint={t('seo.pathHint')}
            list="seo-path-suggestions"
            autoComplete="off"
            spellCheck={false}
          />
          <datalist id="seo-path-suggestions">
            {PAGE_PATHS.map((option) => (
              <option key={option} value={option} />
            ))}
          </datalist>
        </div>
        <button type="submit" className={actionClass}>
          {t('seo.open')}
        </button>
      </form>

      {path === null ? null : page.isPending ? (
        <p role="status">{tAdmin('loading')}</p>
      ) : page.isError ? (
        page.error.data?.code === 'NOT_FOUND' ? (
          <p role="alert">{refusalText(page.error)}</p>
        ) : (
          <LoadFailure error={page.error} onRetry={() => void page.refetch()} />
        )
      ) : (
        <>
          <CrawlerPanel path={page.data.path} version={version} />
          <SeoForm key={page.data.path} page={page.data} onSaved={refresh} />
        </>
      )}

      <RecentChanges
        targetType="seo"
        describe={describeSeo}
        restore={restore}
        onRestored={refresh}
      />
    </div>
  );
}

function describeSeo(value: unknown): string {
  if (typeof value !== 'object' || value === null) return String(value);
  return Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== null && v !== '')
    .map(([k, v]) => `${k}: ${String(v)}`)
    .join(' · ');
}
