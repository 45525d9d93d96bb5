// Everything every page runs after it is interactive, loaded lazily by the global island
// (src/components/analytics/site-trackers.tsx): the `global` route guard, and the visitor's
// consent answer. What that answer allows (public settings, tags, session tracking, page views)
// is in ./consented-trackers, loaded only once the visitor consented to analytics or advertising:
// until then no settings are fetched and the tRPC client is not downloaded.
import { SESSION_STORAGE_KEY } from '@/config';
import { isLocale } from '@/i18n/locales';
import { runGuards } from '@/lib/auth/guards';
import { currentChoices, subscribeConsent, type ConsentChoices } from '@/lib/consent/consent';
import type { ConsentedTrackers } from './consented-trackers';
import { clearTagCookies } from './loaders';

export interface SiteTrackers {
  pageView(path: string): void;
}

/** `target`: where consent changes are announced (the window; a test's own target). */
export function startSiteTrackers(target: EventTarget = window): SiteTrackers {
  const lang = document.documentElement.lang;
  // The `global` guard of every page (it never redirects; see src/lib/auth/guards.ts).
  runGuards(['global'], { locale: isLocale(lang) ? lang : 'vi', storage: window.localStorage });

  let consented: Promise<ConsentedTrackers> | null = null;
  // Page views before any consent: the session counts them once it starts.
  let earlierViews = 0;
  const failed = (error: unknown) =>
    console.error('[analytics] starting the consented trackers failed', error);

  // Applied now and on every change of answer, in order.
  const apply = (choices: ConsentChoices) => {
    if (!consented && !choices.analytics && !choices.advertising) {
      // Nothing allowed and nothing started: forget what an earlier visit may have left.
      window.localStorage.removeItem(SESSION_STORAGE_KEY);
      clearTagCookies();
      return;
    }
    consented ??= import('./consented-trackers').then((m) =>
      m.startConsentedTrackers(earlierViews),
    );
    consented.then((trackers) => trackers.apply(choices), failed);
  };
  apply(currentChoices(window.localStorage));
  subscribeConsent(() => apply(currentChoices(window.localStorage)), target);

  return {
    pageView(path) {
      if (consented) consented.then((trackers) => trackers.pageView(path), failed);
      else earlierViews += 1;
    },
  };
}
