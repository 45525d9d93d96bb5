// Guest orders in the account on both dialects: typing an account's email at checkout
// does not put the order in that account; the signed link mailed at registration (or on request)
// does, for the orders placed before and after it. Forged, expired or foreign links do nothing.
import { setUpTempOutbox } from '@/testing/mail-outbox';
import { setUpTicketSigningKey } from '@/testing/paid-tickets';
import { checkoutFor, newGuestCartId } from '@/testing/shop';
import { browserHeaders, callerFor, describeEachDialect, signUp } from '@/testing/stores';
import { setStockLevel } from '../inventory/inventory';
import { settleDeliveries } from '../mail/outbox';
import { verifyEmail } from './email-verification';

jest.setTimeout(60_000);
setUpTempOutbox('verify-email-');
setUpTicketSigningKey();

let ip = 0;
const client = () => browserHeaders({ 'x-forwarded-for': `192.0.2.${(ip += 1) % 250}` });
const password = 'mây-trên-đỉnh-tà-xùa';

describeEachDialect('guest orders in the account', ({ store }) => {
  afterEach(() => settleDeliveries());

  async function guestOrder(email: string) {
    await setStockLevel(store(), 'NM-CARD-6', 40);
    const api = await callerFor(store(), { headers: client(), http: { method: 'POST' } });
    const cartId = newGuestCartId();
    await api.cart.addItem({ cartId, sku: 'NM-CARD-6', quantity: 1 });
    const input = checkoutFor(cartId);
    return api.checkout.placeOrder({ ...input, contact: { ...input.contact, email } });
  }

  async function verificationLinks(email: string) {
    const rows = await store()
      .db.selectFrom('mail_outbox')
      .select(['body_text', 'locale'])
      .where('to_address', '=', email)
      .where('kind', '=', 'email-verification')
      .orderBy('created_at')
      .execute();
    return rows.map((row) => {
      const link = /https?:\/\/\S+\/api\/account\/verify-email\?\S+/.exec(row.body_text)?.[0];
      return new URL(link ?? 'http://invalid/');
    });
  }

  it('links guest orders only once the email is verified by the mailed link', async () => {
    const email = `lan.${Date.now()}@example.vn`;
    const before = await guestOrder(email);

    const guest = await callerFor(store(), { headers: client(), http: { method: 'POST' } });
    const { accessToken, user } = await signUp(guest, {
      email,
      password,
      confirmPassword: password,
      firstName: 'Lan',
      locale: 'en',
    });
    expect(user.emailVerified).toBe(false);
    const me = await callerFor(store(), {
      headers: browserHeaders({ authorization: `Bearer ${accessToken}` }),
      http: { method: 'POST' },
    });
    // The same email typed at checkout is not proof: the order stays out of the account.
    expect(await me.order.listMine()).toEqual([]);
    await expect(me.order.get({ orderCode: before.orderCode })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });

    const [link] = await verificationLinks(email);
    expect(link?.searchParams.get('locale')).toBe('en');
    const token = link?.searchParams.get('token') ?? '';
    // A forged signature, or a link opened after three days, does nothing.
    const forged = `${token.slice(0, -4)}${token.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
    expect(await verifyEmail(store(), forged)).toEqual({ ok: false });
    const late = new Date(Date.now() + 4 * 24 * 60 * 60_000);
    expect(await verifyEmail(store(), token, late)).toEqual({ ok: false });
    expect(await me.order.listMine()).toEqual([]);

    expect(await verifyEmail(store(), token)).toEqual({ ok: true, linkedOrders: 1 });
    expect((await me.profile.getMyProfile()).emailVerified).toBe(true);
    expect((await me.order.listMine()).map((o) => o.orderCode)).toEqual([before.orderCode]);
    expect((await me.order.get({ orderCode: before.orderCode })).orderCode).toBe(before.orderCode);
    // Opening the link again is harmless; a guest order placed later joins too.
    expect(await verifyEmail(store(), token)).toEqual({ ok: true, linkedOrders: 0 });
    const after = await guestOrder(email);
    expect((await me.order.listMine()).map((o) => o.orderCode).sort()).toEqual(
      [before.orderCode, after.orderCode].sort(),
    );
  });

  it('mails a new link on request, proves only the email it names, and never another account', async () => {
    const email = `binh.${Date.now()}@example.vn`;
    const other = `khanh.${Date.now()}@example.vn`;
    await guestOrder(other);
    const guest = await callerFor(store(), { headers: client(), http: { method: 'POST' } });
    const { accessToken } = await signUp(guest, {
      email,
      password,
      confirmPassword: password,
      firstName: 'Bình',
    });
    const me = await callerFor(store(), {
      headers: browserHeaders({ authorization: `Bearer ${accessToken}` }),
      http: { method: 'POST' },
    });
    expect(await me.profile.requestEmailVerification({ locale: 'vi' })).toEqual({ sent: true });
    const links = await verificationLinks(email);
    expect(links).toHaveLength(2);
    // The email changed after the link was sent: the link proves the old address, not the new.
    await store()
      .db.updateTable('users')
      .set({ email: other })
      .where('email', '=', email)
      .execute();
    expect(await verifyEmail(store(), links[1]?.searchParams.get('token') ?? '')).toEqual({
      ok: false,
    });
    expect(await me.order.listMine()).toEqual([]);
    await expect(me.profile.requestEmailVerification({ locale: 'vi' })).resolves.toEqual({
      sent: true,
    });
  });
});
