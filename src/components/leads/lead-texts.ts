// The texts of the quote dialog and the contact form, from the `Leads` messages (plain strings for
// the client leaves). Any page placing a QuoteButton gets its props from quoteButtonTexts.
import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { communityErrorTexts } from '@/components/reviews/review-texts';
import type { ContactTexts } from './contact-form';
import type { ErrorTexts } from './error-texts';
import type { LeadFormTexts } from './form-fields';
import type { QuoteTexts } from './quote-dialog';
import type messages from '@/messages/vi.json';

type LeadsKey = keyof (typeof messages)['Leads'];

/**
 * The texts the quote dialog and the contact form share: the same `Leads` messages, but for the
 * send button, the success and the error, which each form names (`own`).
 */
function leadFormTexts(
  t: (key: LeadsKey) => string,
  own: Record<'send' | 'success' | 'error', LeadsKey>,
): LeadFormTexts {
  return {
    fullName: t('fullName'),
    email: t('email'),
    phone: t('phone'),
    message: t('message'),
    optional: t('optional'),
    send: t(own.send),
    sending: t('sending'),
    success: t(own.success),
    error: t(own.error),
    invalidForm: t('invalidForm'),
    tooMany: t('tooMany'),
    honeypot: t('honeypot'),
  };
}

export async function quoteTexts(locale: Locale): Promise<QuoteTexts> {
  const t = await getTranslations({ locale, namespace: 'Leads' });
  return {
    ...leadFormTexts(t, { send: 'send', success: 'quoteSuccess', error: 'quoteError' }),
    title: t('quoteTitle'),
    intro: t('quoteIntro'),
    departureDate: t('departureDate'),
    close: t('close'),
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
    ...leadFormTexts(t, { send: 'contactSend', success: 'contactSuccess', error: 'contactError' }),
    heading: t('contactHeading'),
  };
}
