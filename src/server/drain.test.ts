import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import {
  acceptQueueIn,
  acceptQueueLength,
  createDrain,
  DEFAULT_GRACE_SECONDS,
  graceSecondsFrom,
  type Drain,
} from './drain.mjs';

describe('graceSecondsFrom', () => {
  it('defaults when unset or empty', () => {
    expect(graceSecondsFrom(undefined)).toBe(DEFAULT_GRACE_SECONDS);
    expect(graceSecondsFrom('')).toBe(DEFAULT_GRACE_SECONDS);
    expect(graceSecondsFrom('  ')).toBe(DEFAULT_GRACE_SECONDS);
  });

  it('reads whole and decimal seconds, 0 included', () => {
    expect(graceSecondsFrom('0')).toBe(0);
    expect(graceSecondsFrom('3')).toBe(3);
    expect(graceSecondsFrom('2.5')).toBe(2.5);
    expect(graceSecondsFrom(' 10 ')).toBe(10);
    expect(graceSecondsFrom('3600')).toBe(3600);
  });

  it.each(['-1', 'ten', '10s', '1e3', '0x10', '.5', 'Infinity', '3601'])('refuses %j', (value) => {
    expect(() => graceSecondsFrom(value)).toThrow(/SHUTDOWN_GRACE_SECONDS must be a non-negative/);
  });
});

// The head of a /proc/net/tcp: two listeners (:3000 with 2 connections waiting, :3001), then an
// established connection to :3000.
const PROC_NET_TCP = [
  '  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode',
  '   0: 0100007F:0BB8 00000000:0000 0A 00000000:00000002 00:00000000 00000000  1000        0 4242 1 0000000000000000 100 0 0 10 0',
  '   1: 00000000:0BB9 00000000:0000 0A 00000000:00000000 00:00000000 00000000  1000        0 4243 1 0000000000000000 100 0 0 10 0',
  '   2: 0100007F:0BB8 0100007F:D431 01 00000000:00000000 00:00000000 00000000  1000        0 4244 1 0000000000000000 20 4 30 10 -1',
].join('\n');
const PROC_NET_TCP6 = [
  '  sl  local_address                         remote_address                        st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode',
  '   0: 00000000000000000000000000000000:0BB8 00000000000000000000000000000000:0000 0A 00000000:00000005 00:00000000 00000000  1000        0 4245 1 0000000000000000 100 0 0 10 0',
].join('\n');

describe('acceptQueueIn', () => {
  it("reads a listener's waiting connections, IPv4 and IPv6", () => {
    expect(acceptQueueIn(PROC_NET_TCP, 3000)).toBe(2);
    expect(acceptQueueIn(PROC_NET_TCP, 3001)).toBe(0);
    expect(acceptQueueIn(PROC_NET_TCP6, 3000)).toBe(5);
  });

  it('knows nothing of a port without a listener, or of an established connection', () => {
    expect(acceptQueueIn(PROC_NET_TCP, 54321)).toBeNull();
    expect(acceptQueueIn('', 3000)).toBeNull();
  });

  it('finds a listener of this process where /proc/net exists (Linux), else answers null', async () => {
    const listener = http.createServer();
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    const { port } = listener.address() as AddressInfo;
    const waiting = acceptQueueLength(port);
    await new Promise((resolve) => listener.close(resolve));
    expect(waiting).toBe(process.platform === 'linux' ? 0 : null);
  });
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The client's port: the server's socket has it as its remotePort. */
  localPort: number;
}

function request(port: number, path: string, agent: http.Agent | false = false): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (response) => {
        const localPort = response.socket.localPort ?? 0;
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body,
            localPort,
          }),
        );
      })
      .on('error', reject);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('createDrain', () => {
  let server: http.Server;
  let port: number;
  let drain: Drain;
  let exit: jest.Mock;
  let closePools: jest.Mock;
  let lines: string[];
  let hangArrived = false;
  const sockets = new Set<Socket>();

  async function start(options: {
    graceMs: number;
    drainTimeoutMs: number;
    acceptQueue?: (port: number) => number | null;
    acceptQueueWaitMs?: number;
  }) {
    exit = jest.fn();
    closePools = jest.fn(async () => {});
    lines = [];
    hangArrived = false;
    server = http.createServer((req, res) => {
      if (drain.intercept(req, res)) return;
      const slow = /^\/slow(?:\?ms=(\d+))?$/.exec(req.url ?? '');
      if (slow) {
        setTimeout(() => res.end('slow'), Number(slow[1] ?? 300));
        return;
      }
      if (req.url === '/hang') {
        hangArrived = true;
        return; // never answered
      }
      res.end(req.url === '/api/ready' ? 'app ready' : 'page');
    });
    server.keepAliveTimeout = 65_000;
    server.on('connection', (socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    drain = createDrain({
      server,
      ...options,
      closePools,
      headers: { 'x-content-type-options': 'nosniff' },
      build: 'build-1',
      log: { log: (line: string) => lines.push(line), warn: (line: string) => lines.push(line) },
      exit,
      idleSweepMs: 20,
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  }

  afterEach(async () => {
    for (const socket of sockets) socket.destroy();
    if (server.listening) await new Promise((resolve) => server.close(resolve));
  });

  it('leaves /api/ready and keep-alive to the app while serving', async () => {
    await start({ graceMs: 100, drainTimeoutMs: 1_000 });
    const keepAlive = new http.Agent({ keepAlive: true });
    const ready = await request(port, '/api/ready', keepAlive);
    expect(ready).toMatchObject({ status: 200, body: 'app ready' });
    expect(ready.headers.connection).toBe('keep-alive');
    expect(drain.phase()).toBe('serving');
    keepAlive.destroy();
  });

  it('turns not-ready at once, serves through the grace with Connection: close, then drains', async () => {
    // A grace far longer than the steps below take, even on a loaded machine.
    await start({ graceMs: 2_000, drainTimeoutMs: 2_000 });
    const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const first = await request(port, '/', keepAlive);
    const idleSocket = [...sockets].find((socket) => socket.remotePort === first.localPort);
    expect(idleSocket).toBeDefined();
    let idleClosedAt = 0;
    const idleClosed = new Promise((resolve) =>
      idleSocket?.on('close', () => resolve((idleClosedAt = Date.now()))),
    );
    const inFlight = request(port, '/slow');
    await sleep(20);

    const signalled = Date.now();
    const stopped = drain.stop('SIGTERM');
    expect(drain.phase()).toBe('grace');
    const ready = await request(port, '/api/ready?probe=1');
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body)).toEqual({
      status: 'draining',
      build: 'build-1',
      signal: 'SIGTERM',
    });
    expect(ready.headers).toMatchObject({
      'content-type': 'application/json',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      connection: 'close',
    });
    const page = await request(port, '/vi');
    expect(page).toMatchObject({ status: 200, body: 'page' });
    expect(page.headers.connection).toBe('close');
    // Begun before the signal, answered after it: marked too.
    const slow = await inFlight;
    expect(slow.body).toBe('slow');
    expect(slow.headers.connection).toBe('close');
    // The idle keep-alive connection is left to the client through the grace.
    await sleep(200);
    expect(idleClosedAt).toBe(0);
    expect(exit).not.toHaveBeenCalled();

    await stopped;
    await idleClosed;
    expect(idleClosedAt).toBeGreaterThanOrEqual(signalled + 2_000);
    await expect(request(port, '/vi')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(closePools).toHaveBeenCalledTimes(1);
    expect(exit).toHaveBeenCalledWith(0);
    expect(lines).toEqual([
      '[shutdown] SIGTERM: not ready; serving 2 s more, each answer closing its connection',
      '[shutdown] grace over: draining (at most 2 s)',
      '[shutdown] drained; pools closed',
    ]);
    keepAlive.destroy();
  });

  it('lets a request begun in the grace finish after it, then closes its connection', async () => {
    await start({ graceMs: 500, drainTimeoutMs: 3_000 });
    const stopped = drain.stop('SIGINT');
    await sleep(20);
    const slow = request(port, '/slow?ms=1200').then((answer) => ({
      answer,
      phase: drain.phase(),
    }));
    expect(await slow).toMatchObject({
      answer: { body: 'slow', headers: { connection: 'close' } },
      phase: 'draining',
    });
    await stopped;
    expect(lines.at(-1)).toBe('[shutdown] drained; pools closed');
  });

  it('closes what is still in flight at the drain deadline, then exits 0', async () => {
    await start({ graceMs: 0, drainTimeoutMs: 200 });
    const hung = request(port, '/hang').catch((error: NodeJS.ErrnoException) => error.code);
    while (!hangArrived) await sleep(5);
    await drain.stop('SIGTERM');
    expect(await hung).toBe('ECONNRESET');
    expect(lines).toContain('[shutdown] requests still in flight after the deadline: closing them');
    expect(lines.at(-1)).toBe('[shutdown] stopped; pools closed');
    expect(closePools).toHaveBeenCalledTimes(1);
    expect(exit).toHaveBeenCalledWith(0);
  });

  it('closes the listener only once no connection waits to be accepted', async () => {
    const looks: number[] = [];
    let waiting = 3;
    await start({
      graceMs: 0,
      drainTimeoutMs: 1_000,
      acceptQueue: (queuePort) => {
        looks.push(queuePort);
        // The event loop accepts between two looks; the listener is still open meanwhile.
        if (waiting > 0) expect(server.listening).toBe(true);
        return waiting--;
      },
    });
    await drain.stop('SIGTERM');
    expect(looks).toEqual([port, port, port, port]);
    expect(server.listening).toBe(false);
    expect(exit).toHaveBeenCalledWith(0);
  });

  it('closes the listener anyway once the wait for an empty accept queue is over', async () => {
    await start({ graceMs: 0, drainTimeoutMs: 1_000, acceptQueue: () => 1, acceptQueueWaitMs: 50 });
    await drain.stop('SIGTERM');
    expect(lines).toContain('[shutdown] 1 connections still waiting: closing anyway');
    expect(lines.at(-1)).toBe('[shutdown] drained; pools closed');
  });

  it('exits 1 at once on a second signal', async () => {
    await start({ graceMs: 300, drainTimeoutMs: 1_000 });
    const stopped = drain.stop('SIGTERM');
    await drain.stop('SIGTERM');
    expect(exit).toHaveBeenCalledWith(1);
    await stopped;
  });

  it('leaves any other method or path to the app while draining', async () => {
    await start({ graceMs: 1_000, drainTimeoutMs: 1_000 });
    const stopped = drain.stop('SIGTERM');
    const readyz = await request(port, '/api/ready-not');
    expect(readyz).toMatchObject({ status: 200, body: 'page' });
    const posted = await new Promise<number>((resolve, reject) => {
      http
        .request({ host: '127.0.0.1', port, path: '/api/ready', method: 'POST', agent: false })
        .on('response', (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        })
        .on('error', reject)
        .end();
    });
    expect(posted).toBe(200);
    await stopped;
  });
});
