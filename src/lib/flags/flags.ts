// Feature flags and public settings for the browser (spec §3, §5, §8, §9). Failures never throw:
// the error is kept with the spec's text and the caller's default answers.
import type { RouterInputs, RouterOutputs } from '@/lib/trpc/contract';
import { serverMessageOr } from '@/lib/trpc/errors';
import { ADD_TO_CART_DEFAULT, ADD_TO_CART_KEY, isTrueValue } from './flag-values';

export { ADD_TO_CART_DEFAULT, ADD_TO_CART_KEY, isTrueValue };

type FlagProcedures = RouterOutputs['featureFlags'];
type SettingProcedures = RouterOutputs['settings'];

export type FeatureFlag = FlagProcedures['getAllFeatureFlags'][number];
export type PublicSetting = SettingProcedures['getPublicSettings'][number];

export const FLAG_MESSAGES = {
  loadAll: 'Đã xảy ra lỗi khi tải feature flags',
  loadOne: (key: string) => `Đã xảy ra lỗi khi tải feature flag với key ${key}`,
} as const;

export const SETTING_MESSAGES = {
  loadAll: 'Đã xảy ra lỗi khi tải cài đặt',
  loadOne: (key: string) => `Đã xảy ra lỗi khi tải cài đặt với key ${key}`,
} as const;

/**
 * The procedures these helpers call, typed by the router: the vanilla tRPC client satisfies it,
 * and so does a test's fake.
 */
export interface FlagsClient {
  featureFlags: {
    getAllFeatureFlags: { query(): Promise<FlagProcedures['getAllFeatureFlags']> };
    getFeatureFlagByKey: {
      query(
        input: RouterInputs['featureFlags']['getFeatureFlagByKey'],
      ): Promise<FlagProcedures['getFeatureFlagByKey']>;
    };
    isFeatureEnabled: {
      query(
        input: RouterInputs['featureFlags']['isFeatureEnabled'],
      ): Promise<FlagProcedures['isFeatureEnabled']>;
    };
  };
}

export interface SettingsClient {
  settings: {
    getPublicSettings: { query(): Promise<SettingProcedures['getPublicSettings']> };
    getPublicSettingByKey: {
      query(
        input: RouterInputs['settings']['getPublicSettingByKey'],
      ): Promise<SettingProcedures['getPublicSettingByKey']>;
    };
  };
}

export class FeatureFlags {
  /** The last failure's message, null after a success. */
  error: string | null = null;

  constructor(private readonly client: FlagsClient) {}

  async getAll(): Promise<FeatureFlag[]> {
    try {
      const flags = await this.client.featureFlags.getAllFeatureFlags.query();
      this.error = null;
      return flags;
    } catch (error) {
      this.error = serverMessageOr(error, FLAG_MESSAGES.loadAll);
      console.error('[flags] getAllFeatureFlags failed', error);
      return [];
    }
  }

  async getByKey(key: string): Promise<FeatureFlag | null> {
    try {
      const flag = await this.client.featureFlags.getFeatureFlagByKey.query({ key });
      this.error = null;
      return flag;
    } catch (error) {
      this.error = serverMessageOr(error, FLAG_MESSAGES.loadOne(key));
      console.error(`[flags] getFeatureFlagByKey ${key} failed`, error);
      return null;
    }
  }

  /** The flag's state; the supplied default when the key is unknown or the call fails. */
  async isEnabled(key: string, defaultValue: boolean): Promise<boolean> {
    try {
      const flag = await this.client.featureFlags.isFeatureEnabled.query({ key, defaultValue });
      this.error = null;
      return flag.enabled;
    } catch (error) {
      this.error = serverMessageOr(error, FLAG_MESSAGES.loadOne(key));
      console.error(`[flags] isFeatureEnabled ${key} failed`, error);
      return defaultValue;
    }
  }
}

export class PublicSettings {
  error: string | null = null;

  constructor(private readonly client: SettingsClient) {}

  async getAll(): Promise<PublicSetting[]> {
    try {
      const settings = await this.client.settings.getPublicSettings.query();
      this.error = null;
      return settings;
    } catch (error) {
      this.error = SETTING_MESSAGES.loadAll;
      console.error('[settings] getPublicSettings failed', error);
      return [];
    }
  }

  /** The setting's value; the supplied default when it is missing or the call fails. */
  async get(key: string, defaultValue: string): Promise<string> {
    try {
      const setting = await this.client.settings.getPublicSettingByKey.query({ key });
      this.error = null;
      return setting ? setting.value : defaultValue;
    } catch (error) {
      this.error = SETTING_MESSAGES.loadOne(key);
      console.error(`[settings] getPublicSettingByKey ${key} failed`, error);
      return defaultValue;
    }
  }

  /** A setting read as a switch: "true" (any case) is on; missing or failed gives the default. */
  async isEnabled(key: string, defaultValue: boolean): Promise<boolean> {
    const value = await this.get(key, defaultValue ? 'true' : 'false');
    return isTrueValue(value);
  }
}

/** Spec §9: the flag enable_add_to_cart (default on) and the setting of the same key must agree. */
export async function isAddToCartEnabled(
  flags: FeatureFlags,
  settings: PublicSettings,
): Promise<boolean> {
  const [flag, setting] = await Promise.all([
    flags.isEnabled(ADD_TO_CART_KEY, ADD_TO_CART_DEFAULT),
    settings.isEnabled(ADD_TO_CART_KEY, ADD_TO_CART_DEFAULT),
  ]);
  return flag && setting;
}

/** A value from an already loaded list of settings (the trackers load them once). */
export function settingValue(settings: readonly PublicSetting[], key: string): string {
  return settings.find((setting) => setting.key === key)?.value.trim() ?? '';
}
