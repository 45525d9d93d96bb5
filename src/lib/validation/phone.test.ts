import { checkoutInput } from './checkout';
import { formatPhone, phoneSchema, samePhone, toE164 } from './phone';

describe('phone numbers from anywhere', () => {
  it.each([
    ['0912 345 678', '+84912345678'],
    ['0912.345.678', '+84912345678'],
    ['+84 912 345 678', '+84912345678'],
    ['0212 3868 868', '+842123868868'],
    ['+44 7700 900123', '+447700900123'],
    ['0044 7700 900123', '+447700900123'],
    ['+44 (0) 7700 900123', '+447700900123'],
    ['+1 202 555 0143', '+12025550143'],
  ])('stores %s as %s', (typed, e164) => {
    expect(phoneSchema.parse(typed)).toBe(e164);
  });

  it.each(['12345', '0912345', '+84 91234567890', '+1 555 0100', 'abc', '+999 1234567'])(
    'refuses %s with the spec message',
    (typed) => {
      const result = phoneSchema.safeParse(typed);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Số điện thoại không hợp lệ');
    },
  );

  it('shows Vietnamese numbers in the national form and others internationally', () => {
    expect(formatPhone('+84912345678')).toBe('0912 345 678');
    expect(formatPhone('+447700900123')).toBe('+44 7700 900123');
    // A row stored before E.164 reads the same; one that never parsed is shown as stored.
    expect(formatPhone('0912345678')).toBe('0912 345 678');
    expect(formatPhone('not a phone')).toBe('not a phone');
  });

  it('compares numbers written in any form', () => {
    expect(samePhone('0912345678', '+84 912 345 678')).toBe(true);
    expect(samePhone('+447700900123', '+44 7700 900123')).toBe(true);
    expect(samePhone('07700 900123', '+447700900123')).toBe(false);
    expect(toE164('')).toBeNull();
  });

  it('ships goods within Việt Nam only, while the buyer may call from abroad', () => {
    const base = {
      cartId: `guest_${Date.now().toString(36)}_${'a'.repeat(22)}`,
      idempotencyKey: 'k'.repeat(20),
      contact: { email: 'jane@example.co.uk', phone: '+44 7700 900123' },
      shipping: {
        fullName: 'Jane Doe',
        phone: '+44 7700 900123',
        address: '1 Lê Lợi',
        provinceCode: '14',
        wardCode: '03646',
        postalCode: '',
      },
      notes: null,
      paymentMethod: 'cod',
    };
    const parsed = checkoutInput.parse(base);
    expect(parsed.contact.phone).toBe('+447700900123');
    expect(parsed.shipping.country).toBe('VN');
    const abroad = checkoutInput.safeParse({
      ...base,
      shipping: { ...base.shipping, country: 'GB' },
    });
    expect(abroad.error?.issues[0]).toMatchObject({
      path: ['shipping', 'country'],
      message: 'Chỉ giao hàng trong Việt Nam',
    });
  });
});
