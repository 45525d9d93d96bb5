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
  'shipping.provinceCode': '79',
  'shipping.wardCode': '26743',
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
    expect(result.data.shipping).toMatchObject({ provinceCode: '79', wardCode: '26743' });
    expect(result.data.invoice).toBeUndefined();
  });

  it('asks for the province and ward when none is chosen', () => {
    const result = validateCheckout(
      form({ ...filled, 'shipping.provinceCode': '', 'shipping.wardCode': '' }),
      request,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors['shipping.provinceCode']).toEqual({ key: 'area' });
    expect(result.errors['shipping.wardCode']).toEqual({ key: 'area' });
  });

  it('adds a valid invoice request, and names a wrong tax code beside other errors', () => {
    const company = {
      'invoice.requested': 'on',
      'invoice.kind': 'company',
      'invoice.companyName': 'Công ty TNHH Mây',
      'invoice.taxCode': '0100109106',
      'invoice.address': '1 Lê Lợi',
      'invoice.email': 'hoadon@example.vn',
    };
    const ok = validateCheckout(form({ ...filled, ...company }), request);
    expect(ok.ok ? ok.data.invoice : ok.errors).toEqual({
      companyName: 'Công ty TNHH Mây',
      taxCode: '0100109106',
      address: '1 Lê Lợi',
      email: 'hoadon@example.vn',
    });
    const wrong = validateCheckout(
      form({ ...filled, ...company, 'invoice.taxCode': '0100109107', 'contact.email': 'x' }),
      request,
    );
    expect(wrong.ok ? null : wrong.errors).toEqual({
      'invoice.taxCode': { key: 'taxCode' },
      'contact.email': { key: 'email' },
    });
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
