// The Content-Security-Policy as a browser and a scanner meet it (DESIGN.md §8, issue 42): no
// 'unsafe-inline' in script-src, a nonce on per-request pages and the hashes of its scripts on
// pre-rendered ones, 'strict-dynamic' for what those scripts load; an injected script does not
// run; a normal visit breaks no rule; violations go to /api/csp-report; uploaded files are
// sandboxed; and the HTTP Observatory grades the site A+ over TLS.
import { createHash } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { observatoryScan } from './helpers/observatory';
import { createAdminWithCli, signIn } from './helpers/operator';

const STATIC_PAGE = '/vi';
const PER_REQUEST_PAGE = '/vi/tim-kiem?q=c%C3%A1p%20treo';
const EXECUTED_TYPE = /^(?:|module|(?:text|application)\/(?:java|ecma)script)$/i;

function scriptSourcesOf(policy: string): string[] {
  const directive = policy.split(/;\s*/).find((part) => part.startsWith('script-src '));
  return directive?.split(/\s+/).slice(1) ?? [];
}

function attributeOf(attributes: string, name: string): string | null {
  const match = new RegExp(`(?:^|\\s)${name}="([^"]*)"`, 'i').exec(attributes);
  return match ? (match[1] ?? '') : null;
}

/** The page's scripts that its own policy does not allow, as the browser would decide. */
async function untrustedScripts(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const policy = response.headers()['content-security-policy'] ?? '';
  const sources = scriptSourcesOf(policy);
  const nonce = sources.find((source) => source.startsWith("'nonce-"))?.slice(7, -1) ?? null;
  const html = await response.text();
  const untrusted: string[] = [];
  let scripts = 0;
  for (const [tag, attributes = '', text = ''] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script>/gi,
  )) {
    if (!EXECUTED_TYPE.test(attributeOf(attributes, 'type') ?? '')) continue;
    scripts += 1;
    if (nonce && attributeOf(attributes, 'nonce') === nonce) continue;
    const integrity = attributeOf(attributes, 'integrity');
    if (attributeOf(attributes, 'src') !== null) {
      if (integrity && sources.includes(`'${integrity}'`)) continue;
    } else {
      const hash = `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
      if (sources.includes(hash)) continue;
    }
    untrusted.push(tag.slice(0, 120));
  }
  return { policy, sources, nonce, scripts, untrusted };
}

/** Records every CSP violation the page sees, from before its first script. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}`),
    );
  });
  return () =>
    page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

test.describe('script policy', () => {
  test('a pre-rendered page trusts each of its scripts by hash, with no unsafe-inline', async ({
    request,
  }) => {
    // The first answer may be the render itself; the second is the stored version.
    await request.get(STATIC_PAGE);
    const page = await untrustedScripts(request, STATIC_PAGE);
    expect(page.sources).not.toContain("'unsafe-inline'");
    expect(page.sources).toContain("'strict-dynamic'");
    expect(page.scripts).toBeGreaterThan(5);
    expect(page.untrusted).toEqual([]);
  });

  test('a per-request page carries a fresh nonce on its scripts', async ({ request }) => {
    const first = await untrustedScripts(request, PER_REQUEST_PAGE);
    const second = await untrustedScripts(request, PER_REQUEST_PAGE);
    expect(first.sources).not.toContain("'unsafe-inline'");
    expect(first.sources).toContain("'strict-dynamic'");
    expect(first.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(second.nonce).not.toBe(first.nonce);
    expect(first.untrusted).toEqual([]);
    expect(second.untrusted).toEqual([]);
  });

  test('a script injected into the page does not run, and the page still does', async ({
    page,
  }) => {
    const violations = await watchViolations(page);
    await page.route(`**${STATIC_PAGE}`, async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      delete headers['content-encoding'];
      delete headers['content-length'];
      const body = (await response.text()).replace(
        '<head>',
        '<head><script>window.injected = true</script>',
      );
      await route.fulfill({ response, headers, body });
    });
    await page.goto(STATIC_PAGE);
    // Next's own client started: its scripts (hashed, and the chunks they load) ran.
    await expect
      .poll(() => page.evaluate(() => typeof (window as { next?: unknown }).next))
      .toBe('object');
    expect(await page.evaluate(() => (window as { injected?: boolean }).injected)).toBeUndefined();
    expect((await violations()).some((line) => line.startsWith('script-src-elem inline'))).toBe(
      true,
    );
  });

  test('a visit across the site breaks no rule of the policy', async ({ page }) => {
    // Eight pages and a sign-in, on a machine shared with other runs.
    test.setTimeout(120_000);
    const violations = await watchViolations(page);
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (/Content.Security.Policy/i.test(message.text())) consoleErrors.push(message.text());
    });
    const visit = async (path: string, ready: () => Promise<void>) => {
      await page.goto(path);
      await ready();
      expect(await violations(), path).toEqual([]);
    };
    await visit('/vi', () =>
      expect(page.getByRole('button', { name: 'Chấp nhận tất cả' })).toBeVisible(),
    );
    await visit('/vi/san-pham/ca-phe-arabica-son-la', async () => {
      const add = page.getByRole('button', { name: 'Thêm vào giỏ hàng' });
      await expect(add).toBeEnabled();
      await add.click();
      await expect(page.getByRole('link', { name: 'Giỏ hàng, 1 sản phẩm' })).toBeVisible();
    });
    await visit('/vi/dat-ve', () =>
      expect(page.getByRole('heading', { level: 1, name: 'Đặt vé' })).toBeVisible(),
    );
    await visit('/vi/gio-hang', () =>
      expect(page.getByRole('link', { name: 'Giỏ hàng, 1 sản phẩm' })).toBeVisible(),
    );
    await visit('/vi/checkout', () =>
      expect(page.getByRole('button', { name: 'Đặt hàng' })).toBeEnabled(),
    );
    await visit(PER_REQUEST_PAGE, () =>
      expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
    );
    // Signed in: the account and the gate console (its QR decoder may compile WebAssembly).
    const admin = createAdminWithCli('csp');
    await signIn(page, admin);
    expect(await violations()).toEqual([]);
    await visit('/vi/dashboard', () =>
      expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
    );
    await visit('/vi/quan-tri/soat-ve', () =>
      expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
    );
    expect(consoleErrors).toEqual([]);
  });

  test('the gate console alone may compile WebAssembly', async ({ request }) => {
    const console = await request.get('/vi/quan-tri/soat-ve');
    expect(scriptSourcesOf(console.headers()['content-security-policy'] ?? '')).toContain(
      "'wasm-unsafe-eval'",
    );
    const home = await request.get('/vi');
    expect(scriptSourcesOf(home.headers()['content-security-policy'] ?? '')).not.toContain(
      "'wasm-unsafe-eval'",
    );
  });
});

test.describe('violation reports', () => {
  test('every answer names the report endpoint', async ({ request }) => {
    const response = await request.get('/vi');
    expect(response.headers()['reporting-endpoints']).toBe('csp="/api/csp-report"');
    const policy = response.headers()['content-security-policy'] ?? '';
    expect(policy).toContain('report-to csp');
    expect(policy).toContain('report-uri /api/csp-report');
  });

  test('the endpoint takes both kinds of report and refuses anything else', async ({
    request,
    baseURL,
  }) => {
    const reportingApi = await request.post('/api/csp-report', {
      headers: { 'content-type': 'application/reports+json' },
      data: JSON.stringify([
        {
          type: 'csp-violation',
          age: 0,
          url: `${baseURL}/vi`,
          body: {
            documentURL: `${baseURL}/vi`,
            blockedURL: 'inline',
            effectiveDirective: 'script-src-elem',
            disposition: 'enforce',
          },
        },
      ]),
    });
    expect(reportingApi.status()).toBe(204);
    const legacy = await request.post('/api/csp-report', {
      headers: { 'content-type': 'application/csp-report' },
      data: JSON.stringify({
        'csp-report': { 'document-uri': `${baseURL}/vi`, 'blocked-uri': 'inline' },
      }),
    });
    expect(legacy.status()).toBe(204);
    const other = await request.post('/api/csp-report', {
      headers: { 'content-type': 'application/json' },
      data: '{}',
    });
    expect(other.status()).toBe(400);
    const tooLarge = await request.post('/api/csp-report', {
      headers: { 'content-type': 'application/csp-report' },
      data: 'x'.repeat(64 * 1024),
    });
    expect(tooLarge.status()).toBe(413);
  });
});

test('uploaded files answer with a sandbox and nothing allowed', async ({ request, baseURL }) => {
  const png = await sharp({
    create: { width: 64, height: 64, channels: 3, background: '#2b6cb0' },
  })
    .png()
    .toBuffer();
  const upload = await request.post('/api/uploads/avatar', {
    headers: { origin: baseURL ?? '' },
    multipart: { file: { name: 'avatar.png', mimeType: 'image/png', buffer: png } },
  });
  expect(upload.status()).toBe(200);
  const { url } = (await upload.json()) as { url: string };
  for (const path of [url, '/api/uploads/avatars/missing.webp', '/api/uploads/site/missing.png']) {
    const response = await request.get(path);
    expect(response.headers()['content-security-policy'], path).toBe("default-src 'none'; sandbox");
  }
});

test('the HTTP Observatory grades the site A+ over TLS', async ({ baseURL }) => {
  test.setTimeout(120_000);
  const result = await observatoryScan(baseURL ?? '');
  const failed = Object.entries(result.tests)
    .filter(([, outcome]) => !outcome.pass)
    .map(([name, outcome]) => `${name}: ${outcome.result}`);
  expect(failed).toEqual([]);
  expect(result.tests['content-security-policy']?.result).toBe(
    'csp-implemented-with-unsafe-inline-in-style-src-only',
  );
  expect(result.scan.grade).toBe('A+');
});
