/** @jest-environment jsdom */
import {
  cartLineCount,
  forgetGuestLines,
  guestCartHasLines,
  setCartLineCount,
  subscribeCart,
} from './cart-state';

describe('cart state', () => {
  beforeEach(() => localStorage.clear());

  it('starts at zero and tells subscribers about a new count', () => {
    const listener = jest.fn();
    const stop = subscribeCart(listener);
    expect(cartLineCount()).toBe(0);
    setCartLineCount(3, true);
    expect(cartLineCount()).toBe(3);
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    setCartLineCount(1, true);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('remembers that the guest cart has lines until the merge forgets it', () => {
    setCartLineCount(2, true);
    expect(guestCartHasLines()).toBe(true);
    forgetGuestLines();
    expect(guestCartHasLines()).toBe(false);
    // A signed-in user's count says nothing about the guest cart.
    setCartLineCount(5, false);
    expect(guestCartHasLines()).toBe(false);
  });

  it('ignores a stored count that is not a whole positive number', () => {
    localStorage.setItem('cart_line_count', 'abc');
    expect(cartLineCount()).toBe(0);
    localStorage.setItem('cart_line_count', '-2');
    expect(cartLineCount()).toBe(0);
  });
});
