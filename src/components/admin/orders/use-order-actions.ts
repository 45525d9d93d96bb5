'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { CONSOLE_ORDER_REASONS } from '@/lib/errors/reasons';
import { reasonAmong, refusalOf } from '@/lib/errors/refusal';
import { useTRPC } from '@/lib/trpc/react';
import type { OrderAction } from './order-types';

/** The money steps, each of which opens a form that asks for the amount. */
export type MoneyAction = 'markTransferReceived' | 'markCodPaid';

/** What the last step came to, said in the detail's live region. */
export interface OrderActionResult {
  ok: boolean;
  text: string;
}

/**
 * The operator's steps on one order: each runs its procedure, says how it went, and reloads the
 * order and the list. Cancelling and the money steps first open a form; the rest run at once.
 */
export function useOrderActions(code: string) {
  const t = useTranslations('AdminOrders');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [result, setResult] = useState<OrderActionResult | null>(null);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  /** The money form open now: a transfer seen, or cash collected. */
  const [recording, setRecording] = useState<MoneyAction | null>(null);

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({
        queryKey: trpc.admin.orders.get.queryKey({ orderCode: code }),
      }),
      queryClient.invalidateQueries({ queryKey: trpc.admin.orders.list.infiniteQueryKey() }),
    ]);

  const onError = (error: unknown) => {
    const reason = reasonAmong(refusalOf(error), CONSOLE_ORDER_REASONS);
    setResult({ ok: false, text: t(`errors.${reason ?? 'generic'}`) });
    void refresh();
  };
  const onDone = (action: OrderAction) => () => {
    setResult({ ok: true, text: t(`done.${action}`, { code }) });
    setConfirmingCancel(false);
    setRecording(null);
    void refresh();
  };

  const confirm = useMutation(
    trpc.admin.orders.confirm.mutationOptions({ onSuccess: onDone('confirm'), onError }),
  );
  const process = useMutation(
    trpc.admin.orders.process.mutationOptions({ onSuccess: onDone('process'), onError }),
  );
  const ship = useMutation(
    trpc.admin.orders.ship.mutationOptions({ onSuccess: onDone('ship'), onError }),
  );
  const deliver = useMutation(
    trpc.admin.orders.deliver.mutationOptions({ onSuccess: onDone('deliver'), onError }),
  );
  const cancel = useMutation(
    trpc.admin.orders.cancel.mutationOptions({ onSuccess: onDone('cancel'), onError }),
  );
  const transfer = useMutation(
    trpc.admin.orders.markTransferReceived.mutationOptions({
      onSuccess: onDone('markTransferReceived'),
      onError,
    }),
  );
  const codPaid = useMutation(
    trpc.admin.orders.markCodPaid.mutationOptions({ onSuccess: onDone('markCodPaid'), onError }),
  );
  const busy = [confirm, process, ship, deliver, cancel, transfer, codPaid].some(
    (m) => m.isPending,
  );

  function run(action: OrderAction) {
    setResult(null);
    const input = { orderCode: code };
    if (action === 'cancel') setConfirmingCancel(true);
    else if (action === 'markTransferReceived' || action === 'markCodPaid') setRecording(action);
    else if (action === 'confirm') confirm.mutate(input);
    else if (action === 'process') process.mutate(input);
    else if (action === 'ship') ship.mutate(input);
    else deliver.mutate(input);
  }

  function submitCancel(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const note = new FormData(event.currentTarget).get('note');
    cancel.mutate({ orderCode: code, note: typeof note === 'string' ? note : undefined });
  }

  function submitMoney(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const amount = Number(String(data.get('amount') ?? '').replace(/[^\d]/g, ''));
    if (recording === 'markCodPaid') {
      codPaid.mutate({ orderCode: code, amount });
      return;
    }
    const reference = data.get('reference');
    transfer.mutate({
      orderCode: code,
      amount,
      reference: typeof reference === 'string' && reference.trim() ? reference : undefined,
    });
  }

  return {
    result,
    busy,
    confirmingCancel,
    recording,
    run,
    submitCancel,
    submitMoney,
    closeCancel: () => setConfirmingCancel(false),
    closeMoney: () => setRecording(null),
  };
}

export type OrderActions = ReturnType<typeof useOrderActions>;
