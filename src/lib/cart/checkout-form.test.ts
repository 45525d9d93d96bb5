/** @jest-environment jsdom */
import { validateCheckout } from './checkout-form';

const request = {
  cartId: `guest_${Date.now().toString(36)}_${'a'.repeat(32)}`,
  idempotencyKey: 'key-0123456789abcdef',
  locale: 'vi' as const,
};

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
}

const filled = {
  'contact.email': 'an@example.vn',
  'contact.phone': '0912 345 678',
  'shipping.fullName': 'Nguyễn Văn An',
  'shipping.phone': '0912345678',
  'shipping.address': '12 Lê Lợi',
  'shipping.city': 'Quận 1',
  'shipping.state': 'TP. Hồ Chí Minh',
  'shipping.country': 'VN',
  'shipping.postalCode': '',
  billingSameAsShipping: 'on',
  paymentMethod: 'cod',
};

describe('checkout form', () => {
  it('turns a filled form into placeOrder input', () => {
    const result = validateCheckout(form(filled), request);
    expect(result.ok ? null : result.errors).toBeNull();
    if (!result.ok) return;
    expect(result.data.contact.phone).toBe('+84912345678');
    expect(result.data.billingSameAsShipping).toBe(true);
    expect(result.data.billing).toBeUndefined();
    expect(result.data.shipping.country).toBe('VN');
    expect(result.data.paymentMethod).toBe('cod');
  });

  it('names each wrong field with the spec message kind', () => {
    const result = validateCheckout(
      form({
        ...filled,
        'contact.email': 'an@',
        'contact.phone': '12345',
        'shipping.fullName': '',
      }),
      request,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors['contact.email']).toEqual({ key: 'email' });
    expect(result.errors['contact.phone']).toEqual({ key: 'phone' });
    expect(result.errors['shipping.fullName']).toEqual({ key: 'required' });
  });

  it('asks for the billing address when it differs from shipping', () => {
    const rest: Record<string, string> = { ...filled };
    delete rest.billingSameAsShipping;
    const result = validateCheckout(form(rest), request);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors['billing.fullName']).toEqual({ key: 'required' });
    expect(result.errors['billing.address']).toEqual({ key: 'required' });
  });

  it('refuses a note that is too long', () => {
    const result = validateCheckout(form({ ...filled, notes: 'x'.repeat(1001) }), request);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.notes).toEqual({ key: 'max', values: { max: 1000 } });
  });
});
