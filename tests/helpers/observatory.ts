// The HTTP Observatory's scanner (@mdn/mdn-http-observatory) against the e2e server, over TLS as
// a deployment serves it: a TLS stand-in on loopback, with a certificate made for this run and
// trusted by the scanner's process alone, forwards every request to the server. Nothing leaves
// loopback: the scanner is pointed at `localhost:<port>`, and its plain-HTTP probe of that port
// finds no HTTP there (the deployment's proxy, not the app, redirects port 80).
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const PACKAGE = path.resolve('node_modules/@mdn/mdn-http-observatory');

export interface ObservatoryResult {
  scan: { grade: string; score: number; testsFailed: number };
  tests: Record<string, { pass: boolean; result: string }>;
}

/** A self-signed certificate for localhost, made with openssl for this run. */
function makeCertificate(dir: string): { key: string; cert: string; certPath: string } {
  const keyPath = path.join(dir, 'key.pem');
  const certPath = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-keyout',
      keyPath,
      '-out',
      certPath,
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-addext',
      'basicConstraints=critical,CA:TRUE',
    ],
    { stdio: 'ignore' },
  );
  return { key: readFileSync(keyPath, 'utf8'), cert: readFileSync(certPath, 'utf8'), certPath };
}

/** TLS in front of `origin`: every request and answer passed through as they are. */
async function startTlsStandIn(
  origin: string,
  credentials: { key: string; cert: string },
): Promise<{ port: number; close: () => Promise<void> }> {
  const upstream = new URL(origin);
  const server = https.createServer(credentials, (req, res) => {
    const forwarded = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(res);
      },
    );
    forwarded.on('error', (error) => {
      console.error('[observatory] the server did not answer', error);
      res.destroy(error);
    });
    req.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Runs the scanner's own command (src/scan.js) against `origin` behind the TLS stand-in. The
 * package's install step downloads Chromium's HSTS preload list, which this network cannot reach:
 * without it the list is empty, which is true of localhost anyway.
 */
export async function observatoryScan(origin: string): Promise<ObservatoryResult> {
  const preload = path.join(PACKAGE, 'conf', 'hsts-preload.json');
  if (!existsSync(preload)) writeFileSync(preload, '{}\n');
  const dir = mkdtempSync(path.join(tmpdir(), 'observatory-'));
  const { key, cert, certPath } = makeCertificate(dir);
  const standIn = await startTlsStandIn(origin, { key, cert });
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [path.join(PACKAGE, 'src', 'scan.js'), `localhost:${standIn.port}`],
      // Trusted by the scanner alone, as a public CA's certificate would be.
      { env: { ...process.env, NODE_EXTRA_CA_CERTS: certPath }, timeout: 60_000 },
    );
    return JSON.parse(stdout) as ObservatoryResult;
  } finally {
    await standIn.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
