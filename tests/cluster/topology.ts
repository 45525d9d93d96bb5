// The topology of DESIGN.md §19 from Debian packages, for `npm run test:cluster`: a throwaway
// PostgreSQL (scripts/pg-cluster.sh), a throwaway redis-server, one build, two instances of
// scripts/server.mjs, and a throwaway nginx in front, its configuration generated into a temp
// dir with deploy/nginx.conf's upstream settings. Everything listens on loopback only; every
// process is stopped by `stop()`.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startHoldProxy, type HoldProxy } from './pg-hold-proxy';

const root = path.resolve(__dirname, '../..');

export interface Topology {
  /** The instances' own origins (A, B) and the proxy's. */
  a: string;
  b: string;
  proxy: string;
  databaseUrl: string;
  redisUrl: string;
  ticketSigningKey: string;
  revalidateSecret: string;
  /** Instance A's way to PostgreSQL, which can hold a render between its read and its write. */
  holdA: HoldProxy;
  /** Freezes Redis (SIGSTOP: connections stay open, nothing answers) and thaws it. */
  pauseRedis(): void;
  resumeRedis(): void;
  /** The grace an instance serves after SIGTERM, and nginx's shorter upstream keep-alive. */
  graceSeconds: number;
  upstreamKeepaliveSeconds: number;
  /**
   * Sends SIGTERM to instance B before it returns (the first await); resolves once B has exited,
   * with its exit code and what this run of B logged.
   */
  terminateB(): Promise<{ code: number | null; log: string }>;
  /** Starts instance B again (after terminateB) and resolves once its /api/ready answers 200. */
  restartB(): Promise<void>;
  /**
   * Takes B out of nginx's upstream (`down`) or puts it back, and reloads nginx: what a balancer
   * that polls /api/ready does. Resolves once a worker with the new configuration runs.
   */
  setBInRotation(inRotation: boolean): Promise<void>;
  stop(): Promise<void>;
}

export interface TopologyOptions {
  /** First of five loopback ports: A, B, nginx, redis. */
  portBase: number;
  distDir: string;
  ticketSigningKey: string;
  /** Added to both instances' environment, e.g. a short SHUTDOWN_GRACE_SECONDS. */
  instanceEnv?: Record<string, string>;
  log(line: string): void;
}

/**
 * nginx's upstream keepalive_timeout for a grace: deploy/nginx.conf's 4 s for the default 10 s
 * grace, and always at least a second shorter than the grace, so that nginx closes its own idle
 * connections to a stopping instance before the instance stops accepting.
 */
export function upstreamKeepaliveFor(graceSeconds: number): number {
  if (graceSeconds < 2) throw new Error(`a grace of ${graceSeconds} s leaves nginx no keep-alive`);
  return Math.min(4, Math.floor(graceSeconds - 1));
}

function binary(name: string, candidates: string[]): string {
  for (const candidate of candidates) if (existsSync(candidate)) return candidate;
  try {
    return execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error(
      `${name} is not installed: apt-get install -y ${name === 'nginx' ? 'nginx' : 'redis-server'}`,
    );
  }
}

async function waitFor(url: string, ok: (status: number) => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      if (ok(response.status)) return;
      last = `status ${response.status}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} not ready within ${timeoutMs} ms (${last})`);
}

function nginxConfig(
  dir: string,
  ports: { a: number; b: number; proxy: number },
  keepaliveSeconds: number,
  bDown: boolean,
): string {
  const user = process.getuid?.() === 0 ? 'user root root;' : '';
  // The upstream and proxy_next_upstream as in deploy/nginx.conf (its comments say why); the
  // access log and X-Upstream (which instance answered, and any it tried first) are the test's.
  return `${user}
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
events { worker_connections 512; }
http {
  log_format upstream '$msec "$request" $status $upstream_addr $upstream_status '
                      'connect=$upstream_connect_time connection=$upstream_http_connection';
  access_log ${dir}/nginx-access.log upstream;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 6m;
  upstream app {
    server 127.0.0.1:${ports.a} max_fails=1 fail_timeout=5s;
    server 127.0.0.1:${ports.b} max_fails=1 fail_timeout=5s${bDown ? ' down' : ''};
    keepalive 16;
    keepalive_timeout ${keepaliveSeconds}s;
  }
  server {
    listen 127.0.0.1:${ports.proxy};
    location / {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_buffering off;
      proxy_next_upstream error timeout;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

export async function startTopology(options: TopologyOptions): Promise<Topology> {
  const { portBase, distDir, log } = options;
  // The existing build, or one made now (npm test builds before it runs the cluster tests).
  if (!existsSync(path.join(root, distDir, 'BUILD_ID'))) {
    execFileSync('node', ['scripts/build.mjs'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NEXT_DIST_DIR: distDir },
    });
  }
  const ports = { a: portBase, b: portBase + 1, proxy: portBase + 2, redis: portBase + 3 };
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cluster-'));
  const children: ChildProcess[] = [];
  let pgDir = '';
  let holdA: HoldProxy | undefined;
  const stop = async () => {
    for (const child of children.reverse()) {
      if (child.exitCode === null && child.pid) {
        child.kill('SIGTERM');
        await new Promise((resolve) => {
          const timer = setTimeout(() => {
            child.kill('SIGKILL');
            resolve(null);
          }, 30_000);
          child.once('exit', () => {
            clearTimeout(timer);
            resolve(null);
          });
        });
      }
    }
    await holdA?.close();
    if (pgDir) {
      execFileSync(path.join(root, 'scripts/pg-cluster.sh'), ['stop', pgDir], { stdio: 'ignore' });
    }
    if (!process.env.CLUSTER_KEEP_LOGS) rmSync(dir, { recursive: true, force: true });
    else log(`logs kept in ${dir}`);
  };
  const started = (name: string, command: string, args: string[], env: NodeJS.ProcessEnv) => {
    const out = openSync(path.join(dir, `${name}.log`), 'a');
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', out, out] });
    children.push(child);
    return child;
  };

  try {
    const redisServer = binary('redis-server', ['/usr/bin/redis-server']);
    const nginx = binary('nginx', ['/usr/sbin/nginx']);

    const pg = execFileSync(path.join(root, 'scripts/pg-cluster.sh'), ['start'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    pgDir = /PG_CLUSTER_DIR=(\S+)/.exec(pg)?.[1]?.replace(/^'|'$/g, '') ?? '';
    const databaseUrl = /TEST_DATABASE_URL=(\S+)/.exec(pg)?.[1]?.replace(/^'|'$/g, '') ?? '';
    if (!databaseUrl) throw new Error(`pg-cluster.sh printed no URL: ${pg}`);
    log(`PostgreSQL ${databaseUrl}`);

    const pgUrl = new URL(databaseUrl);
    holdA = await startHoldProxy({ host: pgUrl.hostname, port: Number(pgUrl.port) });
    const databaseUrlOfA = Object.assign(new URL(databaseUrl), { port: String(holdA.port) }).href;

    const redisProcess = started(
      'redis',
      redisServer,
      [
        '--bind',
        '127.0.0.1',
        '--port',
        String(ports.redis),
        '--save',
        '',
        '--appendonly',
        'no',
        '--dir',
        dir,
      ],
      process.env,
    );
    const redisUrl = `redis://127.0.0.1:${ports.redis}`;

    const proxy = `http://localhost:${ports.proxy}`;
    const revalidateSecret = 'cluster-revalidate-secret-0123456789';
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_DIST_DIR: distDir,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      SITE_URL: proxy,
      TICKET_SIGNING_KEY: options.ticketSigningKey,
      DEVICE_COOKIE_SECRET: 'cluster-device-cookie-secret-0123456789abcdef',
      REVALIDATE_SECRET: revalidateSecret,
      TRUSTED_PROXIES: '127.0.0.1,::1',
      PAYMENT_SANDBOX: '1',
      OUTBOX_DIR: path.join(dir, 'outbox'),
      UPLOADS_DIR: path.join(dir, 'uploads'),
      ...options.instanceEnv,
    };
    delete env.SQLITE_PATH;
    delete env.TEST_DATABASE_URL;
    delete env.PORT;

    // The deploy step, once, before any instance starts.
    execFileSync('npx', ['tsx', 'scripts/db/migrate.ts'], { cwd: root, env, stdio: 'inherit' });

    const graceSeconds = Number(env.SHUTDOWN_GRACE_SECONDS ?? 10);
    const upstreamKeepaliveSeconds = upstreamKeepaliveFor(graceSeconds);

    const instances = new Map<string, ChildProcess>();
    /** Where the current run of each instance begins in its log (the file is appended to). */
    const logStart = new Map<string, number>();
    const logOf = (name: string) => path.join(dir, `instance-${name}.log`);
    const startInstance = (name: 'a' | 'b') => {
      logStart.set(name, existsSync(logOf(name)) ? statSync(logOf(name)).size : 0);
      const port = name === 'a' ? ports.a : ports.b;
      instances.set(
        name,
        started(
          `instance-${name}`,
          process.execPath,
          ['scripts/server.mjs', '-p', String(port), '-H', 'localhost'],
          name === 'a' ? { ...env, DATABASE_URL: databaseUrlOfA } : env,
        ),
      );
    };
    startInstance('a');
    startInstance('b');
    const a = `http://localhost:${ports.a}`;
    const b = `http://localhost:${ports.b}`;
    await Promise.all(
      [a, b].map((origin) => waitFor(`${origin}/api/ready`, (s) => s === 200, 120_000)),
    );

    mkdirSync(path.join(dir, 'nginx'), { recursive: true });
    const nginxConf = path.join(dir, 'nginx.conf');
    const writeNginxConfig = (bDown: boolean) =>
      writeFileSync(nginxConf, nginxConfig(dir, ports, upstreamKeepaliveSeconds, bDown));
    writeNginxConfig(false);
    const nginxWorkers = () => {
      const master = readFileSync(path.join(dir, 'nginx.pid'), 'utf8').trim();
      const out = execFileSync('ps', ['-o', 'pid=', '--ppid', master], { encoding: 'utf8' });
      return new Set(out.split(/\s+/).filter(Boolean));
    };
    const nginxProcess = started(
      'nginx',
      nginx,
      ['-p', dir, '-c', nginxConf, '-g', 'daemon off;'],
      process.env,
    );
    await waitFor(`${proxy}/api/health`, (s) => s === 200, 30_000);
    log(`instances ${a} and ${b} behind nginx ${proxy}, Redis ${redisUrl}`);

    return {
      a,
      b,
      proxy,
      databaseUrl,
      redisUrl,
      ticketSigningKey: options.ticketSigningKey,
      revalidateSecret,
      holdA,
      pauseRedis: () => void redisProcess.kill('SIGSTOP'),
      resumeRedis: () => void redisProcess.kill('SIGCONT'),
      graceSeconds,
      upstreamKeepaliveSeconds,
      async terminateB() {
        const child = instances.get('b');
        if (!child || child.exitCode !== null) throw new Error('instance B is not running');
        const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        // The grace, the drain deadline (25 s) and some: a stop that hangs fails instead.
        const limit = setTimeout(() => child.kill('SIGKILL'), (graceSeconds + 35) * 1000);
        const code = await exited;
        clearTimeout(limit);
        const log = readFileSync(logOf('b')).subarray(logStart.get('b') ?? 0);
        return { code, log: log.toString('utf8') };
      },
      async setBInRotation(inRotation) {
        if (nginxProcess.exitCode !== null) throw new Error('nginx is not running');
        const before = nginxWorkers();
        writeNginxConfig(!inRotation);
        execFileSync(nginx, ['-p', dir, '-c', nginxConf, '-s', 'reload'], {
          stdio: ['ignore', 'ignore', 'pipe'],
        });
        const deadline = Date.now() + 10_000;
        while (![...nginxWorkers()].some((pid) => !before.has(pid))) {
          if (Date.now() > deadline) throw new Error('nginx started no worker after its reload');
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      },
      async restartB() {
        const previous = instances.get('b');
        if (previous && previous.exitCode === null && previous.signalCode === null) {
          throw new Error('instance B is still running');
        }
        startInstance('b');
        await waitFor(`${b}/api/ready`, (s) => s === 200, 120_000);
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
