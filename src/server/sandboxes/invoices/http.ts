// HTTP doors of the Viettel S-Invoice sandbox, shared by the route handlers under
// src/app/api/invoices/sandbox/viettel (Viettel's own paths) and by tests that point the real
// adapter at them through `fetch`. Null settings (the sandbox off) answer 404.
import type { Store } from '../../db/store';
import { addSecurityHeaders } from '../../http/response';
import {
  PayloadTooLargeError,
  payloadTooLargeResponse,
  readBodyBytes,
} from '../../http/body-limit';
import {
  sandboxCancel,
  sandboxCreate,
  sandboxFile,
  sandboxLogin,
  sandboxSearch,
  type InvoiceSandboxConfig,
  type SandboxAnswer,
} from './viettel';

/** Invoices of a shop are tens of kB at most. */
export const INVOICE_SANDBOX_BODY_LIMIT_BYTES = 256 * 1024;

function notFound(): Response {
  return new Response('Not Found', {
    status: 404,
    headers: addSecurityHeaders(new Headers({ 'content-type': 'text/plain; charset=utf-8' })),
  });
}

async function answer(result: SandboxAnswer): Promise<Response> {
  if (result.delayMs) await new Promise((resolve) => setTimeout(resolve, result.delayMs));
  const headers = addSecurityHeaders(new Headers({ 'content-type': 'application/json' }));
  headers.set('cache-control', 'no-store');
  return new Response(JSON.stringify(result.body), { status: result.status, headers });
}

type Work = (
  config: InvoiceSandboxConfig,
  raw: string,
  cookie: string | null,
) => Promise<SandboxAnswer>;

async function door(
  config: InvoiceSandboxConfig | null,
  request: Request,
  work: Work,
): Promise<Response> {
  if (!config) return notFound();
  let raw: string;
  try {
    raw = new TextDecoder().decode(await readBodyBytes(request, INVOICE_SANDBOX_BODY_LIMIT_BYTES));
  } catch (error) {
    if (error instanceof PayloadTooLargeError) return payloadTooLargeResponse();
    throw error;
  }
  return answer(await work(config, raw, request.headers.get('cookie')));
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    // Refused by the call itself (Viettel answers JSON_PARSE_ERROR).
    return null;
  }
}

export function invoiceSandboxLogin(
  store: Store,
  config: InvoiceSandboxConfig | null,
  request: Request,
) {
  return door(config, request, (c, raw) => sandboxLogin(store, c, parseJson(raw)));
}

export function invoiceSandboxCreate(
  store: Store,
  config: InvoiceSandboxConfig | null,
  request: Request,
  taxCode: string,
) {
  return door(config, request, (c, rawBody, cookie) =>
    sandboxCreate(store, c, { taxCode, cookie, rawBody }),
  );
}

export function invoiceSandboxSearch(
  store: Store,
  config: InvoiceSandboxConfig | null,
  request: Request,
) {
  return door(config, request, (c, raw, cookie) =>
    sandboxSearch(store, c, { cookie, form: new URLSearchParams(raw) }),
  );
}

export function invoiceSandboxCancel(
  store: Store,
  config: InvoiceSandboxConfig | null,
  request: Request,
) {
  return door(config, request, (c, raw, cookie) =>
    sandboxCancel(store, c, { cookie, form: new URLSearchParams(raw) }),
  );
}

export function invoiceSandboxFile(
  store: Store,
  config: InvoiceSandboxConfig | null,
  request: Request,
) {
  return door(config, request, (c, raw, cookie) =>
    sandboxFile(store, c, { cookie, body: parseJson(raw) }),
  );
}

/** The routes by Viettel's path (after the base URL): what tests' fetch and the app both serve. */
export function invoiceSandboxRoute(
  store: Store,
  config: InvoiceSandboxConfig | null,
  request: Request,
  path: string,
): Promise<Response> {
  if (path === '/auth/login') return invoiceSandboxLogin(store, config, request);
  const api = '/services/einvoiceapplication/api/InvoiceAPI/';
  if (path.startsWith(`${api}InvoiceWS/createInvoice/`)) {
    const taxCode = decodeURIComponent(path.slice(`${api}InvoiceWS/createInvoice/`.length));
    return invoiceSandboxCreate(store, config, request, taxCode);
  }
  if (path === `${api}InvoiceWS/searchInvoiceByTransactionUuid`) {
    return invoiceSandboxSearch(store, config, request);
  }
  if (path === `${api}InvoiceWS/cancelTransactionInvoice`) {
    return invoiceSandboxCancel(store, config, request);
  }
  if (path === `${api}InvoiceUtilsWS/getInvoiceRepresentationFile`) {
    return invoiceSandboxFile(store, config, request);
  }
  return Promise.resolve(notFound());
}
