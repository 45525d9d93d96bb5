'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { AccountField, AccountForm } from '@/components/auth/account-form';
import { FormAlert } from '@/components/auth/form-field';
import { useFormSubmit } from '@/components/auth/use-form-submit';
import { useStartupTask } from '@/components/ui/client-area';
import { hrefFor, type Locale } from '@/i18n/routing';
import { clearAccessToken, hasAccessToken, subscribeAccessToken } from '@/lib/auth/token';
import {
  blankToNull,
  profileFormSchema,
  validate,
  type ProfileFields,
} from '@/lib/auth/validation';
import { toast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc/react';
import type { RouterOutputs } from '@/lib/trpc/contract';
import { EmailVerification } from './email-verification';
import { LogoutAllButton } from './logout-all-button';
import { LogoutButton } from './logout-button';
import { formatPhone } from '@/lib/validation/phone';
import { refusalOf } from '@/lib/errors/refusal';

const useHasToken = () => useSyncExternalStore(subscribeAccessToken, hasAccessToken, () => false);

/**
 * The dashboard's profile: loaded with the bearer token (the area's loading overlay waits for the
 * first load), shown and edited. A rejected token is a failed auth check: token and user cleared.
 * Operators (staff, admin) also get a link to the console.
 */
export function ProfilePanel({
  locale,
  consoleLinkLabel,
}: {
  locale: Locale;
  /** Translated on the server (the console's texts are not shipped to the dashboard). */
  consoleLinkLabel: string;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  const registerStartup = useStartupTask();
  const t = useTranslations('Account');
  const hasToken = useHasToken();
  const profileQuery = trpc.profile.getMyProfile.queryOptions();
  const registered = useRef(false);

  useEffect(() => {
    if (registered.current || !hasAccessToken()) return;
    registered.current = true;
    registerStartup(queryClient.fetchQuery(profileQuery));
  }, [registerStartup, queryClient, profileQuery]);

  const profile = useQuery({ ...profileQuery, enabled: hasToken });

  useEffect(() => {
    if (refusalOf(profile.error).code !== 'UNAUTHORIZED') return;
    clearAccessToken();
    queryClient.removeQueries();
    router.replace(hrefFor(locale, 'login'));
  }, [profile.error, queryClient, router, locale]);

  if (profile.isError) {
    return (
      <div className="flex flex-col items-start gap-3">
        <FormAlert message={t('loadError')} />
        <button
          type="button"
          className="nav-link border border-slate-300 dark:border-slate-600"
          onClick={() => void profile.refetch()}
        >
          {t('retry')}
        </button>
      </div>
    );
  }
  const user = profile.data;
  if (!user) return null;

  return (
    <div className="flex flex-col gap-6">
      <p className="text-lg">{t('greeting', { name: user.profile.firstName })}</p>
      {user.role === 'customer' ? null : (
        <a
          href={hrefFor(locale, 'admin')}
          className="self-start rounded-lg border border-slate-400 px-4 py-2.5 font-semibold hover:bg-slate-100 dark:border-slate-500 dark:hover:bg-slate-800"
        >
          {consoleLinkLabel}
        </a>
      )}
      <EmailVerification locale={locale} verified={user.emailVerified} />
      <ProfileForm
        key={user.updatedAt}
        email={user.email}
        initial={{
          firstName: user.profile.firstName,
          lastName: user.profile.lastName ?? '',
          phone: user.profile.phone ? formatPhone(user.profile.phone) : '',
        }}
        onSaved={(next) => queryClient.setQueryData(profileQuery.queryKey, next)}
      />
      <LogoutButton locale={locale} />
      <LogoutAllButton locale={locale} />
    </div>
  );
}

type User = RouterOutputs['profile']['getMyProfile'];

interface ProfileFormProps {
  email: string;
  initial: Record<ProfileFields, string>;
  onSaved(user: User): void;
}

const PROFILE_FIELDS: readonly ProfileFields[] = ['firstName', 'lastName', 'phone'];

function ProfileForm({ email, initial, onSaved }: ProfileFormProps) {
  const trpc = useTRPC();
  const t = useTranslations('Account');
  const update = useMutation(trpc.profile.updateProfile.mutationOptions());
  const { errors, ...submission } = useFormSubmit({
    fields: PROFILE_FIELDS,
    read: (text) =>
      validate(profileFormSchema, {
        firstName: text('firstName'),
        lastName: blankToNull(text('lastName')),
        phone: blankToNull(text('phone')),
      }),
    send: async (values) => {
      const user = await update.mutateAsync(values);
      toast.success(t('updated'));
      onSaved(user);
    },
    // A fixed text whatever the server said (spec §8), unlike login's "server message, else default".
    failureMessage: () => t('updateError'),
    logLabel: '[account] profile.updateProfile',
  });

  return (
    <section aria-labelledby="profile-heading" className="flex max-w-md flex-col gap-4">
      <h2 id="profile-heading" className="text-xl font-semibold">
        {t('profileHeading')}
      </h2>
      <p>
        <span className="font-medium">{t('email')}:</span>{' '}
        <span data-testid="profile-email">{email}</span>
      </p>
      <AccountForm {...submission} submitLabel={t('save')} pendingLabel={t('saving')}>
        <AccountField name="firstName" defaultValue={initial.firstName} error={errors.firstName} />
        <AccountField name="lastName" defaultValue={initial.lastName} error={errors.lastName} />
        <AccountField name="phone" defaultValue={initial.phone} error={errors.phone} />
      </AccountForm>
    </section>
  );
}
