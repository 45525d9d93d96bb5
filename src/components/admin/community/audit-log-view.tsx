'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useTRPC } from '@/lib/trpc/react';
import { actionClass, FilterSelect, LoadFailure, useFormatWhen } from './console-parts';

const TARGET_TYPES = [
  'user',
  'review',
  'comment',
  'lead',
  'order',
  'payment',
  'refund',
  'ticket',
  'capacity',
] as const;
type TargetType = (typeof TARGET_TYPES)[number];

const isKnownTarget = (value: string): value is TargetType =>
  (TARGET_TYPES as readonly string[]).includes(value);

/** A detail value as one line of text (nested values as compact JSON). */
function detailText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The audit log, newest first: who did what to which record, with the facts kept, and when. */
export function AuditLogView() {
  const t = useTranslations('AdminCommunity');
  const trpc = useTRPC();
  const formatWhen = useFormatWhen();
  const [targetType, setTargetType] = useState('');
  const log = useInfiniteQuery(
    trpc.admin.audit.list.infiniteQueryOptions(
      { targetType: targetType || undefined, limit: 30 },
      { getNextPageParam: (page) => page.nextCursor ?? undefined },
    ),
  );
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  const actionLabel = (action: string) => {
    const key = `audit.actions.${action.replace('.', '_')}`;
    return t.has(key as 'audit.actions.staff_grant')
      ? t(key as 'audit.actions.staff_grant')
      : action;
  };
  const targetLabel = (type: string) => (isKnownTarget(type) ? t(`audit.targets.${type}`) : type);

  return (
    <div className="flex flex-col gap-4">
      <div className="max-w-xs">
        <FilterSelect
          id="audit-target"
          label={t('audit.targetFilter')}
          value={targetType}
          onChange={setTargetType}
        >
          <option value="">{t('filterAll')}</option>
          {TARGET_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`audit.targets.${type}`)}
            </option>
          ))}
        </FilterSelect>
      </div>

      {log.isPending ? <p role="status">{t('loading')}</p> : null}
      {log.isError ? <LoadFailure error={log.error} onRetry={() => void log.refetch()} /> : null}
      {log.isSuccess && entries.length === 0 ? <p>{t('audit.empty')}</p> : null}

      {entries.length > 0 ? (
        <ol aria-label={t('audit.caption')} className="flex flex-col gap-3">
          {entries.map((entry) => (
            <li
              key={entry.id}
              className="rounded-lg border border-slate-300 p-3 text-sm dark:border-slate-600"
            >
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                <dt className="font-medium">{t('when')}</dt>
                <dd>
                  <time dateTime={entry.createdAt}>{formatWhen(entry.createdAt)}</time>
                </dd>
                <dt className="font-medium">{t('audit.who')}</dt>
                <dd className="break-all">{entry.actorEmail}</dd>
                <dt className="font-medium">{t('audit.action')}</dt>
                <dd>
                  {actionLabel(entry.action)}{' '}
                  <span className="text-slate-700 dark:text-slate-300">({entry.action})</span>
                </dd>
                <dt className="font-medium">{t('audit.target')}</dt>
                <dd className="break-all">
                  {targetLabel(entry.targetType)} {entry.targetId}
                </dd>
                {entry.details ? (
                  <>
                    <dt className="font-medium">{t('audit.details')}</dt>
                    <dd>
                      <ul>
                        {Object.entries(entry.details).map(([name, value]) => (
                          <li key={name} className="break-all">
                            {name}: {detailText(value)}
                          </li>
                        ))}
                      </ul>
                    </dd>
                  </>
                ) : null}
              </dl>
            </li>
          ))}
        </ol>
      ) : null}
      {log.hasNextPage ? (
        <button
          type="button"
          className={`${actionClass} self-start`}
          disabled={log.isFetchingNextPage}
          onClick={() => void log.fetchNextPage()}
        >
          {log.isFetchingNextPage ? t('loading') : t('more')}
        </button>
      ) : null}
    </div>
  );
}
