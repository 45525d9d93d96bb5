// The cart and the checkout are measured as a buyer sees them: with a line in the cart. The line is
// added the way a visitor without JavaScript adds one (the product page's plain form, which answers
// with the guest cart's cookie), so the bench needs no knowledge of the API's shapes.
import { assertLoopback } from './load.mjs';

const CART_COOKIE = 'cart_session_id';

/** The first SKU the product page's plain add-to-cart form offers. */
export function skuOfPlainForm(html) {
  const form = /<form[^>]*action="\/api\/forms\/cart-item"[\s\S]*?<\/form>/.exec(html)?.[0];
  if (!form) return null;
  const field =
    /<select[^>]*name="sku"[\s\S]*?<option[^>]*value="([^"]+)"/.exec(form) ??
    /<input[^>]*name="sku"[^>]*value="([^"]+)"/.exec(form);
  return field?.[1] ?? null;
}

/** The guest cart id in a response's Set-Cookie headers. */
export function cartCookieOf(setCookies) {
  for (const header of setCookies) {
    const [pair] = header.split(';', 1);
    const [name, value] = pair.split('=', 2);
    if (name.trim() === CART_COOKIE && value) return { name: CART_COOKIE, value };
  }
  return null;
}

/**
 * A new guest cart holding one unit of the product page's first SKU: `{ name, value }` of its
 * cookie. Throws when the page has no plain form or the site refuses the line.
 */
export async function cartWithALine(origin, productPath) {
  assertLoopback(origin);
  const page = await fetch(origin + productPath, { signal: AbortSignal.timeout(15_000) });
  const sku = skuOfPlainForm(await page.text());
  if (!sku) throw new Error(`${productPath} has no plain add-to-cart form`);
  const response = await fetch(`${origin}/api/forms/cart-item`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    body: new URLSearchParams({ sku, quantity: '1', locale: 'vi' }).toString(),
    redirect: 'manual',
    signal: AbortSignal.timeout(15_000),
  });
  const location = response.headers.get('location') ?? '';
  if (response.status !== 303 || location.includes('?')) {
    throw new Error(`adding ${sku} to a cart answered ${response.status} ${location}`);
  }
  const cookie = cartCookieOf(response.headers.getSetCookie());
  if (!cookie) throw new Error(`adding ${sku} to a cart set no ${CART_COOKIE} cookie`);
  return { ...cookie, sku };
}
