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
  useFormatWhen,
} from './console-parts';
import { formatPhone } from '@/lib/validation/phone';

type Kind = 'quote' | 'contact';
type Status = 'new' | 'answered';

/** Price quotes and contact messages, newest first, each marked answered (or new again). */
export function LeadInbox() {
  const t = useTranslations('AdminCommunity');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const formatWhen = useFormatWhen();
  const [kind, setKind] = useState<Kind | ''>('');
  const [status, setStatus] = useState<Status | ''>('new');
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const leads = useInfiniteQuery(
    trpc.admin.leads.list.infiniteQueryOptions(
      { kind: kind || undefined, status: status || undefined, limit: 20 },
      { getNextPageParam: (page) => page.nextCursor ?? undefined },
    ),
  );
  const setLeadStatus = useMutation(trpc.admin.leads.setStatus.mutationOptions());
  const items = leads.data?.pages.flatMap((page) => page.leads) ?? [];

  async function mark(id: string, name: string, next: Status) {
    setMessage(null);
    setError(null);
    try {
      await setLeadStatus.mutateAsync({ id, status: next });
      setMessage(t('leads.marked', { name }));
    } catch (failure) {
      console.error('[console] admin.leads.setStatus failed', failure);
      setError(t('actionError'));
    }
    await queryClient.invalidateQueries({ queryKey: trpc.admin.leads.list.pathKey() });
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap gap-4">
        <FilterSelect
          id="lead-kind"
          label={t('leads.kindFilter')}
          value={kind}
          onChange={(value) => setKind(value as Kind | '')}
        >
          <option value="">{t('filterAll')}</option>
          <option value="quote">{t('leads.kinds.quote')}</option>
          <option value="contact">{t('leads.kinds.contact')}</option>
        </FilterSelect>
        <FilterSelect
          id="lead-status"
          label={t('leads.statusFilter')}
          value={status}
          onChange={(value) => setStatus(value as Status | '')}
        >
          <option value="">{t('filterAll')}</option>
          <option value="new">{t('leads.statuses.new')}</option>
          <option value="answered">{t('leads.statuses.answered')}</option>
        </FilterSelect>
      </div>
      <ActionStatus message={message} error={error} />

      {leads.isPending ? <p role="status">{t('loading')}</p> : null}
      {leads.isError ? (
        <LoadFailure error={leads.error} onRetry={() => void leads.refetch()} />
      ) : null}
      {leads.isSuccess && items.length === 0 ? <p>{t('leads.empty')}</p> : null}

      <ul className="flex flex-col gap-4">
        {items.map((lead) => (
          <li
            key={lead.id}
            className="flex flex-col gap-2 rounded-lg border border-slate-300 p-4 dark:border-slate-600"
          >
            <article aria-labelledby={`lead-${lead.id}`} className="flex flex-col gap-1">
              <h2 id={`lead-${lead.id}`} className="font-semibold break-words">
                {t(`leads.kinds.${lead.kind}`)}: {lead.fullName}
              </h2>
              <p className="text-sm text-slate-700 dark:text-slate-300">
                {t(`leads.statuses.${lead.status}`)} ·{' '}
                {t('leads.receivedAt', { when: formatWhen(lead.createdAt) })}
                {lead.answeredAt
                  ? ` · ${t('leads.answeredAt', { when: formatWhen(lead.answeredAt) })}`
                  : null}
              </p>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                <dt className="font-medium">{t('leads.email')}</dt>
                <dd className="break-all">
                  <a className="underline" href={`mailto:${lead.email}`}>
                    {lead.email}
                  </a>
                </dd>
                {lead.phone ? (
                  <>
                    <dt className="font-medium">{t('leads.phone')}</dt>
                    <dd>
                      <a className="underline" href={`tel:${lead.phone.replace(/\s+/g, '')}`}>
                        {formatPhone(lead.phone)}
                      </a>
                    </dd>
                  </>
                ) : null}
                {lead.subject ? (
                  <>
                    <dt className="font-medium">{t('leads.subject')}</dt>
                    <dd className="break-words">{lead.subject}</dd>
                  </>
                ) : null}
                {lead.departureDate ? (
                  <>
                    <dt className="font-medium">{t('leads.departureDate')}</dt>
                    <dd>{lead.departureDate}</dd>
                  </>
                ) : null}
              </dl>
              {lead.message ? (
                <p className="break-words whitespace-pre-wrap">
                  <span className="sr-only">{t('leads.message')}: </span>
                  {lead.message}
                </p>
              ) : null}
            </article>
            <div>
              {lead.status === 'new' ? (
                <button
                  type="button"
                  className={actionClass}
                  disabled={setLeadStatus.isPending}
                  aria-label={t('leads.markAnsweredOne', { name: lead.fullName })}
                  onClick={() => void mark(lead.id, lead.fullName, 'answered')}
                >
                  {t('leads.markAnswered')}
                </button>
              ) : (
                <button
                  type="button"
                  className={actionClass}
                  disabled={setLeadStatus.isPending}
                  aria-label={t('leads.markNewOne', { name: lead.fullName })}
                  onClick={() => void mark(lead.id, lead.fullName, 'new')}
                >
                  {t('leads.markNew')}
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
      {leads.hasNextPage ? (
        <button
          type="button"
          className={`${actionClass} self-start`}
          disabled={leads.isFetchingNextPage}
          onClick={() => void leads.fetchNextPage()}
        >
          {leads.isFetchingNextPage ? t('loading') : t('more')}
        </button>
      ) : null}
    </div>
  );
}
