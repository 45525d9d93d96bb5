import { TRPCClientError } from '@trpc/client';
import { conflictLines } from './conflict-lines';

function conflict(details: unknown) {
  return TRPCClientError.from({
    error: {
      message: 'Không đủ hàng',
      code: -32009,
      data: { code: 'CONFLICT', httpStatus: 409, zodError: null, details },
    },
  });
}

describe('conflictLines', () => {
  it('reads the lines a stock CONFLICT names', () => {
    const lines = [{ sku: 'NM-KEY-YEL', name: 'Móc khóa cabin', left: 2 }];
    expect(conflictLines(conflict({ lines }))).toEqual(lines);
  });

  it('keeps only well-formed lines and names a nameless one by its SKU', () => {
    const error = conflict({ lines: [{ sku: 'NM-CARD-6', left: 0 }, { sku: 1 }, 'x'] });
    expect(conflictLines(error)).toEqual([{ sku: 'NM-CARD-6', name: 'NM-CARD-6', left: 0 }]);
  });

  it('finds nothing in other errors', () => {
    expect(conflictLines(conflict(null))).toEqual([]);
    expect(conflictLines(new Error('network'))).toEqual([]);
  });
});
