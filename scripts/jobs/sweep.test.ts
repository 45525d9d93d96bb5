// `npm run jobs:sweep` runs the server's own sweeps under tsx with the react-server condition (the
// condition Next's server build uses, so `server-only` modules load as they do in the server).
// Run as a real process on a fresh SQLite file.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

function sweep(env: Record<string, string>) {
  const base = { ...process.env };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'SITE_URL']) delete base[name];
  return spawnSync('npx', ['tsx', '--conditions=react-server', 'scripts/jobs/sweep.ts'], {
    cwd: root,
    env: { ...base, ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });
}

describe('npm run jobs:sweep', () => {
  it('runs one pass over a fresh store and says what each sweeper did', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'sweep-cli-'));
    const run = sweep({
      SQLITE_PATH: path.join(dir, 'store.sqlite'),
      OUTBOX_DIR: path.join(dir, 'outbox'),
      SITE_URL: 'https://captreonuimay.example',
    });
    expect(run.stderr).not.toContain('Error');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^jobs:sweep visitor-sessions 0, .*unpaid-orders 0/m);
    expect(readdirSync(dir)).toContain('store.sqlite');
  });
});
