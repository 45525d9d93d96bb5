// The product page's plain add-to-cart form (buying works without JavaScript). It is
// cart.addItem, called in process with this request's address (same schema, service and rate
// limit), on the guest cart whose id the cart_session_id cookie keeps; a visitor without one gets
// a new id in that cookie, which the enhanced cart takes over once scripts run (lib/cart/cart-id).
import { TRPCError } from '@trpc/server';
import { hrefFor } from '@/i18n/routing';
import { cartIdCookie, cartIdFromCookies, createGuestCartId } from '@/lib/cart/cart-id';
import { addItemRefusal, checkoutRefusalQuery } from '@/lib/cart/checkout-plain-form';
import { getStore } from '@/server/db';
import { readPostedForm, sameSiteForm, seeOther } from '@/server/http/form-post';
import { createCaller } from '@/server/root';
import { createContext } from '@/server/trpc';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  const refused = sameSiteForm(request);
  if (refused) return refused;
  const form = await readPostedForm(request);
  if (form instanceof Response) return form;

  const locale = form.get('locale') === 'en' ? 'en' : 'vi';
  const checkout = hrefFor(locale, 'checkout');
  const known = cartIdFromCookies(request.headers.get('cookie') ?? '');
  const cartId = known ?? createGuestCartId();
  const caller = createCaller(
    await createContext({ store: await getStore(), headers: request.headers }),
  );
  let answer: Response;
  try {
    await caller.cart.addItem({
      cartId,
      sku: form.get('sku') ?? '',
      quantity: Number(form.get('quantity') ?? '1'),
      locale,
    });
    answer = seeOther(checkout);
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
    if (error.code === 'INTERNAL_SERVER_ERROR') {
      console.error('[cart] adding from the plain form failed', error);
    }
    answer = seeOther(`${checkout}?${checkoutRefusalQuery(addItemRefusal(error.code)).toString()}`);
  }
  if (!known) {
    const secure = (request.headers.get('x-forwarded-proto') ?? new URL(request.url).protocol)
      .replace(':', '')
      .startsWith('https');
    answer.headers.append('set-cookie', cartIdCookie(cartId, secure));
  }
  return answer;
}
