import { readCheckoutQuery, refusalFor, refusalQuery } from './order-form';

const TYPES = ['ve-nguoi-lon', 've-tre-em'];

describe('the plain booking form’s refusals', () => {
  it('chooses the same message as the enhanced form for each tRPC code', () => {
    expect(refusalFor('CONFLICT', null)).toBe('notEnoughSeats');
    expect(refusalFor('TOO_MANY_REQUESTS', null)).toBe('tooManyRequests');
    expect(refusalFor('BAD_REQUEST', 'day-closed')).toBe('refusal:day-closed');
    expect(refusalFor('NOT_FOUND', null)).toBe('selectionInvalid');
    expect(refusalFor('INTERNAL_SERVER_ERROR', null)).toBe('processingError');
  });

  it('names a refused voucher by its reason, an exhausted one too (a CONFLICT, not seats)', () => {
    expect(refusalFor('BAD_REQUEST', 'voucher-unknown')).toBe('refusal:voucher-unknown');
    expect(refusalFor('CONFLICT', 'voucher-exhausted')).toBe('refusal:voucher-exhausted');
    const query = refusalQuery(
      { day: '2026-12-10', quantities: { 've-nguoi-lon': 1 } },
      TYPES,
      'refusal:voucher-exhausted',
      {
        'invoice.taxCode': { key: 'invalidText' },
        voucherCode: { key: 'max', values: { max: 32 } },
      },
    );
    expect(readCheckoutQuery(query, TYPES)).toMatchObject({
      refusal: 'refusal:voucher-exhausted',
      errors: {
        'invoice.taxCode': { key: 'invalidText' },
        voucherCode: { key: 'max', values: { max: 32 } },
      },
    });
  });

  it('carries the booking, the refusal and the buyer fields’ errors through the address', () => {
    const query = refusalQuery(
      { day: '2026-12-10', quantities: { 've-nguoi-lon': 2 } },
      TYPES,
      'invalidForm',
      { fullName: { key: 'required' }, email: { key: 'max', values: { max: 254 } } },
    );
    expect(query.toString()).toBe(
      'day=2026-12-10&ve-nguoi-lon=2&error=invalidForm&e.fullName=required&e.email=max%3A254',
    );
    expect(readCheckoutQuery(query, TYPES)).toEqual({
      choice: { day: '2026-12-10', quantities: { 've-nguoi-lon': 2 } },
      refusal: 'invalidForm',
      errors: { fullName: { key: 'required' }, email: { key: 'max', values: { max: 254 } } },
    });
  });

  it('ignores refusals and messages it does not know (the address is typed by anyone)', () => {
    const query = new URLSearchParams(
      'day=2026-13-40&ve-la=3&error=%3Cscript%3E&e.fullName=oops&e.phone=phone',
    );
    expect(readCheckoutQuery(query, TYPES)).toEqual({
      choice: null,
      refusal: null,
      errors: { phone: { key: 'phone' } },
    });
    expect(readCheckoutQuery(new URLSearchParams('error=refusal:day-closed'), TYPES).refusal).toBe(
      'refusal:day-closed',
    );
  });
});
