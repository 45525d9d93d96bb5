'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import {
  ActionStatus,
  actionClass,
  LoadFailure,
  primaryActionClass,
  useFormatWhen,
} from '@/components/admin/community/console-parts';
import { useTRPC } from '@/lib/trpc/react';
import type { RouterOutputs } from '@/lib/trpc/contract';

type DataRequest = RouterOutputs['admin']['dataRequests']['list'][number];
const STEPS = ['acknowledge', 'complete', 'reject'] as const;
type Step = (typeof STEPS)[number];
const isStep = (value: string): value is Step => (STEPS as readonly string[]).includes(value);

/**
 * "Yêu cầu dữ liệu": confirmed guest requests, open ones first by deadline (acknowledge within
 * 2 working days, complete within 15 days), each with its steps and who took them.
 */
export function DataRequestDesk() {
  const t = useTranslations('AdminPrivacy');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const requests = useQuery(trpc.admin.dataRequests.list.queryOptions());
  const advance = useMutation(trpc.admin.dataRequests.advance.mutationOptions());
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function take(request: DataRequest, step: Step, note: string) {
    setMessage(null);
    setError(null);
    try {
      await advance.mutateAsync({ id: request.id, step, note: note.trim() || null });
      setMessage(t(`done.${step}`, { email: request.email }));
    } catch (failure) {
      console.error('[console] admin.dataRequests.advance failed', failure);
      setError(t('actionError'));
    }
    await queryClient.invalidateQueries({ queryKey: trpc.admin.dataRequests.list.pathKey() });
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm">{t('intro')}</p>
      <ActionStatus message={message} error={error} />
      {requests.isPending ? <p role="status">{t('loading')}</p> : null}
      {requests.isError ? (
        <LoadFailure error={requests.error} onRetry={() => void requests.refetch()} />
      ) : null}
      {requests.isSuccess && requests.data.length === 0 ? <p>{t('empty')}</p> : null}
      <ul className="flex flex-col gap-4">
        {requests.data?.map((request) => (
          <li
            key={request.id}
            className="rounded-lg border border-slate-300 p-4 dark:border-slate-600"
          >
            <RequestCard request={request} busy={advance.isPending} onStep={take} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function RequestCard({
  request,
  busy,
  onStep,
}: {
  request: DataRequest;
  busy: boolean;
  onStep: (request: DataRequest, step: Step, note: string) => Promise<void>;
}) {
  const t = useTranslations('AdminPrivacy');
  const formatWhen = useFormatWhen();
  const [note, setNote] = useState('');
  const open = request.status === 'open' || request.status === 'acknowledged';
  const headingId = `data-request-${request.id}`;
  /** A history entry's action (`data-request.complete`) as its label; an unknown one as stored. */
  const actionLabel = (action: string): string => {
    const step = action.replace('data-request.', '');
    return isStep(step) ? t(`actions.${step}`) : action;
  };
  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="font-semibold break-words">
        {t(`kinds.${request.kind}`)}: {request.email}
      </h2>
      <p className="text-sm">
        {t(`statuses.${request.status}`)}
        {request.overdue ? (
          <strong className="ml-2 text-red-700 dark:text-red-300">{t('overdue')}</strong>
        ) : null}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {request.verifiedAt ? (
          <>
            <dt className="font-medium">{t('verifiedAt')}</dt>
            <dd>{formatWhen(request.verifiedAt)}</dd>
          </>
        ) : null}
        {request.acknowledgeBy ? (
          <>
            <dt className="font-medium">{t('acknowledgeBy')}</dt>
            <dd>{formatWhen(request.acknowledgeBy)}</dd>
          </>
        ) : null}
        {request.dueBy ? (
          <>
            <dt className="font-medium">{t('dueBy')}</dt>
            <dd>{formatWhen(request.dueBy)}</dd>
          </>
        ) : null}
      </dl>
      {request.message ? (
        <p className="break-words whitespace-pre-wrap">{request.message}</p>
      ) : null}
      {request.history.length ? (
        <>
          <h3 className="text-sm font-semibold">{t('history')}</h3>
          <ol className="list-inside list-disc text-sm">
            {request.history.map((entry) => (
              <li key={`${entry.action}-${entry.at}`}>
                {formatWhen(entry.at)} · {actionLabel(entry.action)} · {entry.actorEmail}
                {entry.note ? ` · ${entry.note}` : null}
              </li>
            ))}
          </ol>
        </>
      ) : null}
      {open ? (
        <div className="flex flex-col gap-2">
          <label htmlFor={`${headingId}-note`} className="text-sm font-medium">
            {t('note')}
          </label>
          <input
            id={`${headingId}-note`}
            value={note}
            maxLength={500}
            onChange={(event) => setNote(event.target.value)}
            className="rounded-lg border border-slate-400 bg-white px-3 py-2 dark:border-slate-500 dark:bg-slate-900"
          />
          <div className="flex flex-wrap gap-2">
            {request.status === 'open' ? (
              <button
                type="button"
                className={actionClass}
                disabled={busy}
                onClick={() => void onStep(request, 'acknowledge', note)}
              >
                {t('acknowledge')}
              </button>
            ) : null}
            <button
              type="button"
              className={primaryActionClass}
              disabled={busy}
              onClick={() => void onStep(request, 'complete', note)}
            >
              {t('complete')}
            </button>
            <button
              type="button"
              className={actionClass}
              disabled={busy}
              onClick={() => void onStep(request, 'reject', note)}
            >
              {t('reject')}
            </button>
          </div>
        </div>
      ) : null}
    </article>
  );
}
