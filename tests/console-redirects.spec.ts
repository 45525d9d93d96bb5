// Redirects from the console end to end: an admin adds rules in "Chuyển hướng" and a visitor
// follows them without a rebuild (a relative target inside the site, in the visitor's language;
// an absolute one as a full-page redirect); refused rules say why. Each run uses sources of its
// own, so nothing another spec reads changes.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { createAdminWithCli, signIn } from './helpers/operator';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('an operator adds a redirect and a visitor follows it', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const admin = createAdminWithCli('redirects-admin');
  const source = `/khuyen-mai-${unique()}`;
  const partner = `/doi-tac-${unique()}`;

  await test.step('the visitor first meets a 404', async () => {
    const response = await page.request.get(`/vi${source}`, { maxRedirects: 0 });
    expect(response.status()).toBe(404);
  });

  await signIn(page, admin);
  await page.goto('/vi/quan-tri/chuyen-huong');
  await expect(page.getByRole('heading', { level: 1, name: 'Chuyển hướng' })).toBeVisible();
  await expect(page.getByText(/quy tắc trong mã nguồn sẽ chạy/)).toBeVisible();

  await test.step('a rule whose source is a live page is refused, saying why', async () => {
    await page.getByLabel('Đường dẫn nguồn').fill('/gioi-thieu');
    await page.getByLabel('Đích').fill('/dat-ve');
    await page.getByRole('button', { name: 'Thêm chuyển hướng' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'là một trang đang hoạt động' }),
    ).toBeVisible();
  });

  await test.step('a javascript: target never reaches the server', async () => {
    await page.getByLabel('Đường dẫn nguồn').fill(source);
    await page.getByLabel('Đích').fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Thêm chuyển hướng' }).click();
    await expect(page.getByText(/Đích phải là đường dẫn trong trang/)).toBeVisible();
  });

  await test.step('a temporary rule to the booking page is added', async () => {
    await page.getByLabel('Đường dẫn nguồn').fill(source);
    await page.getByLabel('Đích').fill('/dat-ve');
    await page.getByLabel('Vĩnh viễn (308)').uncheck();
    await page.getByRole('button', { name: 'Thêm chuyển hướng' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `Đã thêm chuyển hướng ${source}.` }),
    ).toBeVisible();
    await expect(
      page.getByRole('listitem').filter({ hasText: `${source} → /dat-ve` }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  await test.step('a visitor follows it in either language, without a rebuild', async () => {
    const visitor = await browser.newPage();
    await visitor.goto(`/vi${source}?utm_source=poster`);
    await expect(visitor).toHaveURL(/\/vi\/dat-ve\?utm_source=poster$/);
    await visitor.goto(`/en${source}`);
    await expect(visitor).toHaveURL(/\/en\/order-ticket$/);
    const answer = await visitor.request.get(`/vi${source}`, { maxRedirects: 0 });
    expect(answer.status()).toBe(307);
    // The spec's navigation check gives the same answer.
    const lookup = await visitor.request.get(
      `/api/trpc/routeRules.getByPath?input=${encodeURIComponent(JSON.stringify({ path: `/vi${source}` }))}`,
    );
    expect(await lookup.json()).toMatchObject({
      result: {
        data: { redirect: { location: '/vi/dat-ve', isAbsolute: false, source: 'store' } },
      },
    });
    await visitor.close();
  });

  await test.step('an absolute target is a full-page redirect to that address', async () => {
    await page.getByLabel('Đường dẫn nguồn').fill(partner);
    await page.getByLabel('Đích').fill('https://example.com/doi-tac');
    await page.getByRole('button', { name: 'Thêm chuyển hướng' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `Đã thêm chuyển hướng ${partner}.` }),
    ).toBeVisible();
    const answer = await page.request.get(`/vi${partner}`, { maxRedirects: 0 });
    expect(answer.status()).toBe(308);
    expect(answer.headers().location).toBe('https://example.com/doi-tac');
  });

  await test.step('switching the rule off brings the 404 back; the change is listed', async () => {
    await page.getByRole('button', { name: `Sửa chuyển hướng ${source}` }).click();
    await page.getByLabel('Đang bật').uncheck();
    await page.getByRole('button', { name: 'Lưu', exact: true }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `Đã lưu chuyển hướng ${source}.` }),
    ).toBeVisible();
    await expect
      .poll(async () => (await page.request.get(`/vi${source}`, { maxRedirects: 0 })).status(), {
        timeout: 15_000,
      })
      .toBe(404);
    const history = page.getByRole('region', { name: 'Thay đổi gần đây' });
    await expect(history.getByRole('listitem').filter({ hasText: source }).first()).toContainText(
      'đang tắt',
    );
  });
});
