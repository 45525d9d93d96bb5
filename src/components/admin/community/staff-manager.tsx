'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRefusalMessage } from '@/components/ui/use-refusal-message';
import { useState, type FormEvent } from 'react';
import { z } from 'zod';
import { useOperator } from '@/components/admin/console-area';
import { ConsoleField } from '@/components/admin/console-field';
import { useTRPC } from '@/lib/trpc/react';
import {
  ActionStatus,
  actionClass,
  LoadFailure,
  primaryActionClass,
  selectClass,
} from './console-parts';

type GrantRole = 'staff' | 'admin';

/**
 * Operator accounts (admins only; the server refuses staff with FORBIDDEN, shown as its own
 * sentence): the list, a grant by email with a role, and a revoke per account.
 */
export function StaffManager() {
  const t = useTranslations('AdminCommunity');
  const tAdmin = useTranslations('Admin');
  const refusalMessage = useRefusalMessage();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const me = useOperator();
  const list = useQuery(trpc.admin.staff.list.queryOptions());
  const grant = useMutation(trpc.admin.staff.grant.mutationOptions());
  const revoke = useMutation(trpc.admin.staff.revoke.mutationOptions());
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [emailError, setEmailError] = useState<string | null>(null);

  if (list.isPending) return <p role="status">{t('loading')}</p>;
  if (list.isError) return <LoadFailure error={list.error} onRetry={() => void list.refetch()} />;

  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: trpc.admin.staff.list.queryKey() });

  async function submitGrant(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    const role = String(form.get('role') ?? 'staff') as GrantRole;
    setMessage(null);
    setError(null);
    if (!z.email().safeParse(email).success) {
      setEmailError(t('staff.emailInvalid'));
      return;
    }
    setEmailError(null);
    try {
      const result = await grant.mutateAsync({ email, role });
      setMessage(
        result.changed
          ? t('staff.granted', { email: result.account.email, role: tAdmin(`roles.${role}`) })
          : t('staff.unchanged', { email: result.account.email }),
      );
      await refresh();
    } catch (failure) {
      console.error('[console] admin.staff.grant failed', failure);
      setError(refusalMessage(failure, t('actionError')));
    }
  }

  async function revokeOne(userId: string, email: string) {
    setMessage(null);
    setError(null);
    try {
      await revoke.mutateAsync({ userId });
      setMessage(t('staff.revoked', { email }));
      await refresh();
    } catch (failure) {
      console.error('[console] admin.staff.revoke failed', failure);
      setError(refusalMessage(failure, t('actionError')));
    }
  }

  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="grant-heading" className="flex max-w-md flex-col gap-3">
        <h2 id="grant-heading" className="text-xl font-semibold">
          {t('staff.grantHeading')}
        </h2>
        <form
          noValidate
          onSubmit={(event) => void submitGrant(event)}
          className="flex flex-col gap-3"
        >
          <ConsoleField
            id="grant-email"
            label={t('staff.email')}
            hint={t('staff.grantHint')}
            error={emailError}
            errorRole="alert"
          >
            {(control) => (
              <input
                {...control}
                name="email"
                type="email"
                autoComplete="off"
                className={selectClass}
              />
            )}
          </ConsoleField>
          <ConsoleField id="grant-role" label={t('staff.grantRole')}>
            {(control) => (
              <select id={control.id} name="role" defaultValue="staff" className={selectClass}>
                <option value="staff">{tAdmin('roles.staff')}</option>
                <option value="admin">{tAdmin('roles.admin')}</option>
              </select>
            )}
          </ConsoleField>
          <button type="submit" disabled={grant.isPending} className={primaryActionClass}>
            {grant.isPending ? t('staff.granting') : t('staff.grant')}
          </button>
        </form>
        <ActionStatus message={message} error={error} />
      </section>

      <section aria-labelledby="operators-heading" className="flex flex-col gap-3">
        <h2 id="operators-heading" className="text-xl font-semibold">
          {t('staff.listHeading')}
        </h2>
        {list.data.length === 0 ? <p>{t('staff.empty')}</p> : null}
        <ul className="flex flex-col gap-3">
          {list.data.map((account) => (
            <li
              key={account.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-300 p-3 dark:border-slate-600"
            >
              <div className="min-w-0">
                <p className="font-semibold break-all">
                  {account.email} {account.id === me.id ? t('staff.you') : null}
                </p>
                <p className="text-sm text-slate-700 dark:text-slate-300">
                  {account.firstName} · {tAdmin(`roles.${account.role}`)}
                </p>
              </div>
              {account.id === me.id ? null : (
                <button
                  type="button"
                  className={actionClass}
                  disabled={revoke.isPending}
                  aria-label={t('staff.revoke', { email: account.email })}
                  onClick={() => void revokeOne(account.id, account.email)}
                >
                  {t('staff.revokeShort')}
                </button>
              )}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
