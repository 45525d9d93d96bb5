// The Viettel S-Invoice sandbox on a loopback port for tests, so the production adapter talks to
// it through the real fetch (its timeouts, content types and cookies as they go over the wire),
// counting the calls per operation.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Store } from '../server/db/store';
import { invoiceSandboxRoute } from '../server/sandboxes/invoices/http';
import type { InvoiceSandboxConfig } from '../server/sandboxes/invoices/viettel';
import {
  SANDBOX_SINVOICE_PASSWORD,
  SANDBOX_SINVOICE_SERIES,
  SANDBOX_SINVOICE_TEMPLATE,
  SANDBOX_SINVOICE_USERNAME,
} from '@/payment-sandbox-keys';
import type { InvoiceProvider, InvoiceSeller } from '../server/services/invoices/provider';
import { viettelProvider } from '../server/services/invoices/viettel/viettel';

export const testInvoiceSandboxConfig: InvoiceSandboxConfig = {
  username: SANDBOX_SINVOICE_USERNAME,
  password: SANDBOX_SINVOICE_PASSWORD,
  series: [
    { templateCode: SANDBOX_SINVOICE_TEMPLATE, series: SANDBOX_SINVOICE_SERIES },
    { templateCode: '1/770', series: 'C26MNM' },
  ],
};

export const testSeller: InvoiceSeller = {
  taxCode: SANDBOX_SINVOICE_USERNAME,
  legalName: 'Công ty Cáp treo Núi Mây (thử nghiệm)',
  address: 'Thị trấn Sa Pa, Tỉnh Lào Cai',
  templateCode: SANDBOX_SINVOICE_TEMPLATE,
  series: SANDBOX_SINVOICE_SERIES,
};

export interface RunningInvoiceSandbox {
  baseUrl: string;
  /** Calls received, by the last segment of the path (`createInvoice`, `login`…). */
  calls: Record<string, number>;
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** Serves the sandbox at http://127.0.0.1:{port}/api/invoices/sandbox/viettel. */
export async function startInvoiceSandbox(
  store: Store,
  config: InvoiceSandboxConfig = testInvoiceSandboxConfig,
): Promise<RunningInvoiceSandbox> {
  const calls: Record<string, number> = {};
  const mount = '/api/invoices/sandbox/viettel';
  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const name = url.pathname.includes('/createInvoice/')
        ? 'createInvoice'
        : (url.pathname.split('/').at(-1) ?? '');
      calls[name] = (calls[name] ?? 0) + 1;
      const body = await readBody(req);
      const headers = new Headers();
      for (const [key, value] of Object.entries(req.headers)) {
        if (typeof value === 'string') headers.set(key, value);
      }
      const request = new Request(url, { method: req.method, headers, body: new Uint8Array(body) });
      const response = url.pathname.startsWith(mount)
        ? await invoiceSandboxRoute(store, config, request, url.pathname.slice(mount.length))
        : new Response('Not Found', { status: 404 });
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    })().catch((error: unknown) => {
      console.error('[test invoice sandbox] failed', error);
      res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}${mount}`,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The production S-Invoice adapter pointed at a running sandbox with its login. */
export function sandboxViettel(sandbox: RunningInvoiceSandbox, timeoutMs = 2_000): InvoiceProvider {
  return viettelProvider({
    baseUrl: sandbox.baseUrl,
    username: testInvoiceSandboxConfig.username,
    password: testInvoiceSandboxConfig.password,
    timeoutMs,
  });
}
