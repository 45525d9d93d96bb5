// `npm start` builds, migrates and turns the payment sandbox on only for this machine (a loopback
// SITE_URL); a deployment is refused until it is built, and without TICKET_SIGNING_KEY at all.
// Run as a real process with a build folder that does not exist.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { isLoopbackUrl, productionStartRefusals } from '../src/server/deployment.mjs';

const root = path.resolve(__dirname, '..');

function start(env: Record<string, string>) {
  const base = { ...process.env };
  for (const name of [
    'SITE_URL',
    'DATABASE_URL',
    'TICKET_SIGNING_KEY',
    'PAYMENT_SANDBOX',
    'INVOICE_SANDBOX',
  ]) {
    delete base[name];
  }
  return spawnSync(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...base, NEXT_DIST_DIR: '.next-never-built', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('npm start', () => {
  it('never builds a site whose SITE_URL is not loopback: it says to build first', () => {
    const run = start({
      SITE_URL: 'https://captreonuimay.vn',
      TICKET_SIGNING_KEY: 'x'.repeat(64),
      DEVICE_COOKIE_SECRET: 'd'.repeat(32),
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('npm start builds only for a loopback SITE_URL');
    expect(run.stderr).toContain('Build first (npm run build');
    // Nothing was built and the sandbox was not turned on.
    expect(run.stdout + run.stderr).not.toContain('PAYMENT_SANDBOX=1');
    expect(run.stdout + run.stderr).not.toContain('INVOICE_SANDBOX=1');
  });

  it('refuses a public SITE_URL or a DATABASE_URL without TICKET_SIGNING_KEY, naming it', () => {
    const unsafe: Record<string, string>[] = [
      { SITE_URL: 'https://captreonuimay.vn' },
      { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' },
    ];
    for (const env of unsafe) {
      const run = start(env);
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('TICKET_SIGNING_KEY is not set');
    }
  });
});

describe('deployment rules', () => {
  it('knows loopback origins', () => {
    for (const url of [
      'http://localhost:3000',
      'http://127.0.0.1',
      'http://[::1]:8080',
      'http://a.localhost',
    ]) {
      expect([url, isLoopbackUrl(url)]).toEqual([url, true]);
    }
    for (const url of [
      'https://captreonuimay.vn',
      'http://10.0.0.5',
      'http://localhost.evil.vn',
      'nonsense',
    ]) {
      expect([url, isLoopbackUrl(url)]).toEqual([url, false]);
    }
  });

  it('needs TICKET_SIGNING_KEY and DEVICE_COOKIE_SECRET only for a public or shared deployment', () => {
    const keys = { TICKET_SIGNING_KEY: 'k', DEVICE_COOKIE_SECRET: 's'.repeat(32) };
    expect(productionStartRefusals({})).toEqual([]);
    expect(productionStartRefusals({ SITE_URL: 'http://localhost:3000' })).toEqual([]);
    expect(productionStartRefusals({ SITE_URL: 'https://captreonuimay.vn' })).toHaveLength(2);
    expect(productionStartRefusals({ DATABASE_URL: 'postgres://x@db/y' })).toHaveLength(2);
    const withoutDeviceSecret = productionStartRefusals({
      DATABASE_URL: 'postgres://x@db/y',
      TICKET_SIGNING_KEY: 'k',
    });
    expect(withoutDeviceSecret).toEqual([expect.stringContaining('DEVICE_COOKIE_SECRET')]);
    expect(productionStartRefusals({ DATABASE_URL: 'postgres://x@db/y', ...keys })).toEqual([]);
  });
});
