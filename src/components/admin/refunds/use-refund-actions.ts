'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { RefundMethodId } from '@/lib/admin/refund-capacity-schemas';
import { REFUND_DESK_REASONS } from '@/lib/errors/reasons';
import { useTRPC } from '@/lib/trpc/react';
import { useActionOutcome } from '../action-outcome';
import { reasonAmong, refusalOf } from '@/lib/errors/refusal';

/** A recorded refund, as the operator typed it. */
export interface RefundRecord {
  id: string;
  amount: number;
  reference: string;
  method: RefundMethodId;
  note?: string;
}

/** A decision or a recorded refund waiting for the operator's second "yes" (none is undone). */
export type RefundQuestion =
  | { kind: 'approve'; note?: string }
  | { kind: 'reject'; note: string }
  | { kind: 'refund'; input: RefundRecord };

/**
 * The desk's steps on one request: approve, reject, record the refund. Each is asked first
 * (`ask`) and runs on the second "yes" (`answerYes`); its outcome is a notice or an alert, and the
 * desk's lists reload either way.
 */
export function useRefundActions(id: string) {
  const t = useTranslations('AdminRefunds');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const outcome = useActionOutcome(() => {
    void queryClient.invalidateQueries({ queryKey: trpc.admin.refunds.pathKey() });
  });
  function failed(error: unknown) {
    const reason = reasonAmong(refusalOf(error), REFUND_DESK_REASONS);
    if (!reason) console.error('[admin] refund step failed', error);
    outcome.failed(reason ? t(`errors.${reason}`) : t('errors.generic'));
  }

  const approve = useMutation(
    trpc.admin.refunds.approve.mutationOptions({
      onSuccess: () => outcome.done(t('approved')),
      onError: failed,
    }),
  );
  const reject = useMutation(
    trpc.admin.refunds.reject.mutationOptions({
      onSuccess: () => outcome.done(t('rejected')),
      onError: failed,
    }),
  );
  const markRefunded = useMutation(
    trpc.admin.refunds.markRefunded.mutationOptions({
      onSuccess: (request) =>
        outcome.done(
          request.requestedCodes
            ? t('refundedTickets', { codes: request.requestedCodes.join(', ') })
            : t('refunded'),
        ),
      onError: failed,
    }),
  );
  const busy = approve.isPending || reject.isPending || markRefunded.isPending;
  const [asking, setAsking] = useState<RefundQuestion | null>(null);

  function ask(question: RefundQuestion) {
    outcome.clearNotice();
    setAsking(question);
  }

  function answerYes() {
    if (!asking || busy) return;
    outcome.clearNotice();
    if (asking.kind === 'approve') approve.mutate({ id, note: asking.note });
    else if (asking.kind === 'reject') reject.mutate({ id, note: asking.note });
    else markRefunded.mutate(asking.input);
    setAsking(null);
  }

  return {
    outcome,
    busy,
    asking,
    ask,
    answerYes,
    answerNo: () => setAsking(null),
  };
}

export type RefundActions = ReturnType<typeof useRefundActions>;
