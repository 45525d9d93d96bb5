import { ORDER_CODE_PATTERN as ORDER_CODE_RULE } from '@/lib/validation/checkout';
import { TICKET_CODE_PATTERN as TICKET_CODE_RULE } from './ticket-schemas';
import { contactFromText, ticketBuyerSchema, validateFields } from './buyer-form';
import { normalizeTicketCode, ORDER_CODE_PATTERN, TICKET_CODE_PATTERN } from './ticket-code';

describe('ticket buyer form', () => {
  it('accepts a buyer and normalises the phone and email', () => {
    const result = validateFields(ticketBuyerSchema, {
      fullName: '  Nguyễn Văn An ',
      phone: '0912 345 678',
      email: 'An@Example.VN',
    });
    expect(result).toEqual({
      ok: true,
      data: { fullName: 'Nguyễn Văn An', phone: '+84912345678', email: 'an@example.vn' },
    });
  });

  it('gives the spec message kind per field', () => {
    const result = validateFields(ticketBuyerSchema, {
      fullName: 'A\u202Eb',
      phone: '12345',
      email: '',
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        fullName: { key: 'invalidText' },
        phone: { key: 'phone' },
        email: { key: 'required' },
      },
    });
  });

  it('reads one contact box as an email or a phone', () => {
    expect(contactFromText('an@example.vn')).toEqual({
      ok: true,
      contact: { email: 'an@example.vn' },
    });
    expect(contactFromText('0912.345.678')).toEqual({
      ok: true,
      contact: { phone: '+84912345678' },
    });
    expect(contactFromText('an@')).toEqual({ ok: false, error: { key: 'email' } });
    expect(contactFromText(' ')).toEqual({ ok: false, error: { key: 'required' } });
  });

  it('accepts a ticket code typed without its prefix or in lower case', () => {
    expect(normalizeTicketCode(' ab12cd34ef ')).toBe('VE-AB12CD34EF');
    expect(TICKET_CODE_PATTERN.test(normalizeTicketCode('ve-ab12cd34ef'))).toBe(true);
    expect(TICKET_CODE_PATTERN.test('VE-AB12CD34EI')).toBe(false);
  });

  it('checks codes with the very patterns of the procedures', () => {
    expect(TICKET_CODE_PATTERN.source).toBe(TICKET_CODE_RULE.source);
    expect(ORDER_CODE_PATTERN.source).toBe(ORDER_CODE_RULE.source);
  });
});
