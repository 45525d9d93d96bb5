// The texts the review components take, built on the server from the `Reviews` and
// `CommunityErrors` messages, so that the client leaves get plain strings and no message bundle.
import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { ErrorTexts } from '@/components/leads/error-texts';
import type { ReviewFormTexts } from './review-form';
import type { ReviewCardTexts } from './types';
import { templateOf } from '@/i18n/template-text';

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
  return Object.fromEntries(ERROR_KEYS.map((key) => [key, templateOf(t, key)])) as ErrorTexts;
}

export async function reviewCardTexts(locale: Locale): Promise<ReviewCardTexts> {
  const t = await getTranslations({ locale, namespace: 'Reviews' });
  return {
    stars: templateOf(t, 'stars'),
    visitedOn: templateOf(t, 'visitedOn'),
    service: templateOf(t, 'service'),
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
    send: templateOf(t, 'submit'),
    sending: templateOf(t, 'submitting'),
    error: templateOf(t, 'submitError'),
    ...(Object.fromEntries(keys.map((key) => [key, templateOf(t, key)])) as Omit<
      ReviewFormTexts,
      'heading' | 'send' | 'sending' | 'error'
    >),
  };
}
