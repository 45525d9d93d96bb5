import { TRPCClientError } from '@trpc/client';
import {
  FeatureFlags,
  PublicSettings,
  isAddToCartEnabled,
  isTrueValue,
  type FeatureFlag,
  type FlagsClient,
  type PublicSetting,
  type SettingsClient,
} from './flags';

function serverError(message: string, code = 'NOT_FOUND') {
  return new TRPCClientError(message, {
    result: {
      error: { code: -32004, message, data: { code, httpStatus: 404 } },
    },
  } as ConstructorParameters<typeof TRPCClientError>[1]);
}

function flagsClient(store: Record<string, boolean>, failure?: Error): FlagsClient {
  const answer = <T>(value: T) => (failure ? Promise.reject(failure) : Promise.resolve(value));
  const list = (): FeatureFlag[] =>
    Object.entries(store).map(([key, enabled]) => ({ key, enabled }));
  return {
    featureFlags: {
      getAllFeatureFlags: { query: () => answer(list()) },
      getFeatureFlagByKey: {
        query: ({ key }) => answer(list().find((flag) => flag.key === key) ?? null),
      },
      isFeatureEnabled: {
        // The router's input defaults `defaultValue` to false.
        query: ({ key, defaultValue = false }) =>
          answer({ key, enabled: store[key] ?? defaultValue }),
      },
    },
  };
}

function settingsClient(store: Record<string, string>, failure?: Error): SettingsClient {
  const answer = <T>(value: T) => (failure ? Promise.reject(failure) : Promise.resolve(value));
  const list = (): PublicSetting[] => Object.entries(store).map(([key, value]) => ({ key, value }));
  return {
    settings: {
      getPublicSettings: { query: () => answer(list()) },
      getPublicSettingByKey: {
        query: ({ key }) => answer(list().find((setting) => setting.key === key) ?? null),
      },
    },
  };
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('isTrueValue', () => {
  it('counts only "true" in any case as enabled', () => {
    expect(isTrueValue('true')).toBe(true);
    expect(isTrueValue('TRUE')).toBe(true);
    expect(isTrueValue('True')).toBe(true);
    expect(isTrueValue('1')).toBe(false);
    expect(isTrueValue('yes')).toBe(false);
    expect(isTrueValue('')).toBe(false);
    expect(isTrueValue(null)).toBe(false);
  });
});

describe('feature flags', () => {
  it('lists the flags from the server', async () => {
    const flags = new FeatureFlags(flagsClient({ a: true, b: false }));
    expect(await flags.getAll()).toEqual([
      { key: 'a', enabled: true },
      { key: 'b', enabled: false },
    ]);
    expect(flags.error).toBeNull();
  });

  it('keeps the server message when listing fails with one', async () => {
    const flags = new FeatureFlags(flagsClient({}, serverError('Máy chủ bận')));
    expect(await flags.getAll()).toEqual([]);
    expect(flags.error).toBe('Máy chủ bận');
  });

  it('uses the default text when listing fails without a server message', async () => {
    const flags = new FeatureFlags(flagsClient({}, new TypeError('Failed to fetch')));
    await flags.getAll();
    expect(flags.error).toBe('Đã xảy ra lỗi khi tải feature flags');
  });

  it('names the key when one flag fails to load', async () => {
    const flags = new FeatureFlags(flagsClient({}, new TypeError('Failed to fetch')));
    expect(await flags.getByKey('new_checkout')).toBeNull();
    expect(flags.error).toBe('Đã xảy ra lỗi khi tải feature flag với key new_checkout');
  });

  it('answers the supplied default when the check fails', async () => {
    const flags = new FeatureFlags(flagsClient({ x: false }, new TypeError('Failed to fetch')));
    expect(await flags.isEnabled('x', true)).toBe(true);
    expect(await flags.isEnabled('x', false)).toBe(false);
    expect(flags.error).toBe('Đã xảy ra lỗi khi tải feature flag với key x');
  });

  it('answers the stored state, and the default for an unknown key', async () => {
    const flags = new FeatureFlags(flagsClient({ x: false }));
    expect(await flags.isEnabled('x', true)).toBe(false);
    expect(await flags.isEnabled('unknown', true)).toBe(true);
  });
});

describe('public settings', () => {
  it('reads a value and falls back to the supplied default for a missing key', async () => {
    const settings = new PublicSettings(settingsClient({ google_tag_manager_id: 'G-TEST' }));
    expect(await settings.get('google_tag_manager_id', '')).toBe('G-TEST');
    expect(await settings.get('facebook_pixel_id', '')).toBe('');
  });

  it('uses the spec texts and the default when loading fails', async () => {
    const settings = new PublicSettings(settingsClient({}, serverError('Máy chủ bận')));
    expect(await settings.getAll()).toEqual([]);
    expect(settings.error).toBe('Đã xảy ra lỗi khi tải cài đặt');
    expect(await settings.get('currency', 'VND')).toBe('VND');
    expect(settings.error).toBe('Đã xảy ra lỗi khi tải cài đặt với key currency');
  });

  it('reads a switch as enabled only when its value lowercases to "true"', async () => {
    const settings = new PublicSettings(settingsClient({ a: 'TRUE', b: 'yes', c: 'false' }));
    expect(await settings.isEnabled('a', false)).toBe(true);
    expect(await settings.isEnabled('b', true)).toBe(false);
    expect(await settings.isEnabled('c', true)).toBe(false);
    expect(await settings.isEnabled('missing', true)).toBe(true);
  });
});

describe('add to cart switch', () => {
  it('is on by default when neither the flag nor the setting exists', async () => {
    expect(
      await isAddToCartEnabled(
        new FeatureFlags(flagsClient({})),
        new PublicSettings(settingsClient({})),
      ),
    ).toBe(true);
  });

  it('is on by default when both calls fail', async () => {
    const failure = new TypeError('Failed to fetch');
    expect(
      await isAddToCartEnabled(
        new FeatureFlags(flagsClient({}, failure)),
        new PublicSettings(settingsClient({}, failure)),
      ),
    ).toBe(true);
  });

  it('is off when either the flag or the setting turns it off', async () => {
    expect(
      await isAddToCartEnabled(
        new FeatureFlags(flagsClient({ enable_add_to_cart: false })),
        new PublicSettings(settingsClient({})),
      ),
    ).toBe(false);
    expect(
      await isAddToCartEnabled(
        new FeatureFlags(flagsClient({})),
        new PublicSettings(settingsClient({ enable_add_to_cart: 'false' })),
      ),
    ).toBe(false);
  });
});
