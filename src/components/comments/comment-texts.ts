// The texts of a post's comment section, from the `Comments` messages (plain strings for the
// client leaves).
import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { communityErrorTexts } from '@/components/reviews/review-texts';
import type { CommentSectionTexts } from './comment-section';
import { templateOf } from '@/i18n/template-text';

export async function commentSectionTexts(
  locale: Locale,
  count: number,
): Promise<CommentSectionTexts> {
  const t = await getTranslations({ locale, namespace: 'Comments' });
  const form = {
    heading: t('write'),
    name: t('name'),
    email: t('email'),
    emailHint: t('emailHint'),
    content: t('content'),
    // The shared form parts (src/components/leads/form-fields.tsx) call the submit texts so.
    send: t('submit'),
    sending: t('submitting'),
    success: t('success'),
    error: t('submitError'),
    invalidForm: t('invalidForm'),
    tooMany: t('tooMany'),
    honeypot: t('honeypot'),
    cancel: t('cancel'),
  };
  return {
    heading: t('heading'),
    count: t('count', { count }),
    empty: t('empty'),
    loadError: t('loadError'),
    write: t('write'),
    reply: t('reply'),
    replyTo: templateOf(t, 'replyTo'),
    form,
    replyForm: form,
    errors: await communityErrorTexts(locale),
  };
}
