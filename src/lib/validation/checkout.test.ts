import { ticketPlaceOrderInput } from '@/lib/tickets/ticket-schemas';
import { checkoutInput } from './checkout';

// DESIGN.md §17: `billing?` and `notes?` are optional and `postalCode` is not required; a client
// that leaves them out (rather than sending null) must be able to place an order.
describe('the placeOrder inputs accept the optional fields left out', () => {
  const shipping = {
    fullName: 'Nguyễn Văn An',
    phone: '0912345678',
    address: '12 Lê Lợi',
    provinceCode: '15',
    wardCode: '03006',
  };
  const billing = {
    ...shipping,
    provinceCode: undefined,
    wardCode: undefined,
    city: 'Sa Pa',
    state: 'Lào Cai',
  };

  it('checkout.placeOrder without notes, postalCode, billing, country or locale', () => {
    const result = checkoutInput.safeParse({
      cartId: `guest_mfk2x0a1_${'a'.repeat(22)}`,
      idempotencyKey: 'k'.repeat(20),
      contact: { email: 'an@example.vn', phone: '0912345678' },
      shipping,
      paymentMethod: 'cod',
    });
    expect(result.error?.issues).toBeUndefined();
    expect(result.data).toMatchObject({
      notes: null,
      billingSameAsShipping: true,
      locale: 'vi',
      shipping: { postalCode: null, country: 'VN' },
    });
    expect(result.data?.billing).toBeUndefined();
  });

  it('a separate billing address may leave its postal code out too', () => {
    const result = checkoutInput.safeParse({
      cartId: `guest_mfk2x0a1_${'a'.repeat(22)}`,
      idempotencyKey: 'k'.repeat(20),
      contact: { email: 'an@example.vn', phone: '0912345678' },
      shipping,
      billingSameAsShipping: false,
      billing,
      paymentMethod: 'payos',
    });
    expect(result.error?.issues).toBeUndefined();
    expect(result.data?.billing?.postalCode).toBeNull();
  });

  it('ticket.placeOrder without a locale', () => {
    const result = ticketPlaceOrderInput.safeParse({
      idempotencyKey: 'k'.repeat(20),
      visitDate: '2030-01-02',
      lines: [{ ticketType: 've-nguoi-lon', quantity: 2 }],
      buyer: { fullName: 'Nguyễn Văn An', email: 'an@example.vn', phone: '0912345678' },
      paymentMethod: 'payos',
    });
    expect(result.error?.issues).toBeUndefined();
    expect(result.data?.locale).toBe('vi');
  });
});
