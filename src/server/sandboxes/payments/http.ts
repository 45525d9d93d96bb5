// HTTP doors of the sandbox (DESIGN.md §14), shared by the route handlers under
// src/app/api/payments/sandbox and by tests that point the real SDK at them through `fetch`.
// Each takes the store and the sandbox settings explicitly; null settings (sandbox off) is 404.
import type { Store } from '../../db/store';
import { addSecurityHeaders } from '../../http/response';
import {
  PayloadTooLargeError,
  payloadTooLargeResponse,
  readBodyBytes,
} from '../../http/body-limit';
import {
  actOnHostedPage,
  cancelSandboxPayment,
  createSandboxPayment,
  getSandboxPayment,
  hostedView,
  sandboxCredentialsMatch,
  type PayosEnvelope,
  type SandboxConfig,
} from './payos';
import { renderHostedPage, renderHostedRefusal } from './page';

/** Bodies the SDK sends are a few kB; the hosted page's form is two fields. */
export const SANDBOX_BODY_LIMIT_BYTES = 16 * 1024;

/** Delivers a signed webhook body to the production webhook code; answers its HTTP status. */
export type WebhookDelivery = (rawBody: string) => Promise<number>;

export function notFound(): Response {
  return new Response('Not Found', {
    status: 404,
    headers: addSecurityHeaders(new Headers({ 'content-type': 'text/plain; charset=utf-8' })),
  });
}

function envelope(body: PayosEnvelope, status = 200): Response {
  const headers = addSecurityHeaders(new Headers({ 'content-type': 'application/json' }));
  headers.set('cache-control', 'no-store');
  return new Response(JSON.stringify(body), { status, headers });
}

async function readJson(request: Request): Promise<unknown> {
  const bytes = await readBodyBytes(request, SANDBOX_BODY_LIMIT_BYTES);
  if (bytes.byteLength === 0) return undefined;
  return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
}

/** Runs an API door: 404 when off, 401 without the SDK's keys, 413/400 for bad bodies. */
async function apiDoor(
  config: SandboxConfig | null,
  request: Request,
  work: (config: SandboxConfig, body: unknown) => Promise<PayosEnvelope>,
): Promise<Response> {
  if (!config) return notFound();
  if (!sandboxCredentialsMatch(config, request.headers)) {
    return envelope({ code: '401', desc: 'Thông tin xác thực không hợp lệ', data: null }, 401);
  }
  let body: unknown;
  try {
    body = request.method === 'GET' ? undefined : await readJson(request);
  } catch (error) {
    if (error instanceof PayloadTooLargeError) return payloadTooLargeResponse();
    console.warn('[payments/sandbox] request body is not JSON', error);
    return envelope({ code: '20', desc: 'Thông tin truyền lên không đúng', data: null }, 400);
  }
  return envelope(await work(config, body));
}

export function sandboxCreate(store: Store, config: SandboxConfig | null, request: Request) {
  return apiDoor(config, request, (c, body) => createSandboxPayment(store, c, body));
}

export function sandboxGet(
  store: Store,
  config: SandboxConfig | null,
  request: Request,
  id: string,
) {
  return apiDoor(config, request, (c) => getSandboxPayment(store, c, id));
}

export function sandboxCancel(
  store: Store,
  config: SandboxConfig | null,
  request: Request,
  id: string,
) {
  return apiDoor(config, request, (c, body) => {
    const reason =
      typeof body === 'object' && body !== null && 'cancellationReason' in body
        ? String((body as { cancellationReason: unknown }).cancellationReason)
        : null;
    return cancelSandboxPayment(store, c, id, reason);
  });
}

/**
 * A provider API's door (VNPay, MoMo): 404 when the sandbox is off, 413 past the body limit; a
 * body that is not JSON reaches `answer` as undefined (logged under `tag`), which refuses it the
 * provider's way. The answer goes back as JSON, never cached.
 */
export async function providerApiDoor<C>(
  config: C | null,
  request: Request,
  tag: string,
  answer: (config: C, body: unknown) => Record<string, unknown> | Promise<Record<string, unknown>>,
): Promise<Response> {
  if (!config) return notFound();
  let body: unknown;
  try {
    const text = new TextDecoder().decode(await readBodyBytes(request, SANDBOX_BODY_LIMIT_BYTES));
    body = JSON.parse(text) as unknown;
  } catch (error) {
    if (error instanceof PayloadTooLargeError) return payloadTooLargeResponse();
    console.warn(`[payments/sandbox] ${tag} body is not JSON`, error);
    body = undefined;
  }
  const headers = addSecurityHeaders(new Headers({ 'content-type': 'application/json' }));
  headers.set('cache-control', 'no-store');
  return new Response(JSON.stringify(await answer(config, body)), { headers });
}

export function htmlResponse(html: string, status = 200): Response {
  const headers = addSecurityHeaders(new Headers({ 'content-type': 'text/html; charset=utf-8' }));
  headers.set('cache-control', 'no-store');
  headers.set('x-robots-tag', 'noindex');
  return new Response(html, { status, headers });
}

/** The host an Origin header names; null for "null" and anything unparsable (refused). */
function originHost(origin: string): string | null {
  try {
    return new URL(origin).host || null;
  } catch (error) {
    console.warn('[payments/sandbox] unparsable Origin header', origin, error);
    return null;
  }
}

/**
 * A hosted page's Pay or Cancel form: a browser's cross-site POST is refused before anything is
 * read, the body is read under its limit, and the action must be one of the two.
 */
export async function readHostedForm(
  request: Request,
): Promise<{ form: URLSearchParams; action: 'pay' | 'cancel' } | Response> {
  if (isCrossSite(request)) return crossSiteRefusal();
  let form: URLSearchParams;
  try {
    form = new URLSearchParams(
      new TextDecoder().decode(await readBodyBytes(request, SANDBOX_BODY_LIMIT_BYTES)),
    );
  } catch (error) {
    if (error instanceof PayloadTooLargeError) return payloadTooLargeResponse();
    throw error;
  }
  const action = form.get('action');
  if (action !== 'pay' && action !== 'cancel') {
    return htmlResponse(renderHostedRefusal('Thao tác không hợp lệ'), 400);
  }
  return { form, action };
}

/** A browser's cross-site POST: an Origin of another host, or Sec-Fetch-Site cross-site. */
export function isCrossSite(request: Request): boolean {
  const origin = request.headers.get('origin');
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  return (
    request.headers.get('sec-fetch-site') === 'cross-site' ||
    (origin !== null && host !== null && originHost(origin) !== host)
  );
}

export function crossSiteRefusal(): Response {
  return htmlResponse(renderHostedRefusal('Yêu cầu từ trang khác bị từ chối'), 403);
}

/** `GET /api/payments/sandbox/pay/{id}`: the hosted page. */
export async function sandboxHostedPage(
  store: Store,
  config: SandboxConfig | null,
  id: string,
): Promise<Response> {
  if (!config) return notFound();
  const view = await hostedView(store, id);
  if (!view) return htmlResponse(renderHostedRefusal('Không tìm thấy đơn thanh toán'), 404);
  return htmlResponse(renderHostedPage(view));
}

/**
 * `POST /api/payments/sandbox/pay/{id}`: Pay or Cancel. CSRF: the form's per-attempt token must
 * match, and a browser's cross-site POST (Origin of another host, Sec-Fetch-Site cross-site) is
 * refused before anything is read.
 */
export async function sandboxHostedAction(
  store: Store,
  config: SandboxConfig | null,
  request: Request,
  id: string,
  deliverWebhook: WebhookDelivery,
): Promise<Response> {
  if (!config) return notFound();
  const read = await readHostedForm(request);
  if (read instanceof Response) return read;
  const { form, action } = read;
  const outcome = await actOnHostedPage(store, config, id, action, form.get('token') ?? '');
  if (outcome.kind === 'refused') {
    return htmlResponse(renderHostedRefusal(outcome.message), outcome.status);
  }
  if (outcome.webhookBody) {
    // PayOS retries a failed delivery; the sandbox reports it and still redirects, so the return
    // page shows honestly that the payment is not confirmed yet.
    const status = await deliverWebhook(outcome.webhookBody);
    if (status !== 200) console.error(`[payments/sandbox] webhook answered ${status}`);
  }
  return seeOther(outcome.location);
}

/** The redirect a hosted page's form answers with (back to the shop's return URL). */
export function seeOther(location: string): Response {
  const headers = addSecurityHeaders(new Headers({ location }));
  headers.set('cache-control', 'no-store');
  return new Response(null, { status: 303, headers });
}
