// The site's settings from the console (admin.redirects.*, admin.flags.*, admin.settings.*,
// admin.seo.*) on both dialects, through the real router: rule validation, stored rules answering
// paths that would 404, committed rules winning, flags and settings reaching the public reads,
// SEO overrides reaching getSeoByPath, and every change audited with the value before it.
import { TRPCError } from '@trpc/server';
import { upsertRouteRule } from '../../services/site/redirects/route-rules';
import { setFlag } from '../../services/site/flags/flag-edits';
import { setSeoPage } from '../../services/site/seo/seo-edits';
import { DomainError } from '../../services/errors';
import { BUILT_IN_SCHEME } from '@/lib/theme-palette';
import { accountWithRole, codeOf, operatorCaller } from '@/testing/operators';
import { callerFor, describeEachDialect } from '@/testing/stores';

/** The `details.reason` of a refused call (the console translates it), or its code. */
async function refusal(call: Promise<unknown>): Promise<string> {
  try {
    await call;
    return 'OK';
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
    return error.cause instanceof DomainError ? error.cause.reason : error.code;
  }
}

describeEachDialect('admin site settings', ({ store }) => {
  async function adminCaller() {
    const admin = await accountWithRole(store(), 'admin');
    return { admin, caller: await operatorCaller(store(), admin) };
  }

  async function auditOf(targetType: string) {
    const { caller } = await adminCaller();
    return (await caller.admin.audit.list({ targetType })).entries;
  }

  describe('redirects', () => {
    it('applies a stored rule to a path that would 404, in the asked locale', async () => {
      const { caller } = await adminCaller();
      await caller.admin.redirects.create({
        source: '/khuyen-mai-he',
        target: '/dat-ve',
        permanent: false,
      });
      const visitor = await callerFor(store());
      const vi = await visitor.routeRules.getByPath({ path: '/vi/khuyen-mai-he' });
      expect(vi.redirect).toMatchObject({
        location: '/vi/dat-ve',
        isAbsolute: false,
        statusCode: 307,
        source: 'store',
      });
      const en = await visitor.routeRules.getByPath({ path: '/en/khuyen-mai-he' });
      expect(en.redirect?.location).toBe('/en/order-ticket');
    });

    it('follows an absolute target as given, and a switched-off rule answers nothing', async () => {
      const { caller } = await adminCaller();
      await caller.admin.redirects.create({
        source: '/doi-tac',
        target: 'https://example.com/partners',
        permanent: true,
      });
      const visitor = await callerFor(store());
      expect((await visitor.routeRules.getByPath({ path: '/vi/doi-tac' })).redirect).toMatchObject({
        location: 'https://example.com/partners',
        isAbsolute: true,
        statusCode: 308,
      });
      await caller.admin.redirects.update({
        source: '/doi-tac',
        target: 'https://example.com/partners',
        permanent: true,
        active: false,
      });
      expect((await visitor.routeRules.getByPath({ path: '/vi/doi-tac' })).redirect).toBeNull();
    });

    it('refuses loops, chains, live pages and other schemes, changing nothing', async () => {
      const { caller } = await adminCaller();
      await caller.admin.redirects.create({ source: '/cu-a', target: '/cu-b', permanent: true });
      const before = (await caller.admin.redirects.list()).rules.length;

      // A loop on itself, in either form of the path.
      expect(
        await refusal(
          caller.admin.redirects.create({ source: '/vong', target: '/vong/', permanent: true }),
        ),
      ).toBe('redirect-loop');
      // Back to a rule that leads here: a loop through one hop.
      expect(
        await refusal(
          caller.admin.redirects.create({ source: '/cu-b', target: '/cu-a', permanent: true }),
        ),
      ).toBe('redirect-loop');
      // Onward from a stored rule's target, or into a stored rule's source: two hops.
      expect(
        await refusal(
          caller.admin.redirects.create({ source: '/cu-b', target: '/tickets', permanent: true }),
        ),
      ).toBe('redirect-chain');
      expect(
        await refusal(
          caller.admin.redirects.create({ source: '/cu-c', target: '/cu-a', permanent: true }),
        ),
      ).toBe('redirect-chain');
      // Into a committed rule's source (content/redirects.yaml: /shop → /products).
      expect(
        await refusal(
          caller.admin.redirects.create({ source: '/cua-hang', target: '/shop', permanent: true }),
        ),
      ).toBe('redirect-chain');
      // Same-site absolute URLs count as site paths.
      expect(
        await refusal(
          caller.admin.redirects.create({
            source: '/vong-tuyet-doi',
            target: 'http://localhost:3000/vi/vong-tuyet-doi',
            permanent: true,
          }),
        ),
      ).toBe('redirect-loop');
      // Live pages, in either language form, and a detail page whose slug exists.
      for (const source of ['/gioi-thieu', '/about', '/bai-viet/an-gi-o-ta-xua']) {
        expect(
          await refusal(caller.admin.redirects.create({ source, target: '/', permanent: true })),
        ).toBe('redirect-live-page');
      }
      // Schemes other than http(s), protocol-relative URLs, locale-prefixed paths.
      for (const target of [
        'javascript:alert(1)',
        'ftp://example.com/x',
        '//evil.example',
        'mailto:a@b.vn',
        '/vi/bai-viet',
      ]) {
        expect(
          await refusal(
            caller.admin.redirects.create({ source: '/lua-dao', target, permanent: true }),
          ),
        ).toBe('BAD_REQUEST');
      }
      expect((await caller.admin.redirects.list()).rules).toHaveLength(before);
    });

    it('compares paths after decoding and normalising, whatever their spelling', async () => {
      const { caller } = await adminCaller();
      const before = (await caller.admin.redirects.list()).rules.length;
      // Loops through percent-encoding, case, trailing slashes and the site's origin respelled.
      const loops: [string, string][] = [
        ['/loop-f', '/%6Coop-f'],
        ['/loop-g', '/LOOP-G/'],
        ['/loop-h', '/loop%2Dh'],
        ['/loop-i', 'HTTP://LOCALHOST.:3000/vi/loop-i'],
        ['/loop-j', 'https://www.localhost/en/Loop-J/'],
        ['/loop-k', 'http://localhost:3000/%76i/loop-k'],
      ];
      for (const [source, target] of loops) {
        expect(
          await refusal(caller.admin.redirects.create({ source, target, permanent: true })),
        ).toBe('redirect-loop');
      }
      // A chain hidden behind an escape: /chain-a → /chain-b exists, so /chain-c → /chain-%61 is two hops.
      await caller.admin.redirects.create({
        source: '/chain-a',
        target: '/chain-b',
        permanent: true,
      });
      expect(
        await refusal(
          caller.admin.redirects.create({
            source: '/chain-c',
            target: '/chain-%61',
            permanent: true,
          }),
        ),
      ).toBe('redirect-chain');
      // A locale or an API behind an escape is still a locale or an API.
      for (const source of ['/%76i/cu', '/%61pi/x']) {
        expect(
          await refusal(
            caller.admin.redirects.create({ source, target: '/tickets', permanent: true }),
          ),
        ).toBe('BAD_REQUEST');
      }
      // Absolute targets are URLs written out in full, with a host.
      for (const target of ['https:evil.example', 'http:/evil.example', 'https://', '/%76i/x']) {
        expect(
          await refusal(
            caller.admin.redirects.create({ source: '/lua-dao', target, permanent: true }),
          ),
        ).toBe('BAD_REQUEST');
      }
      expect((await caller.admin.redirects.list()).rules).toHaveLength(before + 1);

      // Sources and targets are stored in one spelling, and the asked path is read the same way.
      await caller.admin.redirects.create({
        source: '/%6Bhuyen-mai-cu/',
        target: 'HTTPS://Example.COM/uu-dai',
        permanent: false,
      });
      const saved = (await caller.admin.redirects.list()).rules.find(
        (rule) => rule.source === '/khuyen-mai-cu',
      );
      expect(saved?.target).toBe('https://example.com/uu-dai');
      const visitor = await callerFor(store());
      for (const path of ['/vi/khuyen-mai-cu', '/vi/%6Bhuyen-mai-cu']) {
        expect((await visitor.routeRules.getByPath({ path })).redirect).toMatchObject({
          location: 'https://example.com/uu-dai',
          isAbsolute: true,
        });
      }
    });

    it('does not follow a target stored before targets were checked', async () => {
      await upsertRouteRule(store(), {
        path: '/cu-hong',
        redirectTo: 'https:evil.example',
        permanent: true,
      });
      const visitor = await callerFor(store());
      expect((await visitor.routeRules.getByPath({ path: '/vi/cu-hong' })).redirect).toBeNull();
    });

    it('lets a post that no longer exists redirect (its slug is a 404)', async () => {
      const { caller } = await adminCaller();
      await caller.admin.redirects.create({
        source: '/bai-viet/bai-cu-da-xoa',
        target: '/bai-viet',
        permanent: true,
      });
      const visitor = await callerFor(store());
      const en = await visitor.routeRules.getByPath({ path: '/en/posts/bai-cu-da-xoa' });
      expect(en.redirect?.location).toBe('/en/posts');
    });

    it('lets a committed rule win a conflict, and says so in the list', async () => {
      // A rule stored before the same source was committed (content/redirects.yaml: /shop).
      await upsertRouteRule(store(), { path: '/shop', redirectTo: '/tickets', permanent: false });
      const visitor = await callerFor(store());
      expect((await visitor.routeRules.getByPath({ path: '/vi/shop' })).redirect).toMatchObject({
        source: 'committed',
        location: '/vi/san-pham',
      });
      const { caller } = await adminCaller();
      const list = await caller.admin.redirects.list();
      expect(list.rules.find((rule) => rule.source === '/shop')).toMatchObject({
        shadowedByCommitted: true,
      });
      expect(list.committed.map((rule) => rule.from)).toContain('/shop');
    });

    it('audits create, update and remove with the rule before and after', async () => {
      const { caller } = await adminCaller();
      await caller.admin.redirects.create({
        source: '/nhat-ky-a',
        target: '/menu',
        permanent: true,
      });
      await caller.admin.redirects.update({
        source: '/nhat-ky-a',
        target: '/gallery',
        permanent: false,
        active: true,
      });
      expect(await caller.admin.redirects.remove({ source: '/nhat-ky-a' })).toEqual({
        removed: true,
      });
      const entries = (await auditOf('redirect')).filter((e) => e.targetId === '/nhat-ky-a');
      expect(entries.map((e) => [e.action, e.details])).toEqual([
        [
          'redirect.remove',
          { before: { target: '/gallery', permanent: false, active: true }, after: null },
        ],
        [
          'redirect.update',
          {
            before: { target: '/menu', permanent: true, active: true },
            after: { target: '/gallery', permanent: false, active: true },
          },
        ],
        [
          'redirect.create',
          { before: null, after: { target: '/menu', permanent: true, active: true } },
        ],
      ]);
    });

    it('lets staff read the rules but not change them', async () => {
      const staff = await operatorCaller(store(), await accountWithRole(store(), 'staff'));
      expect(await codeOf(staff.admin.redirects.list())).toBe('OK');
      expect(
        await codeOf(
          staff.admin.redirects.create({ source: '/nv', target: '/menu', permanent: true }),
        ),
      ).toBe('FORBIDDEN');
    });
  });

  describe('flags and settings', () => {
    it('switches a flag off for every public read, audited with the value before', async () => {
      const { caller } = await adminCaller();
      const visitor = await callerFor(store());
      expect(
        await visitor.featureFlags.isFeatureEnabled({
          key: 'enable_add_to_cart',
          defaultValue: true,
        }),
      ).toEqual({ key: 'enable_add_to_cart', enabled: true });
      await caller.admin.flags.set({ key: 'enable_add_to_cart', enabled: false });
      expect(
        await visitor.featureFlags.isFeatureEnabled({
          key: 'enable_add_to_cart',
          defaultValue: true,
        }),
      ).toEqual({ key: 'enable_add_to_cart', enabled: false });
      const flag = (await caller.admin.flags.list()).find((f) => f.key === 'enable_add_to_cart');
      expect(flag).toMatchObject({ value: 'false', enabled: false });
      const [entry] = await auditOf('feature-flag');
      expect(entry).toMatchObject({
        action: 'flag.set',
        targetId: 'enable_add_to_cart',
        details: { before: { value: 'true' }, after: { value: 'false' } },
      });
      await caller.admin.flags.set({ key: 'enable_add_to_cart', enabled: true });
    });

    it('expires the flagged pages by tag, and only when something changed', async () => {
      const { admin } = await adminCaller();
      const tags: string[] = [];
      const actor = { id: admin.userId, email: admin.email };
      const input = { key: 'show_winter_banner', enabled: true };
      expect((await setFlag(store(), actor, input, (tag) => void tags.push(tag))).changed).toBe(
        true,
      );
      expect((await setFlag(store(), actor, input, (tag) => void tags.push(tag))).changed).toBe(
        false,
      );
      expect(tags).toEqual(['flags']);
    });

    it('validates the analytics and pixel ids by format', async () => {
      const { caller } = await adminCaller();
      for (const [key, value] of [
        ['google_tag_manager_id', 'UA-12345'],
        ['google_tag_manager_id', 'G-ABC"><script>'],
        ['facebook_pixel_id', 'abc123'],
      ] as const) {
        expect(await codeOf(caller.admin.settings.set({ key, value }))).toBe('BAD_REQUEST');
      }
      await caller.admin.settings.set({ key: 'google_tag_manager_id', value: 'G-ABC123XYZ9' });
      await caller.admin.settings.set({ key: 'facebook_pixel_id', value: '123456789012345' });
      const visitor = await callerFor(store());
      expect(
        await visitor.settings.getPublicSettingByKey({ key: 'google_tag_manager_id' }),
      ).toEqual({ key: 'google_tag_manager_id', value: 'G-ABC123XYZ9' });
      const [entry] = (await auditOf('setting')).filter(
        (e) => e.targetId === 'google_tag_manager_id',
      );
      expect(entry?.details).toEqual({ before: { value: '' }, after: { value: 'G-ABC123XYZ9' } });
      // Empty means "no tag".
      await caller.admin.settings.set({ key: 'google_tag_manager_id', value: '' });
    });

    it('never lists or writes a private setting', async () => {
      await store()
        .db.insertInto('settings')
        .values({ key: 'vietqr_account_number', value: '0011', is_public: 0, updated_at: 'x' })
        .execute();
      const { caller } = await adminCaller();
      expect((await caller.admin.settings.list()).map((s) => s.key)).not.toContain(
        'vietqr_account_number',
      );
      expect(
        await refusal(caller.admin.settings.set({ key: 'vietqr_account_number', value: '9' })),
      ).toBe('setting-private');
    });
  });

  describe('SEO per page', () => {
    it('stores an override under the page path and regenerates that page by tag', async () => {
      const { admin, caller } = await adminCaller();
      const tags: string[] = [];
      const view = await setSeoPage(
        store(),
        { id: admin.userId, email: admin.email },
        { path: '/gioi-thieu', title: 'Về Núi Mây', description: null },
        (tag) => void tags.push(tag),
      );
      expect(view).toMatchObject({ path: '/vi/gioi-thieu', routeKey: 'about' });
      expect(tags).toEqual(['seo:/vi/gioi-thieu']);
      const visitor = await callerFor(store());
      const record = await visitor.getSeoByPath({ path: '/vi/gioi-thieu' });
      // ogTitle falls back to title; the description is the default, not stored.
      expect(record).toMatchObject({
        matchedPath: '/vi/gioi-thieu',
        title: 'Về Núi Mây',
        ogTitle: 'Về Núi Mây',
        storedFields: ['title'],
      });
      const read = await caller.admin.seo.get({ path: '/vi/about' });
      expect(read.stored).toMatchObject({ title: 'Về Núi Mây', ogTitle: null });
    });

    it('refuses detail pages, unknown paths and bad values, and audits each change', async () => {
      const { caller } = await adminCaller();
      expect(await refusal(caller.admin.seo.get({ path: '/vi/bai-viet/an-gi-o-ta-xua' }))).toBe(
        'seo-detail',
      );
      expect(await refusal(caller.admin.seo.get({ path: '/vi/khong-co-trang' }))).toBe('seo-path');
      expect(
        await codeOf(caller.admin.seo.set({ path: '/en/menu', robotsTxt: 'index, bogus' })),
      ).toBe('BAD_REQUEST');
      expect(
        await codeOf(caller.admin.seo.set({ path: '/en/menu', ogImage: 'javascript:alert(1)' })),
      ).toBe('BAD_REQUEST');
      await caller.admin.seo.set({ path: '/en/menu', title: 'Our menu', robotsTxt: 'noindex' });
      await caller.admin.seo.set({ path: '/en/menu', title: 'The menu' });
      const [latest] = (await auditOf('seo')).filter((e) => e.targetId === '/en/menu');
      expect(latest?.details).toMatchObject({
        before: { title: 'Our menu', robotsTxt: 'noindex' },
        after: { title: 'The menu', robotsTxt: null },
      });
    });
  });

  describe('themes', () => {
    const scheme = () => JSON.parse(JSON.stringify(BUILT_IN_SCHEME)) as typeof BUILT_IN_SCHEME;

    it('refuses palettes below WCAG AA for text, and saves and activates good ones', async () => {
      const { caller } = await adminCaller();
      const light = scheme();
      // Pale yellow links on white: about 1.1:1.
      (light.primary as Record<string, string>)['800'] = '#ffff66';
      expect(
        await refusal(caller.admin.theme.save({ name: 'Nhạt', colors: { light, dark: scheme() } })),
      ).toBe('theme-contrast');

      const autumn = scheme();
      (autumn.primary as Record<string, string>)['500'] = '#f59e0b';
      const dark = scheme();
      (dark.primary as Record<string, string>)['500'] = '#fbbf24';
      const saved = await caller.admin.theme.save({
        name: 'Mùa thu',
        colors: { light: autumn, dark },
      });
      expect(saved).toMatchObject({ name: 'Mùa thu', isActive: false });
      const before = (await caller.admin.theme.list()).find((theme) => theme.isActive);
      expect(await caller.admin.theme.activate({ id: saved.id })).toEqual({ changed: true });

      const visitor = await callerFor(store());
      const active = await visitor.theme.getActiveTheme();
      expect(active?.id).toBe(saved.id);
      expect(active?.colors.light.primary['500']).toBe('#f59e0b');
      expect(active?.colors.dark.primary['500']).toBe('#fbbf24');

      const [entry] = await auditOf('theme');
      expect(entry).toMatchObject({
        action: 'theme.activate',
        details: { before: { activeId: before?.id }, after: { activeId: saved.id } },
      });
      // Back to the theme before, as the console's restore does.
      await caller.admin.theme.activate({ id: before?.id ?? '' });
      expect((await visitor.theme.getActiveTheme())?.id).toBe(before?.id);
    });

    it('refuses colours that are not #rrggbb and lets staff only read', async () => {
      const { caller } = await adminCaller();
      const light = scheme() as unknown as Record<string, Record<string, string>>;
      (light.primary as Record<string, string>)['500'] = 'red;}body{display:none';
      expect(
        await codeOf(
          caller.admin.theme.save({
            name: 'Xấu',
            colors: { light: light as unknown as typeof BUILT_IN_SCHEME, dark: scheme() },
          }),
        ),
      ).toBe('BAD_REQUEST');
      const staff = await operatorCaller(store(), await accountWithRole(store(), 'staff'));
      expect(await codeOf(staff.admin.theme.list())).toBe('OK');
      const [theme] = await staff.admin.theme.list();
      expect(await codeOf(staff.admin.theme.activate({ id: theme?.id ?? '' }))).toBe('FORBIDDEN');
    });
  });
});
