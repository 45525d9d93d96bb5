// The texts the review components take, built on the server from the `Reviews` and
// `CommunityErrors` messages, so that the client leaves get plain strings and no message bundle.
import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { ErrorTexts } from '@/components/leads/error-texts';
import type { ReviewFormTexts } from './review-form';
import type { ReviewCardTexts } from './types';

const ERROR_KEYS = [
  'required',
  'email',
  'min',
  'max',
  'phone',
  'invalidText',
  'dateRequired',
  'dateInvalid',
  'datePast',
  'dateFuture',
  'rating',
  'serviceType',
] as const;

/** The `CommunityErrors` messages with their placeholders left for the form to fill. */
export async function communityErrorTexts(locale: Locale): Promise<ErrorTexts> {
  const t = await getTranslations({ locale, namespace: 'CommunityErrors' });
  return Object.fromEntries(ERROR_KEYS.map((key) => [key, t.raw(key) as string])) as ErrorTexts;
}

export async function reviewCardTexts(locale: Locale): Promise<ReviewCardTexts> {
  const t = await getTranslations({ locale, namespace: 'Reviews' });
  return {
    stars: t.raw('stars') as string,
    visitedOn: t.raw('visitedOn') as string,
    service: t.raw('service') as string,
  };
}

export async function reviewFormTexts(locale: Locale): Promise<ReviewFormTexts> {
  const t = await getTranslations({ locale, namespace: 'Reviews' });
  const keys = [
    'authorName',
    'profession',
    'optional',
    'avatar',
    'avatarHint',
    'avatarUploading',
    'avatarReady',
    'avatarRemove',
    'rating',
    'ratingOption',
    'title',
    'content',
    'serviceType',
    'serviceTypeChoose',
    'visitDate',
    'success',
    'uploadError',
    'invalidForm',
    'tooMany',
    'honeypot',
  ] as const;
  return {
    heading: t('formHeading'),
    // The shared form parts (src/components/leads/form-fields.tsx) call the submit texts so.
    send: t.raw('submit') as string,
    sending: t.raw('submitting') as string,
    error: t.raw('submitError') as string,
    ...(Object.fromEntries(keys.map((key) => [key, t.raw(key) as string])) as Omit<
      ReviewFormTexts,
      'heading' | 'send' | 'sending' | 'error'
    >),
  };
}
