// The visitor's answer to the consent banner, stored before the page's scripts run: specs about
// tracking start as a visitor who accepted analytics (sessions, tags) would.
import type { Page } from '@playwright/test';
import { CONSENT_STORAGE_KEY, PRIVACY_NOTICE_VERSION } from '../../src/config';

export async function consentTo(
  page: Page,
  choices: { analytics: boolean; advertising: boolean } = { analytics: true, advertising: true },
): Promise<void> {
  const consent = {
    noticeVersion: PRIVACY_NOTICE_VERSION,
    anonymousId: `c_${'e2e0'.repeat(8)}`,
    choices,
    decidedAt: new Date().toISOString(),
  };
  await page.addInitScript(
    ([key, value]) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, value);
    },
    [CONSENT_STORAGE_KEY, JSON.stringify(consent)] as const,
  );
}
