import { useDeviceCookieSecret } from '../services/auth/device-cookies';
import {
  draftClearCookie,
  draftSetCookie,
  orderProofSetCookie,
  readDraft,
  readOrderProof,
} from './plain-form-state';
import { seal, unseal } from './sealed-cookie';

/** The Cookie request header a browser sends back for a Set-Cookie header. */
const sentBack = (setCookie: string) => setCookie.split(';', 1)[0] ?? '';

beforeAll(() => useDeviceCookieSecret(Buffer.alloc(32, 7)));
afterAll(() => useDeviceCookieSecret(undefined));

describe('the plain checkouts\u2019 sealed cookies', () => {
  it('give back the typed fields, and only known ones, never the idempotency key', () => {
    const posted = new URLSearchParams({
      'contact.email': 'may@example.vn',
      'contact.phone': '0912345678',
      'shipping.fullName': 'Lò Văn Páo',
      'invoice.requested': 'on',
      'invoice.taxCode': '0100109106',
      idempotencyKey: 'f'.repeat(32),
      step: 'area',
      stranger: 'x',
    });
    const setCookie = draftSetCookie('goods', posted);
    expect(setCookie).toMatch(/; HttpOnly; SameSite=Lax/);
    expect(setCookie).not.toContain('may@example.vn');
    expect(setCookie).not.toContain('0912345678');
    expect(readDraft('goods', sentBack(setCookie))).toEqual({
      'contact.email': 'may@example.vn',
      'contact.phone': '0912345678',
      'shipping.fullName': 'Lò Văn Páo',
      'invoice.requested': 'on',
      'invoice.taxCode': '0100109106',
    });
    // Each form reads its own cookie only.
    expect(readDraft('tickets', sentBack(setCookie))).toEqual({});
    expect(draftClearCookie('goods')).toMatch(/^checkout_draft=; Path=\/; Max-Age=0;/);
  });

  it('prove an order only for its own code, and refuse an altered or foreign value', () => {
    const cookie = sentBack(orderProofSetCookie('NM-ABCDEFGH', 'may@example.vn'));
    expect(readOrderProof(cookie, 'NM-ABCDEFGH')).toEqual({ email: 'may@example.vn' });
    expect(readOrderProof(cookie, 'NM-ZZZZZZZZ')).toBeNull();
    const value = cookie.slice(cookie.indexOf('=') + 1);
    const flipped = `${value.slice(0, -2)}${value.endsWith('AA') ? 'BB' : 'AA'}`;
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(readOrderProof(`placed_order=${flipped}`, 'NM-ABCDEFGH')).toBeNull();
    // A draft's value is not a proof: each purpose has its own key.
    const draft = seal('form-draft', { orderCode: 'NM-ABCDEFGH', email: 'x@y.vn' }, 60);
    expect(readOrderProof(`placed_order=${draft ?? ''}`, 'NM-ABCDEFGH')).toBeNull();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('expire', () => {
    jest.useFakeTimers({ now: Date.parse('2026-01-01T00:00:00Z') });
    const value = seal('order-proof', { orderCode: 'NM-ABCDEFGH' }, 60);
    jest.setSystemTime(Date.parse('2026-01-01T00:00:59Z'));
    expect(unseal('order-proof', value)).toEqual({ orderCode: 'NM-ABCDEFGH' });
    jest.setSystemTime(Date.parse('2026-01-01T00:01:01Z'));
    expect(unseal('order-proof', value)).toBeNull();
    jest.useRealTimers();
  });
});
