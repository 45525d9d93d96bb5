import { reasonAmong, refusalOf, refusalValues } from './refusal';
import { serverError } from '@/testing/trpc-client-error';
import { VOUCHER_REASONS } from './reasons';

describe('refusalOf', () => {
  it('reads the key, the code and the other details of a refusal', () => {
    const error = serverError('Không đủ hàng cho một số sản phẩm', {
      code: 'CONFLICT',
      details: { reason: 'not-enough-stock', lines: [{ sku: 'A', name: 'Áo', left: 1 }] },
    });
    expect(refusalOf(error)).toEqual({
      reason: 'not-enough-stock',
      code: 'CONFLICT',
      details: { lines: [{ sku: 'A', name: 'Áo', left: 1 }] },
    });
  });

  it('keeps the code and no key for errors that are not a refusal', () => {
    expect(refusalOf(serverError('Dữ liệu không hợp lệ', { code: 'BAD_REQUEST' }))).toEqual({
      reason: null,
      code: 'BAD_REQUEST',
      details: {},
    });
    expect(refusalOf(new TypeError('Failed to fetch'))).toEqual({
      reason: null,
      code: null,
      details: {},
    });
  });

  it('drops a key the table does not know (an older server, a typo)', () => {
    const error = serverError('x', { code: 'CONFLICT', details: { reason: 'no-such-rule' } });
    expect(refusalOf(error).reason).toBeNull();
  });

  it("narrows to the keys a page explains, and gives the key's values", () => {
    const voucher = refusalOf(
      serverError('x', { code: 'BAD_REQUEST', details: { reason: 'voucher-expired' } }),
    );
    expect(reasonAmong(voucher, VOUCHER_REASONS)).toBe('voucher-expired');
    const stock = refusalOf(
      serverError('x', { code: 'CONFLICT', details: { reason: 'not-enough-stock' } }),
    );
    expect(reasonAmong(stock, VOUCHER_REASONS)).toBeNull();
    expect(refusalValues({ max: 50, codes: ['VE-1', 'VE-2'], lines: [] })).toEqual({
      max: 50,
      codes: 'VE-1, VE-2',
    });
  });
});
