// The texts of the quote dialog and the contact form, from the `Leads` messages (plain strings for
// the client leaves). Any page placing a QuoteButton gets its props from quoteButtonTexts.
import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { communityErrorTexts } from '@/components/reviews/review-texts';
import type { ContactTexts } from './contact-form';
import type { ErrorTexts } from './error-texts';
import type { QuoteTexts } from './quote-dialog';

export async function quoteTexts(locale: Locale): Promise<QuoteTexts> {
  const t = await getTranslations({ locale, namespace: 'Leads' });
  return {
    title: t('quoteTitle'),
    intro: t('quoteIntro'),
    fullName: t('fullName'),
    email: t('email'),
    phone: t('phone'),
    message: t('message'),
    optional: t('optional'),
    departureDate: t('departureDate'),
    send: t('send'),
    sending: t('sending'),
    close: t('close'),
    success: t('quoteSuccess'),
    error: t('quoteError'),
    invalidForm: t('invalidForm'),
    tooMany: t('tooMany'),
    honeypot: t('honeypot'),
  };
}

/**
 * Everything a QuoteButton needs but its subject: `<QuoteButton {...await quoteButtonTexts(locale)}
 * subject="…" />`; `group: true` labels it for groups too large for online tickets.
 */
export async function quoteButtonTexts(
  locale: Locale,
  options: { group?: boolean } = {},
): Promise<{ locale: Locale; label: string; texts: QuoteTexts; errorTexts: ErrorTexts }> {
  const t = await getTranslations({ locale, namespace: 'Leads' });
  return {
    locale,
    label: t(options.group ? 'groupQuote' : 'quoteButton'),
    texts: await quoteTexts(locale),
    errorTexts: await communityErrorTexts(locale),
  };
}

export async function contactTexts(locale: Locale): Promise<ContactTexts> {
  const t = await getTranslations({ locale, namespace: 'Leads' });
  return {
    heading: t('contactHeading'),
    fullName: t('fullName'),
    email: t('email'),
    phone: t('phone'),
    message: t('message'),
    optional: t('optional'),
    send: t('contactSend'),
    sending: t('sending'),
    success: t('contactSuccess'),
    error: t('contactError'),
    invalidForm: t('invalidForm'),
    tooMany: t('tooMany'),
    honeypot: t('honeypot'),
  };
}
