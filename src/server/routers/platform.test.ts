// Public platform reads through the real router: SEO, route rules, theme, logo, flags, settings,
// component style configs. Each runs on SQLite and PostgreSQL.
import { TRPCError } from '@trpc/server';
import type { ZodError } from 'zod';
import { DEFAULT_THEME, SEED_IDS, SEO_DEFAULTS } from '@/store-defaults';
import { createStyleConfig, TICKET_CARD_DEFAULTS } from '../services/site/theme/component-styles';
import { setFeatureFlag } from '../services/site/flags/flags';
import { upsertRouteRule } from '../services/site/redirects/route-rules';
import { upsertSeoPage } from '../services/site/seo/seo';
import { setSetting } from '../services/site/settings/settings';
import { createSection, createTheme } from '../services/site/theme/theme';
import { setActiveLogo } from '../services/site/logos/logo';
import { callerFor, describeEachDialect } from '@/testing/stores';

describeEachDialect('Platform reads', ({ store }) => {
  describe('getSeoByPath', () => {
    it("answers the seeded '/' record for the home page", async () => {
      const caller = await callerFor(store());
      const seo = await caller.getSeoByPath({ path: '/' });
      expect(seo).toMatchObject({
        matchedPath: '/',
        title: 'Trang chủ',
        ogTitle: 'Trang chủ',
        description: SEO_DEFAULTS.description,
        ogDescription: SEO_DEFAULTS.description,
        robotsTxt: 'index, follow',
      });
    });

    it("falls back to the '/' record for a path without one", async () => {
      await upsertSeoPage(store(), {
        path: '/',
        title: 'Trang chủ riêng',
        description: 'Mô tả riêng',
      });
      const caller = await callerFor(store());
      const seo = await caller.getSeoByPath({ path: '/vi/lien-he' });
      expect(seo).toMatchObject({
        path: '/vi/lien-he',
        matchedPath: '/',
        title: 'Trang chủ riêng',
        ogTitle: 'Trang chủ riêng',
      });
    });

    it('finds a record stored under the English path when asked for the Vietnamese alias', async () => {
      await upsertSeoPage(store(), {
        path: '/menu',
        title: 'Thực đơn',
        ogTitle: 'Thực đơn ngon',
        description: 'Món ăn',
      });
      const caller = await callerFor(store());
      const seo = await caller.getSeoByPath({ path: '/vi/thuc-don/?utm_source=zalo#top' });
      expect(seo).toMatchObject({
        matchedPath: '/menu',
        title: 'Thực đơn',
        ogTitle: 'Thực đơn ngon',
        ogDescription: 'Món ăn',
        keywords: SEO_DEFAULTS.keywords,
        robotsTxt: 'index, follow',
      });
    });

    it('uses the built-in defaults when neither the path nor / has a record', async () => {
      await store().db.deleteFrom('seo_pages').execute();
      await upsertSeoPage(store(), { path: '/about', title: 'Giới thiệu' }); // invalidates the cache
      const caller = await callerFor(store());
      const seo = await caller.getSeoByPath({ path: '/vi/gio-hang' });
      expect(seo).toMatchObject({
        matchedPath: null,
        title: 'Trang chủ',
        ogTitle: 'Trang chủ',
        description: SEO_DEFAULTS.description,
        keywords: SEO_DEFAULTS.keywords,
        robotsTxt: 'index, follow',
        ogImage: null,
        canonicalUrl: null,
      });
    });

    it('rejects an empty path as BAD_REQUEST with a field error', async () => {
      const caller = await callerFor(store());
      const error = await caller.getSeoByPath({ path: '' }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(TRPCError);
      expect((error as TRPCError).code).toBe('BAD_REQUEST');
      expect(((error as TRPCError).cause as ZodError).issues[0]?.path).toEqual(['path']);
    });
  });

  describe('routeRules.getByPath', () => {
    it('returns a committed relative redirect localised for the asked locale', async () => {
      const caller = await callerFor(store());
      const answer = await caller.routeRules.getByPath({ path: '/en/shop' });
      expect(answer.redirect).toMatchObject({
        to: '/products',
        location: '/en/products',
        isAbsolute: false,
        permanent: true,
        statusCode: 308,
        source: 'committed',
      });
    });

    it('marks an absolute committed target as absolute (a full browser navigation)', async () => {
      const caller = await callerFor(store());
      const answer = await caller.routeRules.getByPath({ path: '/vi/ban-do-chi-duong' });
      expect(answer.redirect).toMatchObject({
        isAbsolute: true,
        permanent: false,
        statusCode: 307,
      });
      expect(answer.redirect?.location).toMatch(/^https:\/\/www\.openstreetmap\.org\//);
    });

    it('returns an operator rule from the store, matched by either form of the route', async () => {
      await upsertRouteRule(store(), {
        path: '/khuyen-mai',
        redirectTo: '/tickets',
        permanent: false,
      });
      await upsertRouteRule(store(), {
        path: '/gallery',
        switches: { fetchSeo: false, showBanner: true },
      });
      const caller = await callerFor(store());
      const promo = await caller.routeRules.getByPath({ path: '/vi/khuyen-mai' });
      expect(promo.redirect).toMatchObject({
        to: '/tickets',
        location: '/vi/tickets',
        source: 'store',
        statusCode: 307,
      });
      const gallery = await caller.routeRules.getByPath({ path: '/vi/thu-vien-hinh-anh' });
      expect(gallery.redirect).toBeNull();
      expect(gallery.switches).toEqual({ fetchSeo: false, showBanner: true });
    });

    it('sees an operator rule changed after the path was asked for', async () => {
      const caller = await callerFor(store());
      expect((await caller.routeRules.getByPath({ path: '/vi/mua-he' })).redirect).toBeNull();
      await upsertRouteRule(store(), { path: '/mua-he', redirectTo: 'https://example.com/he' });
      expect((await caller.routeRules.getByPath({ path: '/vi/mua-he' })).redirect).toMatchObject({
        isAbsolute: true,
        location: 'https://example.com/he',
      });
    });

    it('has no redirect for a plain page and skips SEO fetches for detail pages and assets', async () => {
      const caller = await callerFor(store());
      const plain = await caller.routeRules.getByPath({ path: '/vi/lien-he' });
      expect(plain).toEqual({ path: '/vi/lien-he', redirect: null, switches: { fetchSeo: true } });
      expect(
        (await caller.routeRules.getByPath({ path: '/vi/bai-viet/abc' })).switches.fetchSeo,
      ).toBe(false);
      expect(
        (await caller.routeRules.getByPath({ path: '/en/products/x' })).switches.fetchSeo,
      ).toBe(false);
      expect((await caller.routeRules.getByPath({ path: '/favicon.ico' })).switches.fetchSeo).toBe(
        false,
      );
    });
  });

  describe('theme', () => {
    it('returns the seeded active theme with light and dark palettes (primary amber #feb914)', async () => {
      const caller = await callerFor(store());
      const theme = await caller.theme.getActiveTheme();
      expect(theme).toMatchObject({ id: SEED_IDS.theme, isActive: true });
      for (const scheme of ['light', 'dark'] as const) {
        for (const palette of ['primary', 'secondary', 'tertiary', 'yellow'] as const) {
          expect(Object.keys(theme?.colors[scheme][palette] ?? {})).toEqual([
            '50',
            '100',
            '200',
            '300',
            '400',
            '500',
            '600',
            '700',
            '800',
            '900',
          ]);
        }
      }
      expect(theme?.colors.light.primary['500']).toBe('#feb914');
    });

    it('returns sections by theme and locale, falling back to Vietnamese per section', async () => {
      const themeId = SEED_IDS.theme;
      await createSection(store(), {
        themeId,
        sectionId: 'hero',
        pageType: 'home',
        locale: 'vi',
        type: 'hero',
        title: 'Chào mừng',
        sortOrder: 1,
      });
      await createSection(store(), {
        themeId,
        sectionId: 'hero',
        pageType: 'home',
        locale: 'en',
        type: 'hero',
        title: 'Welcome',
        sortOrder: 1,
      });
      await createSection(store(), {
        themeId,
        sectionId: 'promo',
        pageType: 'home',
        locale: 'vi',
        type: 'banner',
        title: 'Ưu đãi',
        sortOrder: 2,
        settings: { tone: 'amber' },
      });
      await createSection(store(), {
        themeId,
        sectionId: 'faq',
        pageType: 'tickets',
        locale: 'vi',
        type: 'faq',
        sortOrder: 0,
      });
      await createSection(store(), {
        themeId,
        sectionId: 'hidden',
        pageType: 'home',
        locale: 'vi',
        type: 'x',
        isActive: false,
      });
      const caller = await callerFor(store());

      const en = await caller.theme.getPageSections({ themeId, pageType: 'home', locale: 'en' });
      expect(en.map((s) => [s.sectionId, s.title])).toEqual([
        ['hero', 'Welcome'],
        ['promo', 'Ưu đãi'],
      ]);
      expect(en[1]?.settings).toEqual({ tone: 'amber' });

      const all = await caller.theme.getSections({ themeId, locale: 'vi' });
      expect(all.map((s) => s.sectionId)).toEqual(['faq', 'hero', 'promo']);

      expect(
        await caller.theme.getSection({ themeId, sectionId: 'hero', locale: 'en' }),
      ).toMatchObject({ title: 'Welcome' });
      expect(
        await caller.theme.getSection({ themeId, sectionId: 'missing', locale: 'vi' }),
      ).toBeNull();
      expect(await caller.theme.getSections({ themeId: 'no-such-theme', locale: 'vi' })).toEqual(
        [],
      );
    });

    it('sees a newly activated theme at once (the cache is invalidated on write)', async () => {
      const caller = await callerFor(store());
      expect((await caller.theme.getActiveTheme())?.id).toBe(SEED_IDS.theme);
      const id = await createTheme(store(), {
        name: 'Tết',
        colors: DEFAULT_THEME.colors,
        isActive: true,
      });
      expect((await caller.theme.getActiveTheme())?.id).toBe(id);
      expect(await caller.componentStyleConfig.byThemeId({ themeId: id })).toEqual([]);
    });
  });

  describe('logo.getActiveLogo', () => {
    it('returns the seeded logo and favicon URLs for light and dark mode', async () => {
      const caller = await callerFor(store());
      expect(await caller.logo.getActiveLogo({ type: 'favicon' })).toEqual({
        type: 'favicon',
        lightModeUrl: '/brand/favicon-light.svg',
        darkModeUrl: '/brand/favicon-dark.svg',
      });
      expect(await caller.logo.getActiveLogo({ type: 'logo' })).toMatchObject({
        lightModeUrl: '/brand/logo-light.svg',
      });
      await setActiveLogo(store(), {
        type: 'logo',
        lightModeUrl: '/brand/new.svg',
        darkModeUrl: '/brand/new-dark.svg',
      });
      expect((await caller.logo.getActiveLogo({ type: 'logo' }))?.lightModeUrl).toBe(
        '/brand/new.svg',
      );
    });

    it('rejects an unknown type as BAD_REQUEST', async () => {
      const caller = await callerFor(store());
      // @ts-expect-error — deliberately outside the enum
      await expect(caller.logo.getActiveLogo({ type: 'banner' })).rejects.toMatchObject({
        code: 'BAD_REQUEST',
      });
    });
  });

  describe('featureFlags', () => {
    it('lists the seeded enable_add_to_cart flag as enabled', async () => {
      const caller = await callerFor(store());
      expect(await caller.featureFlags.getAllFeatureFlags()).toContainEqual({
        key: 'enable_add_to_cart',
        enabled: true,
      });
      expect(await caller.featureFlags.getFeatureFlagByKey({ key: 'enable_add_to_cart' })).toEqual({
        key: 'enable_add_to_cart',
        enabled: true,
      });
      expect(await caller.featureFlags.getFeatureFlagByKey({ key: 'nope' })).toBeNull();
    });

    it('is enabled only when the value lowercases to "true"; an unknown key answers the default', async () => {
      await setFeatureFlag(store(), { key: 'upper', value: 'TRUE' });
      await setFeatureFlag(store(), { key: 'yes', value: 'yes' });
      await setFeatureFlag(store(), { key: 'one', value: '1' });
      const caller = await callerFor(store());
      expect(
        (await caller.featureFlags.isFeatureEnabled({ key: 'upper', defaultValue: false })).enabled,
      ).toBe(true);
      expect(
        (await caller.featureFlags.isFeatureEnabled({ key: 'yes', defaultValue: true })).enabled,
      ).toBe(false);
      expect(
        (await caller.featureFlags.isFeatureEnabled({ key: 'one', defaultValue: true })).enabled,
      ).toBe(false);
      expect(
        (await caller.featureFlags.isFeatureEnabled({ key: 'missing', defaultValue: true }))
          .enabled,
      ).toBe(true);
      expect(
        (await caller.featureFlags.isFeatureEnabled({ key: 'missing', defaultValue: false }))
          .enabled,
      ).toBe(false);
      await setFeatureFlag(store(), { key: 'upper', value: 'false' });
      expect(
        (await caller.featureFlags.isFeatureEnabled({ key: 'upper', defaultValue: true })).enabled,
      ).toBe(false);
    });
  });

  describe('settings', () => {
    it('returns public settings only, including the empty google_tag_manager_id', async () => {
      await setSetting(store(), { key: 'payment_secret', value: 's3cret', isPublic: false });
      const caller = await callerFor(store());
      const all = await caller.settings.getPublicSettings();
      expect(all).toContainEqual({ key: 'google_tag_manager_id', value: '' });
      expect(all.map((s) => s.key)).not.toContain('payment_secret');
      expect(await caller.settings.getPublicSettingByKey({ key: 'payment_secret' })).toBeNull();
      expect(await caller.settings.getPublicSettingByKey({ key: 'google_tag_manager_id' })).toEqual(
        { key: 'google_tag_manager_id', value: '' },
      );
    });

    it('shows a changed setting on the next read', async () => {
      const caller = await callerFor(store());
      await caller.settings.getPublicSettings();
      await setSetting(store(), {
        key: 'google_tag_manager_id',
        value: 'GTM-ABC123',
        isPublic: true,
      });
      expect(await caller.settings.getPublicSettingByKey({ key: 'google_tag_manager_id' })).toEqual(
        { key: 'google_tag_manager_id', value: 'GTM-ABC123' },
      );
    });
  });

  describe('componentStyleConfig.byThemeId', () => {
    it('returns the seeded ticket-card config with the spec defaults', async () => {
      const caller = await callerFor(store());
      const configs = await caller.componentStyleConfig.byThemeId({ themeId: SEED_IDS.theme });
      expect(configs).toHaveLength(1);
      expect(configs[0]).toMatchObject({
        type: 'ticket-card',
        isActive: true,
        settings: TICKET_CARD_DEFAULTS,
      });
      expect(TICKET_CARD_DEFAULTS.imageHeight).toBe(400);
    });

    it('merges stored settings over the defaults', async () => {
      const id = await createStyleConfig(store(), {
        themeId: SEED_IDS.theme,
        type: 'ticket-card',
        title: 'Thẻ vé gọn',
        settings: {
          imageHeight: 240,
          showLabels: { sale: false },
          labelStyles: { new: { backgroundColor: '#000000' } },
        },
      });
      const caller = await callerFor(store());
      const config = (
        await caller.componentStyleConfig.byThemeId({ themeId: SEED_IDS.theme })
      ).find((c) => c.id === id);
      expect(config?.settings).toEqual({
        imageHeight: 240,
        showLabels: { featured: true, new: true, sale: false, discount: true },
        labelStyles: {
          ...TICKET_CARD_DEFAULTS.labelStyles,
          new: { backgroundColor: '#000000', textColor: '#ffffff' },
        },
      });
    });
  });
});
