import { cartCookieOf, skuOfPlainForm } from './cart-line.mjs';

describe('the cart line the bench buys', () => {
  it("takes the first SKU of the product page's plain add-to-cart form", () => {
    const html = `<form action="/search"><input name="sku" value="NOT-THIS"/></form>
      <form class="grid" action="/api/forms/cart-item" method="post">
        <select id="buy-sku" name="sku"><option value="NM-COFFEE-M-250">250 g</option>
        <option value="NM-COFFEE-M-500">500 g</option></select></form>`;
    expect(skuOfPlainForm(html)).toBe('NM-COFFEE-M-250');
    expect(
      skuOfPlainForm(
        '<form action="/api/forms/cart-item"><input type="hidden" name="sku" value="NM-MUG-WHT"/></form>',
      ),
    ).toBe('NM-MUG-WHT');
    expect(skuOfPlainForm('<p>sold out</p>')).toBeNull();
  });

  it('reads the guest cart id from the answer cookies', () => {
    expect(
      cartCookieOf([
        'NEXT_LOCALE=vi; Path=/',
        'cart_session_id=guest_abc123_xyz; Path=/; Max-Age=31536000; SameSite=Lax',
      ]),
    ).toEqual({ name: 'cart_session_id', value: 'guest_abc123_xyz' });
    expect(cartCookieOf(['NEXT_LOCALE=vi; Path=/'])).toBeNull();
  });
});
