// End-to-end tests against the production build (`node scripts/build.mjs` first; scripts/test.sh
// does it). Chromium is Debian's (/usr/bin/chromium): Playwright's own browser downloads fail here.
import { defineConfig, devices } from '@playwright/test';
import path from 'node:path';
import { TIME_ZONE } from './src/config';

const port = Number(process.env.E2E_PORT ?? 3100);
const distDir = process.env.NEXT_DIST_DIR ?? '.next';
// A fresh store per run, so tests can read the rows they caused.
// The revalidation endpoint needs a secret; the tests and the server share this one.
process.env.REVALIDATE_SECRET ??= 'e2e-revalidate-secret-0123456789';
export const E2E_SQLITE_PATH = path.resolve(
  process.env.E2E_SQLITE_PATH ?? '.data/e2e/store.sqlite',
);
// The order mails the server writes as .eml files (no SMTP_URL in tests); tests read them.
export const E2E_OUTBOX_DIR = path.join(path.dirname(E2E_SQLITE_PATH), 'outbox');

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // One retry on CI shows whether a failure is steady; scripts/test.sh still counts a test that
  // passed only on its retry (`flaky`) as failed.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  // scripts/test.sh reads the JSON report to count results.
  reporter: process.env.PW_JSON_OUTPUT
    ? [['list'], ['json', { outputFile: process.env.PW_JSON_OUTPUT }]]
    : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'vi-VN',
    timezoneId: TIME_ZONE,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      // The HTTP abuse replay saturates the server's password-hash queue on purpose (logins from
      // other specs would be told to wait): it runs alone, after every other spec. Specs that
      // change what every visitor sees (site-wide flags, a page's SEO) run in `site-wide`.
      testIgnore: [/abuse-http\.spec\.ts/, /site-wide\//],
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
    {
      // Site-wide switches changed from the console: alone, once the other browser specs (which
      // read those switches) are done, and before the abuse replay (which blocks logins).
      name: 'site-wide',
      testMatch: /site-wide\/.*\.spec\.ts/,
      dependencies: ['chromium'],
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
    {
      name: 'abuse-http',
      testMatch: /abuse-http\.spec\.ts/,
      dependencies: ['site-wide'],
      // One test at a time: some fill the password-hash queue on purpose, and a login another
      // test needs would meet that full queue (429) if they ran side by side.
      fullyParallel: false,
    },
  ],
  webServer: {
    command: `node scripts/e2e-server.mjs`,
    url: `http://localhost:${port}/vi`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    env: {
      PORT: String(port),
      NEXT_DIST_DIR: distDir,
      SQLITE_PATH: E2E_SQLITE_PATH,
      OUTBOX_DIR: E2E_OUTBOX_DIR,
      REVALIDATE_SECRET: process.env.REVALIDATE_SECRET,
      // Payments go to the local PayOS sandbox (its development keys); PayOS's redirects and the
      // sandbox's checkout links are built on SITE_URL, so it names this server.
      PAYMENT_SANDBOX: '1',
      // Paid orders are invoiced by the local Viettel S-Invoice sandbox at this same server.
      INVOICE_SANDBOX: '1',
      SITE_URL: `http://localhost:${port}`,
      // Every spec's browser is a new visitor from the one loopback address.
      VISITOR_SESSION_STARTS_PER_MINUTE: '100000',
      // And every spec's reads come from it: five sites' worth of visitors, still far below what a
      // flood sends (the abuse replay meets 429 from one address all the same).
      READ_BUDGET_PER_SECOND: '5000',
    },
  },
});
