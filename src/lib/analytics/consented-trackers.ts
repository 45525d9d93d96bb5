// What runs only once the visitor consented to analytics or advertising (src/lib/analytics/
// site-trackers.ts loads it then): the public settings that name the tags, the tags themselves,
// session tracking and page views. It brings the tRPC client; a visitor who has not consented
// never downloads it.
import { SESSION_STORAGE_KEY } from '@/config';
import type { ConsentChoices } from '@/lib/consent/consent';
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

export interface ConsentedTrackers {
  /** Applies an answer; a withdrawal stops everything at once. */
  apply(choices: ConsentChoices): void;
  pageView(path: string): void;
}

/** `earlierViews`: page views counted on this page before the consent, for the session. */
export async function startConsentedTrackers(earlierViews: number): Promise<ConsentedTrackers> {
  const settings = await new PublicSettings(getTrpcClient()).getAll();
  const gaId = settingValue(settings, GA_SETTING_KEY);
  const pixelId = settingValue(settings, PIXEL_SETTING_KEY);
  const ipLookup = isTrueValue(settingValue(settings, IP_LOOKUP_SETTING_KEY));
  const tracker = getSessionTracker();
  for (let view = 0; view < earlierViews; view += 1) tracker.trackPageView();
  let tracking = false;

  return {
    apply(choices) {
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
    },
    pageView(path) {
      analytics.pageView(path);
      tracker.trackPageView();
    },
  };
}
