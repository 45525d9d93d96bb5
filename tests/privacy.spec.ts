// Consent before tracking, with the analytics tag and the ad pixel configured: a first
// visit and a refusal send nothing to another host and write no visitor session; accepting loads
// the tags and starts the session; withdrawing from the footer stops it at once. The banner is a
// labelled region that leaves the page's end reachable on a phone.
import { expect, test, type Page, type Request } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { consentTo } from './helpers/consent';
import { queryRow } from './helpers/e2e-store';

const GA_ID = 'G-E2ETEST1';
const PIXEL_ID = '123456789012345';

/**
 * The site as configured with both ids: the public settings the page reads carry them. Set on
 * this page's answers only, so specs running beside this one keep the store's empty defaults.
 */
async function configureTags(page: Page) {
  await page.route(
    (url) => url.pathname.startsWith('/api/trpc/') && url.pathname.includes('getPublicSettings'),
    async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { result?: { data?: unknown } }[];
      for (const call of body) {
        const settings = call.result?.data;
        if (!Array.isArray(settings)) continue;
        for (const setting of settings as { key: string; value: string }[]) {
          if (setting.key === 'google_tag_manager_id') setting.value = GA_ID;
          if (setting.key === 'facebook_pixel_id') setting.value = PIXEL_ID;
        }
        if (!settings.some((s: { key: string }) => s.key === 'facebook_pixel_id'))
          settings.push({ key: 'facebook_pixel_id', value: PIXEL_ID });
      }
      await route.fulfill({ response, json: body });
    },
  );
}

/** Every request the page makes: those to other hosts are answered here and never leave. */
function watchRequests(page: Page) {
  const foreign: string[] = [];
  const sessionCalls: string[] = [];
  const consentCalls: Request[] = [];
  const settingsCalls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/trpc/')) {
      const names = decodeURIComponent(url.pathname.slice('/api/trpc/'.length)).split(',');
      if (names.some((n) => n.startsWith('userSession.'))) sessionCalls.push(url.pathname);
      if (names.includes('settings.getPublicSettings')) settingsCalls.push(url.pathname);
      if (names.includes('consent.record')) consentCalls.push(request);
    }
  });
  return configureTags(page)
    .then(() =>
      page.route(
        (url) => url.hostname !== 'localhost',
        (route) => {
          foreign.push(route.request().url());
          return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
        },
      ),
    )
    .then(() => ({ foreign, sessionCalls, consentCalls, settingsCalls }));
}

/**
 * After the trackers' island had its chance: it loads after `load` and an idle moment (an idle
 * callback asked for later runs after its own), then whatever the answer allows. Call before the
 * navigation, await after it.
 */
function settled(page: Page): Promise<void> {
  return page
    .waitForEvent('load', { timeout: 15_000 })
    .then(() =>
      page.evaluate(
        () => new Promise<void>((done) => requestIdleCallback(() => done(), { timeout: 2_000 })),
      ),
    )
    .then(() => page.waitForLoadState('networkidle'))
    .then(() => page.waitForTimeout(1_000));
}

/** The banner once the scripts know the stored answer (before that it is static HTML only). */
function banner(page: Page) {
  return page
    .getByRole('region', { name: 'Quyền riêng tư của bạn' })
    .and(page.locator(':not([data-consent-pending])'));
}

/** The banner as the static HTML paints it, before (or without) the scripts. */
function staticBanner(page: Page) {
  return page.getByRole('region', { name: 'Quyền riêng tư của bạn' });
}

test.describe('the banner in the static HTML', () => {
  // The page's own scripts never arrive: what shows is the first paint of the HTML alone (the
  // inline <head> scripts still run, as they do before the bundles on a slow phone).
  async function withoutBundles(page: Page) {
    await page.route(/\/_next\/static\/.*\.js$/, (route) => route.abort());
  }

  test('a first visit paints it before any bundle runs', async ({ page }) => {
    await withoutBundles(page);
    await page.goto('/vi/dat-ve');
    await expect(staticBanner(page)).toBeVisible();
    await expect(
      staticBanner(page).getByRole('button', { name: 'Chấp nhận tất cả' }),
    ).toBeVisible();
  });

  test('a visitor who answered never sees it, not even before the scripts', async ({ page }) => {
    await consentTo(page, { analytics: false, advertising: false });
    await withoutBundles(page);
    await page.goto('/vi/dat-ve');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(staticBanner(page)).toBeHidden();
  });

  test('an answer to an older notice asks again', async ({ page }) => {
    await page.addInitScript(() =>
      localStorage.setItem(
        'privacy_consent',
        JSON.stringify({
          noticeVersion: '2000-01-01',
          anonymousId: `c_${'ab'.repeat(16)}`,
          choices: { analytics: true, advertising: true },
          decidedAt: '2000-01-01T00:00:00.000Z',
        }),
      ),
    );
    await page.goto('/en/order-ticket');
    await expect(page.getByRole('region', { name: 'Your privacy' })).toBeVisible();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('nothing is tracked, so nothing is asked', async ({ page }) => {
      await page.goto('/vi');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(staticBanner(page)).toBeHidden();
    });
  });
});

test.describe('consent before tracking', () => {
  test('a first visit sends nothing to another host and starts no session before a choice', async ({
    page,
  }) => {
    const seen = await watchRequests(page);
    const ready = settled(page);
    await page.goto('/vi');
    await expect(banner(page)).toBeVisible();
    await ready;
    expect(seen.foreign).toEqual([]);
    expect(seen.sessionCalls).toEqual([]);
    // What only a consent needs (the tags' settings, the session) is not even fetched.
    expect(seen.settingsCalls).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('user_session_id'))).toBeNull();
    expect(await page.evaluate(() => typeof (window as { gtag?: unknown }).gtag)).toBe('undefined');
    // Equal weight: the same size and style for both answers.
    const accept = banner(page).getByRole('button', { name: 'Chấp nhận tất cả' });
    const refuse = banner(page).getByRole('button', { name: 'Từ chối' });
    const [a, r] = [await accept.boundingBox(), await refuse.boundingBox()];
    expect(a?.height).toBe(r?.height);
    expect(await accept.getAttribute('class')).toBe(await refuse.getAttribute('class'));
    await expectNoAxeViolations(page);
  });

  test('after a refusal nothing is sent on this page nor the next, and the answer is recorded', async ({
    page,
  }) => {
    const seen = await watchRequests(page);
    const ready = settled(page);
    await page.goto('/vi/gioi-thieu');
    await ready;
    const recorded = page.waitForRequest((r) => r.url().includes('consent.record'));
    await banner(page).getByRole('button', { name: 'Từ chối' }).click();
    await expect(banner(page)).toBeHidden();
    // A batched call: its input is under "0".
    const body = ((await recorded).postDataJSON() as Record<string, unknown>)['0'] as {
      anonymousId: string;
      choices: { analytics: boolean; advertising: boolean };
    };
    expect(body.choices).toEqual({ analytics: false, advertising: false });
    await expect
      .poll(() =>
        queryRow<{ analytics: number; advertising: number }>(
          'SELECT analytics, advertising FROM consents WHERE anonymous_id = ?',
          body.anonymousId,
        ),
      )
      .toEqual({ analytics: 0, advertising: 0 });

    const next = settled(page);
    await page.goto('/vi/thuc-don');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await next;
    await expect(banner(page)).toBeHidden();
    expect(seen.foreign).toEqual([]);
    expect(seen.sessionCalls).toEqual([]);
    expect(seen.settingsCalls).toEqual([]);
  });

  test('accepting loads the tag and the pixel and starts the session; withdrawing stops them', async ({
    page,
  }) => {
    const seen = await watchRequests(page);
    const ready = settled(page);
    await page.goto('/en/about');
    await ready;
    await page
      .getByRole('region', { name: 'Your privacy' })
      .getByRole('button', { name: 'Accept all' })
      .click();
    await expect
      .poll(() => seen.foreign.map((url) => new URL(url).hostname).sort())
      .toEqual(['connect.facebook.net', 'www.googletagmanager.com']);
    expect(seen.foreign.find((u) => u.includes('googletagmanager'))).toContain(`id=${GA_ID}`);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('user_session_id')), { timeout: 10_000 })
      .toMatch(/^[0-9a-z]+_[0-9a-f]{32}$/);
    const sessionId = String(await page.evaluate(() => localStorage.getItem('user_session_id')));
    await expect
      .poll(() =>
        queryRow<{ is_active: number }>(
          'SELECT is_active FROM visitor_sessions WHERE session_id = ?',
          sessionId,
        ),
      )
      .toEqual({ is_active: 1 });

    // Withdraw from the footer: choices come back, nothing pre-set beyond the earlier answer.
    await page.getByRole('button', { name: 'Privacy settings' }).click();
    const region = page.getByRole('region', { name: 'Your privacy' });
    await expect(region.getByRole('checkbox', { name: 'Analytics' })).toBeChecked();
    await region.getByRole('checkbox', { name: 'Analytics' }).uncheck();
    await region.getByRole('checkbox', { name: 'Advertising' }).uncheck();
    await region.getByRole('button', { name: 'Save my choices' }).click();
    await expect(region).toBeHidden();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('user_session_id')))
      .toBeNull();
    await expect
      .poll(() =>
        queryRow<{ is_active: number }>(
          'SELECT is_active FROM visitor_sessions WHERE session_id = ?',
          sessionId,
        ),
      )
      .toEqual({ is_active: 0 });
    expect(
      await page.evaluate(
        (id) => (window as unknown as Record<string, unknown>)[`ga-disable-${id}`],
        GA_ID,
      ),
    ).toBe(true);
  });

  test('options start unticked and analytics alone loads the tag but not the pixel', async ({
    page,
  }) => {
    const seen = await watchRequests(page);
    const ready = settled(page);
    await page.goto('/vi');
    await ready;
    await banner(page).getByRole('button', { name: 'Tùy chọn' }).click();
    const necessary = banner(page).getByRole('checkbox', { name: 'Cần thiết (luôn bật)' });
    await expect(necessary).toBeChecked();
    await expect(necessary).toBeDisabled();
    await expect(banner(page).getByRole('checkbox', { name: 'Phân tích' })).not.toBeChecked();
    await expect(banner(page).getByRole('checkbox', { name: 'Quảng cáo' })).not.toBeChecked();
    await expectNoAxeViolations(page);
    await banner(page).getByRole('checkbox', { name: 'Phân tích' }).check();
    await banner(page).getByRole('button', { name: 'Lưu lựa chọn' }).click();
    await expect
      .poll(() => seen.foreign.map((url) => new URL(url).hostname))
      .toEqual(['www.googletagmanager.com']);
    await page.waitForTimeout(1_000);
    expect(seen.foreign.some((url) => url.includes('facebook'))).toBe(false);
  });

  for (const width of [360, 390]) {
    test(`on a ${width} px phone the banner leaves the page's end and actions reachable`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 740 });
      await page.goto('/vi/dat-ve');
      await expect(banner(page)).toBeVisible();
      const box = await banner(page).boundingBox();
      // At most half the screen, so the page above stays usable.
      expect(box?.height ?? 0).toBeLessThanOrEqual(740 / 2);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      // The footer's last control, scrolled to the page's end, is not under the banner: a click
      // that needs its target on top succeeds.
      await page.getByRole('button', { name: 'Cài đặt quyền riêng tư' }).click({ timeout: 5_000 });
      await expect(banner(page).getByRole('checkbox', { name: 'Phân tích' })).toBeFocused();
      // Focus is not trapped: Tab leaves the banner for the page.
      for (let i = 0; i < 8; i += 1) await page.keyboard.press('Tab');
      expect(
        await page.evaluate(
          () => document.activeElement?.closest('section[aria-labelledby]') === null,
        ),
      ).toBe(true);
    });
  }
});
