import { TRPCClientError } from '@trpc/client';
import { failureKind, nearestDaysOf } from './retry-outcome';

const NOW = Date.parse('2026-12-01T03:00:00Z');
const order = (expiresAt: string | null) => ({
  payment: {
    method: 'vnpay' as const,
    status: 'failed' as const,
    checkoutUrl: null,
    providerOrderCode: null,
    qr: null,
    qrSvg: null,
    expiresAt,
  },
});
const later = order('2026-12-01T03:10:00Z');
const kindOf = (query: string, o = later) => failureKind(o, new URLSearchParams(query), NOW);

function refusal(details: Record<string, unknown>) {
  return new TRPCClientError('Không đủ chỗ', {
    result: {
      error: { code: -32009, message: 'x', data: { code: 'CONFLICT', httpStatus: 409, details } },
    },
  } as ConstructorParameters<typeof TRPCClientError>[1]);
}

describe('what the retry page says happened', () => {
  it('reads a VNPay cancel (24) as the buyer’s own, a timeout (11) as expired, others as declined', () => {
    expect(kindOf('order=NM-1&vnp_ResponseCode=24')).toBe('cancelled');
    expect(kindOf('vnp_ResponseCode=11')).toBe('expired');
    expect(kindOf('vnp_ResponseCode=51')).toBe('declined');
  });

  it('reads MoMo 1006 as declined, 1005 as expired, 1003 as cancelled', () => {
    expect(kindOf('resultCode=1006')).toBe('declined');
    expect(kindOf('resultCode=1005')).toBe('expired');
    expect(kindOf('resultCode=1003')).toBe('cancelled');
  });

  it('reads a PayOS cancel as cancelled, and with no hint an attempt past its deadline as expired', () => {
    expect(kindOf('order=NM-1&cancel=true&status=CANCELLED')).toBe('cancelled');
    expect(kindOf('order=NM-1', order('2026-12-01T02:59:00Z'))).toBe('expired');
    expect(kindOf('order=NM-1')).toBe('failed');
    expect(kindOf('', order(null))).toBe('failed');
  });
});

describe('the days a refused ticket retry offers', () => {
  it('reads the nearest days of the refusal, and null when the refusal is not about the day', () => {
    expect(nearestDaysOf(refusal({ nearestDays: ['2026-12-03', 'junk', 4] }))).toEqual([
      '2026-12-03',
    ]);
    expect(nearestDaysOf(refusal({ nearestDays: [] }))).toEqual([]);
    expect(nearestDaysOf(refusal({ lines: [] }))).toBeNull();
    expect(nearestDaysOf(new Error('offline'))).toBeNull();
  });
});
