import {
  parseVnpayTime,
  signVnpay,
  signedVnpayQuery,
  verifyVnpay,
  vnpayParamsOf,
  vnpaySigningString,
  vnpayTime,
} from './signature';

// A notification VNPay's sandbox sent (vnp_TmnCode L8M3EKX2), published with its merchant's
// sandbox hash secret in a public repository: VNPay's own signature, with Vietnamese text and `#`
// in vnp_OrderInfo, so it pins the form encoding (UTF-8, spaces as `+`, `#` as `%23`).
const SECRET = '6HEKW2H6YES2FSOKLKKRQ0JS3QF1M4H6';
const RETURNED = {
  vnp_Amount: '14108000',
  vnp_BankCode: 'NCB',
  vnp_BankTranNo: 'VNP14980726',
  vnp_CardType: 'ATM',
  vnp_OrderInfo: 'Thanh toán đơn hàng #6834803ff5166e338d7103a8',
  vnp_PayDate: '20250526215346',
  vnp_ResponseCode: '00',
  vnp_TmnCode: 'L8M3EKX2',
  vnp_TransactionNo: '14980726',
  vnp_TransactionStatus: '00',
  vnp_TxnRef: '6834803ff5166e338d7103a8',
  vnp_SecureHash:
    '3264dbf4850cb57d0cd597716260bf0722810f49b7abb144254f7f77adf08a1a6f496ab19e18c16266153c8caee87497fea7fa3507e61bcf9786dcff0d71b532',
};

describe('VNPay signatures', () => {
  it("verifies a signature VNPay's sandbox made", () => {
    expect(signVnpay(RETURNED, SECRET)).toBe(RETURNED.vnp_SecureHash);
    expect(verifyVnpay(RETURNED, SECRET)).toBe(true);
  });

  it('signs the names sorted and form-encoded, spaces as +', () => {
    expect(vnpaySigningString(RETURNED)).toContain(
      '&vnp_OrderInfo=Thanh+to%C3%A1n+%C4%91%C6%A1n+h%C3%A0ng+%236834803ff5166e338d7103a8&',
    );
    expect(vnpaySigningString({ vnp_b: '2', vnp_A: '1', vnp_a: 'x y', vnp_Empty: '' })).toBe(
      'vnp_A=1&vnp_a=x+y&vnp_b=2',
    );
  });

  it('refuses any change, a wrong secret, and a malformed hash', () => {
    expect(verifyVnpay({ ...RETURNED, vnp_Amount: '14107900' }, SECRET)).toBe(false);
    expect(verifyVnpay({ ...RETURNED, vnp_ResponseCode: '24' }, SECRET)).toBe(false);
    expect(verifyVnpay(RETURNED, 'another-secret')).toBe(false);
    expect(verifyVnpay({ ...RETURNED, vnp_SecureHash: 'abc' }, SECRET)).toBe(false);
    expect(verifyVnpay(RETURNED, '')).toBe(false);
  });

  it('reads a signed query back as the same parameters', () => {
    const query = signedVnpayQuery({ vnp_OrderInfo: 'Đơn NM-1 & 2', vnp_Amount: '100' }, SECRET);
    const params = vnpayParamsOf(new URLSearchParams(query));
    expect(params.vnp_OrderInfo).toBe('Đơn NM-1 & 2');
    expect(verifyVnpay(params, SECRET)).toBe(true);
  });

  it('writes and reads times in GMT+7', () => {
    const at = new Date('2026-11-26T17:30:05Z');
    expect(vnpayTime(at)).toBe('20261127003005');
    expect(parseVnpayTime('20261127003005')?.toISOString()).toBe('2026-11-26T17:30:05.000Z');
    expect(parseVnpayTime('2026')).toBeNull();
  });
});
