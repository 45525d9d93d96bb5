// The e-ticket page is measured as a ticket holder sees it: the page of a real paid booking. The
// bench books one the way a visitor without JavaScript does (the booking page's plain form, the
// ticket checkout's plain form, the local PayOS sandbox's hosted page), so it needs no knowledge of
// the store. The site must run with PAYMENT_SANDBOX=1.
import { assertLoopback } from './load.mjs';
import { batchUrl } from './trpc.mjs';

/** Vietnam's clock is UTC+7 all year (no daylight saving). */
const VIETNAM_OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A few days ahead: today's sales close in the afternoon on Vietnam's clock. */
export const VISIT_DAYS_AHEAD = 3;
const TIMEOUT_MS = 15_000;

/** Today on Vietnam's clock, moved by `days`: `YYYY-MM-DD`. */
export function vietnamDayAhead(days, now = new Date()) {
  return new Date(now.getTime() + VIETNAM_OFFSET_MS + days * DAY_MS).toISOString().slice(0, 10);
}

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };

/** The attributes of one start tag, values unescaped. */
function attributesOf(tag) {
  const attributes = {};
  for (const [, name, value] of tag.matchAll(/([\w:-]+)="([^"]*)"/g)) {
    attributes[name.toLowerCase()] = value.replace(
      /&(amp|lt|gt|quot|#39|#x27);/g,
      (_, e) => ENTITIES[e],
    );
  }
  return attributes;
}

/** Every form of the page: its own attributes and its inputs' attributes. */
function formsOf(html) {
  return [...html.matchAll(/(<form\b[^>]*>)([\s\S]*?)<\/form>/g)].map(([, open, body]) => ({
    ...attributesOf(open),
    inputs: [...body.matchAll(/<input\b[^>]*>/g)].map(([tag]) => attributesOf(tag)),
  }));
}

/**
 * The booking page's plain form (`/dat-ve` without JavaScript): where it goes, the bookable days
 * and the first ticket type; null when the page has none.
 */
export function bookingFormOf(html) {
  for (const form of formsOf(html)) {
    const day = form.inputs.find((input) => input.name === 'day' && input.type === 'date');
    const ticket = form.inputs.find((input) => input.type === 'number' && input.name);
    if ((form.method ?? 'get').toLowerCase() !== 'get' || !form.action || !day || !ticket) continue;
    return { action: form.action, first: day.min, last: day.max, ticketType: ticket.name };
  }
  return null;
}

/**
 * The ticket checkout's plain form (posted to /api/forms/ticket-order): its hidden fields as
 * `[name, value]` pairs (locale, the attempt's idempotency key, the day, the quantities) and the
 * payment methods it offers; null when the page has none.
 */
export function ticketOrderFormOf(html) {
  const form = formsOf(html).find((candidate) => candidate.action === '/api/forms/ticket-order');
  if (!form) return null;
  return {
    action: form.action,
    fields: form.inputs
      .filter((input) => input.type === 'hidden' && input.name)
      .map((input) => [input.name, input.value ?? '']),
    methods: form.inputs
      .filter((input) => input.type === 'radio' && input.name === 'paymentMethod')
      .map((input) => input.value),
  };
}

/** The form token of the sandbox's hosted page's Pay form; null without one. */
export function sandboxPayTokenOf(html) {
  const pay = formsOf(html).find((form) =>
    form.inputs.some((input) => input.name === 'action' && input.value === 'pay'),
  );
  return pay?.inputs.find((input) => input.name === 'token')?.value || null;
}

/**
 * The Vietnamese e-ticket page of an order's first ticket, from the order as payment.getStatus
 * answers it (the success page's "Mở vé điện tử" link): `{ path, code }`, or null without a ticket.
 */
export function eTicketOf(order) {
  const ticket = order?.tickets?.find((candidate) => candidate.accessKey);
  if (!ticket) return null;
  return { path: `/vi/ve-dien-tu/${encodeURIComponent(ticket.accessKey)}`, code: ticket.code };
}

/** The cookies a visitor's browser would keep between the steps. */
function cookieJar() {
  const cookies = new Map();
  return {
    keep(response) {
      for (const header of response.headers.getSetCookie()) {
        const [pair] = header.split(';', 1);
        const at = pair.indexOf('=');
        if (at > 0) cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1));
      }
    },
    headers() {
      const header = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      return header ? { cookie: header } : {};
    },
  };
}

/**
 * Books and pays one ticket on the site at `origin` as a visitor without JavaScript, and returns
 * the path of its e-ticket page with the ticket's code and the order's: `{ path, code, orderCode,
 * day }`. Throws with the step that failed (the site must run with PAYMENT_SANDBOX=1).
 */
export async function bookedETicket(origin, { bookingPath = '/vi/dat-ve', now = new Date() } = {}) {
  assertLoopback(origin);
  const jar = cookieJar();
  const request = async (target, init = {}) => {
    const response = await fetch(new URL(target, origin), {
      ...init,
      headers: { ...jar.headers(), ...init.headers },
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    jar.keep(response);
    return response;
  };
  const page = async (target) => {
    const response = await request(target);
    const html = await response.text();
    if (response.status !== 200) throw new Error(`GET ${target} answered ${response.status}`);
    return html;
  };
  const post = async (target, fields) => {
    const response = await request(target, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
      body: new URLSearchParams(fields).toString(),
    });
    await response.arrayBuffer();
    const location = response.headers.get('location');
    if (response.status !== 303 || !location) {
      throw new Error(`POST ${target} answered ${response.status} ${location ?? ''}`);
    }
    // An absolute address names the site's configured URL: follow it on the site under test.
    const next = new URL(location, origin);
    return next.pathname + next.search;
  };

  const booking = bookingFormOf(await page(bookingPath));
  if (!booking) throw new Error(`${bookingPath} has no plain booking form`);
  const day = vietnamDayAhead(VISIT_DAYS_AHEAD, now);
  if ((booking.first && day < booking.first) || (booking.last && day > booking.last)) {
    throw new Error(`${day} is outside the bookable days ${booking.first}…${booking.last}`);
  }
  const checkoutPath = `${booking.action}?${new URLSearchParams({ day, [booking.ticketType]: '1' })}`;
  const checkout = ticketOrderFormOf(await page(checkoutPath));
  if (!checkout) throw new Error(`${checkoutPath} has no plain ticket order form`);
  if (!checkout.methods.includes('payos')) {
    throw new Error(`${checkoutPath} offers no PayOS payment (${checkout.methods.join(', ')})`);
  }

  // A valid Vietnamese mobile number and an address of its own for every booking.
  const stamp = String(Date.now());
  const email = `bench-${stamp}@example.vn`;
  const payPath = await post(checkout.action, [
    ...checkout.fields,
    ['fullName', 'Khách Đo Tốc Độ'],
    ['phone', `09${stamp.slice(-8)}`],
    ['email', email],
    ['paymentMethod', 'payos'],
  ]);
  if (!payPath.startsWith('/api/payments/sandbox/pay/')) {
    throw new Error(`the order went to ${payPath}, not the payment sandbox (PAYMENT_SANDBOX=1?)`);
  }
  const token = sandboxPayTokenOf(await page(payPath));
  if (!token) throw new Error(`${payPath} has no Pay form`);
  const successPath = await post(payPath, [
    ['token', token],
    ['action', 'pay'],
  ]);
  const orderCode = new URL(successPath, origin).searchParams.get('order');
  if (!orderCode) throw new Error(`paying went to ${successPath}, not the success page`);

  // Without JavaScript the success page names the order only (the tickets come by email); with it,
  // the page asks payment.getStatus with the buyer's contact and links each e-ticket. So does this.
  const status = await request(
    batchUrl(origin, [
      { procedure: 'payment.getStatus', input: { orderCode, contact: { email } } },
    ]),
  );
  const answer = await status.json();
  const order = Array.isArray(answer) ? answer[0]?.result?.data : null;
  const eTicket = eTicketOf(order);
  if (!eTicket) {
    throw new Error(`order ${orderCode} has no e-ticket (${status.status}, ${order?.status})`);
  }
  const html = await page(eTicket.path);
  if (!html.includes(eTicket.code))
    throw new Error(`${eTicket.path} does not show ${eTicket.code}`);
  return { ...eTicket, orderCode, day };
}
