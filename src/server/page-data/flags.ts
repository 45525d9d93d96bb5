// Flags and settings for route files (pages, layouts), read at build/regeneration time through the
// server caller and tagged, like the theme (DESIGN.md §5). Same rules and fallbacks as the browser
// helpers. Pages pass the values down as plain props (STYLE.md rule 3).
import 'server-only';
import { unstable_cache } from 'next/cache';
import { getServerCaller } from '../caller';
import { FLAGS_TAG } from '../services/site/page-tags';
import {
  FeatureFlags,
  isAddToCartEnabled,
  PublicSettings,
  type FlagsClient,
  type SettingsClient,
} from '@/lib/flags/flags';

export const FLAGS_CACHE_TAG = FLAGS_TAG;
export const FLAGS_REVALIDATE_SECONDS = 300;

/** The server caller in the shape the helpers expect (the browser passes the tRPC client). */
async function callerClients(): Promise<FlagsClient & SettingsClient> {
  const caller = await getServerCaller();
  return {
    featureFlags: {
      getAllFeatureFlags: { query: () => caller.featureFlags.getAllFeatureFlags() },
      getFeatureFlagByKey: { query: (input) => caller.featureFlags.getFeatureFlagByKey(input) },
      isFeatureEnabled: { query: (input) => caller.featureFlags.isFeatureEnabled(input) },
    },
    settings: {
      getPublicSettings: { query: () => caller.settings.getPublicSettings() },
      getPublicSettingByKey: { query: (input) => caller.settings.getPublicSettingByKey(input) },
    },
  };
}

/** Whether add-to-cart buttons show: flag and setting `enable_add_to_cart`, both on by default. */
export const loadAddToCartEnabled = unstable_cache(
  async (): Promise<boolean> => {
    try {
      const clients = await callerClients();
      return await isAddToCartEnabled(new FeatureFlags(clients), new PublicSettings(clients));
    } catch (error) {
      console.error('[flags] could not open the server caller; add to cart stays on', error);
      return true;
    }
  },
  ['add-to-cart-enabled'],
  { tags: [FLAGS_CACHE_TAG], revalidate: FLAGS_REVALIDATE_SECONDS },
);

/** A public setting's value for a page (the supplied default when missing or on failure). */
export async function loadPublicSetting(key: string, defaultValue: string): Promise<string> {
  return unstable_cache(
    async () => {
      try {
        return await new PublicSettings(await callerClients()).get(key, defaultValue);
      } catch (error) {
        console.error(`[settings] could not open the server caller for ${key}`, error);
        return defaultValue;
      }
    },
    ['public-setting', key, defaultValue],
    { tags: [FLAGS_CACHE_TAG], revalidate: FLAGS_REVALIDATE_SECONDS },
  )();
}
