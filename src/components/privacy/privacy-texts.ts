// The texts of the privacy request form, from the `Privacy` and `Leads` messages (plain strings
// for the client leaf).
import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { DataRequestTexts } from './data-request-form';
import { templateOf } from '@/i18n/template-text';

export async function dataRequestTexts(locale: Locale): Promise<DataRequestTexts> {
  const t = await getTranslations({ locale, namespace: 'Privacy' });
  const leads = await getTranslations({ locale, namespace: 'Leads' });
  return {
    heading: t('requestHeading'),
    intro: t('requestIntro'),
    email: t('requestEmail'),
    kind: t('requestKind'),
    kinds: {
      access: t('kindAccess'),
      delete: t('kindDelete'),
      correct: t('kindCorrect'),
      object: t('kindObject'),
    },
    message: t('requestMessage'),
    send: t('requestSend'),
    sending: t('requestSending'),
    success: t('requestSuccess'),
    error: t('requestError'),
    verifying: t('requestVerifying'),
    verified: templateOf(t, 'requestVerified'),
    verifyFailed: t('requestVerifyFailed'),
    invalidForm: leads('invalidForm'),
    tooMany: leads('tooMany'),
    honeypot: leads('honeypot'),
  };
}
