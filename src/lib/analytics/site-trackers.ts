// Everything every page runs after it is interactive, loaded lazily by the global island
// (src/components/analytics/site-trackers.tsx): public settings, tags, session tracking, the
// `global` route guard and page views.
import { isLocale } from '@/i18n/routing';
import { runGuards } from '@/lib/auth/guards';
import { isTrueValue, PublicSettings, settingValue } from '@/lib/flags/flags';
import { lookupNetwork } from '@/lib/session/ip-lookup';
import { getSessionTracker, setNetworkLookup } from '@/lib/session/browser-tracker';
import { getTrpcClient } from '@/lib/trpc/client';
import { analytics } from './events';
import { GA_SETTING_KEY, installGtag, installPixel, PIXEL_SETTING_KEY } from './loaders';

export const IP_LOOKUP_SETTING_KEY = 'ip_lookup_enabled';

export interface SiteTrackers {
  pageView(path: string): void;
}

export async function startSiteTrackers(): Promise<SiteTrackers> {
  const lang = document.documentElement.lang;
  // The `global` guard of every page (it never redirects; see src/lib/auth/guards.ts).
  runGuards(['global'], { locale: isLocale(lang) ? lang : 'vi', storage: window.localStorage });
  const settings = await new PublicSettings(getTrpcClient()).getAll();
  installGtag(settingValue(settings, GA_SETTING_KEY));
  installPixel(settingValue(settings, PIXEL_SETTING_KEY));
  // Third-party lookups only when configured: by default the server reads IP and country itself.
  setNetworkLookup(
    isTrueValue(settingValue(settings, IP_LOOKUP_SETTING_KEY)) ? () => lookupNetwork() : null,
  );
  const tracker = getSessionTracker();
  tracker.init();
  return {
    pageView(path) {
      analytics.pageView(path);
      tracker.trackPageView();
    },
  };
}
