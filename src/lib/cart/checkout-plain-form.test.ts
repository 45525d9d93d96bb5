import {
  addItemRefusal,
  checkoutRefusalQuery,
  placeOrderRefusal,
  readCheckoutRefusal,
} from './checkout-plain-form';

describe('the plain checkout form’s refusals', () => {
  it('chooses the enhanced form’s message for each tRPC code', () => {
    expect(placeOrderRefusal('CONFLICT')).toBe('conflict');
    expect(placeOrderRefusal('BAD_REQUEST')).toBe('invalidForm');
    expect(placeOrderRefusal('FORBIDDEN')).toBe('cart.disabled');
    expect(placeOrderRefusal('TOO_MANY_REQUESTS')).toBe('tooManyRequests');
    expect(placeOrderRefusal('INTERNAL_SERVER_ERROR')).toBe('processingError');
    expect(addItemRefusal('NOT_FOUND')).toBe('cart.notFound');
    expect(addItemRefusal('BAD_REQUEST')).toBe('cart.addError');
  });

  it('names a refused voucher by its reason, and reads back only the voucher’s reasons', () => {
    expect(placeOrderRefusal('BAD_REQUEST', 'voucher-min-subtotal')).toBe(
      'voucher.voucher-min-subtotal',
    );
    expect(placeOrderRefusal('CONFLICT', 'voucher-exhausted')).toBe('voucher.voucher-exhausted');
    expect(placeOrderRefusal('CONFLICT', 'not-a-voucher')).toBe('conflict');
    const read = (error: string) => readCheckoutRefusal(new URLSearchParams({ error })).refusal;
    expect(read('voucher.voucher-expired')).toBe('voucher.voucher-expired');
    expect(read('voucher.day-closed')).toBeNull();
    expect(read('voucher.')).toBeNull();
  });

  it('carries the refusal and the fields’ errors through the address', () => {
    const query = checkoutRefusalQuery('invalidForm', {
      'shipping.address': { key: 'required' },
      'contact.email': { key: 'email' },
    });
    expect(readCheckoutRefusal(query)).toEqual({
      refusal: 'invalidForm',
      errors: { 'shipping.address': { key: 'required' }, 'contact.email': { key: 'email' } },
    });
  });

  it('drops refusals and fields it does not know', () => {
    expect(readCheckoutRefusal(new URLSearchParams('error=cart.hack&e.password=required'))).toEqual(
      { refusal: null, errors: {} },
    );
  });
});
