// Everything every page runs after it is interactive, loaded lazily by the global island
// (src/components/analytics/site-trackers.tsx): public settings, the `global` route guard, and,
// only as far as the visitor consented, tags, session tracking and page views.
import { SESSION_STORAGE_KEY } from '@/config';
import { isLocale } from '@/i18n/locales';
import { runGuards } from '@/lib/auth/guards';
import { currentChoices, subscribeConsent, type ConsentChoices } from '@/lib/consent/consent';
import { isTrueValue, PublicSettings, settingValue } from '@/lib/flags/flags';
import { lookupNetwork } from '@/lib/session/ip-lookup';
import { getSessionTracker, setNetworkLookup } from '@/lib/session/browser-tracker';
import { getTrpcClient } from '@/lib/trpc/client';
import { analytics } from './events';
import {
  applyGtagConsent,
  applyPixelConsent,
  clearTagCookies,
  GA_SETTING_KEY,
  installGtag,
  installPixel,
  PIXEL_SETTING_KEY,
} from './loaders';

export const IP_LOOKUP_SETTING_KEY = 'ip_lookup_enabled';

export interface SiteTrackers {
  pageView(path: string): void;
}

export async function startSiteTrackers(): Promise<SiteTrackers> {
  const lang = document.documentElement.lang;
  // The `global` guard of every page (it never redirects; see src/lib/auth/guards.ts).
  runGuards(['global'], { locale: isLocale(lang) ? lang : 'vi', storage: window.localStorage });
  const settings = await new PublicSettings(getTrpcClient()).getAll();
  const gaId = settingValue(settings, GA_SETTING_KEY);
  const pixelId = settingValue(settings, PIXEL_SETTING_KEY);
  const ipLookup = isTrueValue(settingValue(settings, IP_LOOKUP_SETTING_KEY));
  const tracker = getSessionTracker();
  let tracking = false;

  // Applied now and on every change of answer: a withdrawal stops everything at once.
  const apply = (choices: ConsentChoices) => {
    if (choices.analytics) {
      if (!installGtag(gaId, choices)) applyGtagConsent(gaId, choices);
      // Third-party lookups only when configured: by default the server reads IP and country.
      setNetworkLookup(ipLookup ? () => lookupNetwork() : null);
      if (tracker.snapshot().status === 'ended') void tracker.restart();
      else tracker.init();
      tracking = true;
    } else {
      applyGtagConsent(gaId, choices);
      setNetworkLookup(null);
      // A withdrawal ends the running session (timers stop, its id is forgotten); without one,
      // an id stored by an earlier visit is forgotten so no request carries it.
      if (tracking) void tracker.end();
      else window.localStorage.removeItem(SESSION_STORAGE_KEY);
    }
    if (choices.advertising) {
      if (!installPixel(pixelId)) applyPixelConsent(true);
    } else {
      applyPixelConsent(false);
    }
    if (!choices.analytics && !choices.advertising) clearTagCookies();
  };
  apply(currentChoices(window.localStorage));
  subscribeConsent(() => apply(currentChoices(window.localStorage)));

  return {
    pageView(path) {
      analytics.pageView(path);
      tracker.trackPageView();
    },
  };
}
