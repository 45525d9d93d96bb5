'use client';

import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useTRPC } from '@/lib/trpc/react';
import {
  ActionStatus,
  actionClass,
  FilterSelect,
  LoadFailure,
  primaryActionClass,
  useFormatWhen,
} from './console-parts';

type Kind = 'review' | 'comment';
type Decision = 'approve' | 'reject' | 'spam';
const DECISIONS: Decision[] = ['approve', 'reject', 'spam'];

const keyOf = (kind: Kind, id: string) => `${kind}:${id}`;

/**
 * Pending reviews and comments, newest first: each item's whole text (as text, never markup),
 * a checkbox for bulk decisions and its own buttons. The server moves only pending items, so a
 * decision someone else made first is reported, not overridden.
 */
/** Names of what items are about, in the console's language: content ids → names and titles. */
export interface ModerationNames {
  services: Record<string, string>;
  posts: Record<string, string>;
}

export function ModerationQueue({ about }: { about: ModerationNames }) {
  const t = useTranslations('AdminCommunity');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const formatWhen = useFormatWhen();
  const [kind, setKind] = useState<Kind | ''>('');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const queue = useInfiniteQuery(
    trpc.admin.moderation.list.infiniteQueryOptions(
      { kind: kind || undefined, limit: 20 },
      { getNextPageParam: (page) => page.nextCursor ?? undefined },
    ),
  );
  const decide = useMutation(trpc.admin.moderation.decide.mutationOptions());

  const items = queue.data?.pages.flatMap((page) => page.items) ?? [];
  const kindLabel = (k: Kind) => t(`moderation.kinds.${k}`).toLowerCase();

  async function apply(decision: Decision, targets: { kind: Kind; id: string }[]) {
    setMessage(null);
    setError(null);
    let done = 0;
    let skipped = 0;
    try {
      for (const k of ['review', 'comment'] as const) {
        const ids = targets.filter((item) => item.kind === k).map((item) => item.id);
        if (ids.length === 0) continue;
        const result = await decide.mutateAsync({ kind: k, ids, decision });
        done += result.changed.length;
        skipped += result.unchanged.length;
      }
    } catch (failure) {
      console.error('[console] admin.moderation.decide failed', failure);
      setError(t('actionError'));
    }
    setSelected(new Set());
    setMessage(
      [
        t('moderation.done', { count: done }),
        skipped > 0 ? t('moderation.skipped', { count: skipped }) : '',
      ]
        .filter(Boolean)
        .join('. '),
    );
    await queryClient.invalidateQueries({ queryKey: trpc.admin.moderation.list.pathKey() });
  }

  function toggle(key: string, on: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  }

  const selectedItems = items.filter((item) => selected.has(keyOf(item.kind, item.id)));
  const allSelected = items.length > 0 && selectedItems.length === items.length;

  return (
    <div className="flex flex-col gap-4">
      <div className="max-w-xs">
        <FilterSelect
          id="moderation-kind"
          label={t('moderation.kindFilter')}
          value={kind}
          onChange={(value) => {
            setKind(value as Kind | '');
            setSelected(new Set());
          }}
        >
          <option value="">{t('filterAll')}</option>
          <option value="review">{t('moderation.kinds.review')}</option>
          <option value="comment">{t('moderation.kinds.comment')}</option>
        </FilterSelect>
      </div>

      <div
        role="group"
        aria-label={t('moderation.bulkLabel')}
        className="sticky top-0 z-10 flex flex-wrap items-center gap-2 rounded-lg border border-slate-300 bg-white p-3 dark:border-slate-600 dark:bg-slate-950"
      >
        <label className="flex min-h-11 items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            className="size-5"
            checked={allSelected}
            disabled={items.length === 0}
            onChange={(event) =>
              setSelected(
                event.target.checked
                  ? new Set(items.map((item) => keyOf(item.kind, item.id)))
                  : new Set(),
              )
            }
          />
          {t('moderation.selectAll')}
        </label>
        <span className="text-sm" aria-live="polite">
          {t('moderation.selected', { count: selectedItems.length })}
        </span>
        {DECISIONS.map((decision) => (
          <button
            key={decision}
            type="button"
            className={decision === 'approve' ? primaryActionClass : actionClass}
            disabled={selectedItems.length === 0 || decide.isPending}
            onClick={() => void apply(decision, selectedItems)}
          >
            {t(`moderation.${decision}`)}
          </button>
        ))}
      </div>
      <ActionStatus message={message} error={error} />

      {queue.isPending ? <p role="status">{t('loading')}</p> : null}
      {queue.isError ? (
        <LoadFailure error={queue.error} onRetry={() => void queue.refetch()} />
      ) : null}
      {queue.isSuccess && items.length === 0 ? <p>{t('moderation.empty')}</p> : null}

      <ul className="flex flex-col gap-4">
        {items.map((item) => {
          const key = keyOf(item.kind, item.id);
          const names = { kind: kindLabel(item.kind), name: item.name };
          return (
            <li
              key={key}
              className="flex flex-col gap-2 rounded-lg border border-slate-300 p-4 dark:border-slate-600"
            >
              <article aria-labelledby={`item-${key}`} className="flex flex-col gap-2">
                <div className="flex items-start gap-3">
                  <input
                    id={`select-${key}`}
                    type="checkbox"
                    className="mt-1 size-5 shrink-0"
                    checked={selected.has(key)}
                    onChange={(event) => toggle(key, event.target.checked)}
                    aria-label={t('moderation.select', names)}
                  />
                  <div className="min-w-0">
                    <h2 id={`item-${key}`} className="font-semibold break-words">
                      {t(`moderation.kinds.${item.kind}`)}: {item.name}
                    </h2>
                    <p className="text-sm text-slate-700 dark:text-slate-300">
                      {t('moderation.sentAt', { when: formatWhen(item.createdAt) })}
                    </p>
                  </div>
                </div>
                {item.rating !== null ? (
                  <p className="text-sm">{t('moderation.rating', { rating: item.rating })}</p>
                ) : null}
                {item.serviceType ? (
                  <p className="text-sm">
                    {t('moderation.service', {
                      service: about.services[item.serviceType] ?? item.serviceType,
                    })}
                  </p>
                ) : null}
                {item.visitDate ? (
                  <p className="text-sm">{t('moderation.visitDate', { date: item.visitDate })}</p>
                ) : null}
                {item.postSlug ? (
                  <p className="text-sm break-all">
                    {t('moderation.post', { post: about.posts[item.postSlug] ?? item.postSlug })}
                  </p>
                ) : null}
                {item.parentId ? <p className="text-sm">{t('moderation.reply')}</p> : null}
                {item.title ? <p className="font-medium break-words">{item.title}</p> : null}
                <p className="break-words whitespace-pre-wrap">{item.content}</p>
              </article>
              <div className="flex flex-wrap gap-2">
                {DECISIONS.map((decision) => (
                  <button
                    key={decision}
                    type="button"
                    className={decision === 'approve' ? primaryActionClass : actionClass}
                    disabled={decide.isPending}
                    aria-label={t(`moderation.${decision}One`, names)}
                    onClick={() => void apply(decision, [item])}
                  >
                    {t(`moderation.${decision}`)}
                  </button>
                ))}
              </div>
            </li>
          );
        })}
      </ul>
      {queue.hasNextPage ? (
        <button
          type="button"
          className={`${actionClass} self-start`}
          disabled={queue.isFetchingNextPage}
          onClick={() => void queue.fetchNextPage()}
        >
          {queue.isFetchingNextPage ? t('loading') : t('more')}
        </button>
      ) : null}
    </div>
  );
}
