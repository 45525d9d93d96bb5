// The goods checkout's plain form (buying works without JavaScript). It posts the
// enhanced form's own fields, read and validated by the same code (lib/cart/checkout-form.ts), and
// places the order through checkout.placeOrder in process (same schema, service and rate limits)
// for the guest cart in the cart_session_id cookie. A placed order goes on to its payment page; a
// refusal goes back to the checkout, which shows it in the visitor's language.
import { TRPCError } from '@trpc/server';
import { hrefFor } from '@/i18n/routing';
import { cartIdFromCookies } from '@/lib/cart/cart-id';
import { validateCheckout } from '@/lib/cart/checkout-form';
import {
  checkoutRefusalQuery,
  placeOrderRefusal,
  type CheckoutRefusal,
} from '@/lib/cart/checkout-plain-form';
import type { CheckoutErrors } from '@/lib/cart/checkout-form';
import { getStore } from '@/server/db';
import { readPostedForm, sameSiteForm, seeOther } from '@/server/http/form-post';
import {
  draftClearCookie,
  draftSetCookie,
  orderProofSetCookie,
} from '@/server/http/plain-form-state';
import { DomainError } from '@/server/services/errors';
import { createCaller } from '@/server/root';
import { createContext } from '@/server/trpc';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  const refused = sameSiteForm(request);
  if (refused) return refused;
  const posted = await readPostedForm(request);
  if (posted instanceof Response) return posted;

  const locale = posted.get('locale') === 'en' ? 'en' : 'vi';
  // The typed fields go back in a sealed cookie, never in the address; the province (no one's
  // personal data) stays in it, so its wards are listed again.
  const backTo = (query: URLSearchParams) => {
    const province = posted.get('shipping.provinceCode') ?? '';
    if (/^\d{2}$/.test(province)) query.set('province', province);
    const search = query.toString();
    return seeOther(`${hrefFor(locale, 'checkout')}${search ? `?${search}` : ''}`, [
      draftSetCookie('goods', posted),
    ]);
  };
  const back = (refusal: CheckoutRefusal, errors?: CheckoutErrors) =>
    backTo(checkoutRefusalQuery(refusal, errors));
  // "Xem phường/xã": the whole form was posted so that nothing typed is lost while the wards load;
  // "Áp dụng" likewise, and the checkout prices the typed code.
  const step = posted.get('step');
  if (step === 'area' || step === 'voucher') return backTo(new URLSearchParams());
  const cartId = cartIdFromCookies(request.headers.get('cookie') ?? '');
  if (!cartId) return back('emptyCart');

  const form = new FormData();
  for (const [key, value] of posted) form.append(key, value);
  const parsed = validateCheckout(form, {
    cartId,
    idempotencyKey: posted.get('idempotencyKey') ?? '',
    locale,
  });
  if (!parsed.ok) return back('invalidForm', parsed.errors);

  const caller = createCaller(
    await createContext({ store: await getStore(), headers: request.headers }),
  );
  try {
    const order = await caller.checkout.placeOrder(parsed.data);
    return seeOther(
      order.payment?.checkoutUrl ??
        `${hrefFor(locale, 'checkoutSuccess')}?order=${encodeURIComponent(order.orderCode)}`,
      [orderProofSetCookie(order.orderCode, parsed.data.contact.email), draftClearCookie('goods')],
    );
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
    if (error.code === 'INTERNAL_SERVER_ERROR') {
      console.error('[checkout] placing an order from the plain form failed', error);
    }
    const reason = error.cause instanceof DomainError ? error.cause.reason : null;
    return back(placeOrderRefusal(error.code, reason));
  }
}
