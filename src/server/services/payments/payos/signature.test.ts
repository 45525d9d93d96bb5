import { createHmac } from 'node:crypto';
import { NodeCryptoProvider } from '@payos/node/lib/crypto/node-crypto';
import {
  dataSigningString,
  signData,
  signPaymentRequest,
  signaturesMatch,
  verifyDataSignature,
  verifyPaymentRequestSignature,
} from './signature';

// payOS's documented example ("Kiểm tra dữ liệu với signature").
const DOC_KEY = '1a54716c8f0efb2744fb28b6e38b25da7f67a925d98bc1c18bd8faaecadd7675';
const DOC_SIGNATURE = '412e915d2871504ed31be63c8f62a149a4410d34c4c42affc9006ef9917eaa03';
const docData = (): Record<string, unknown> => ({
  orderCode: 123,
  amount: 3000,
  description: 'VQRIO123',
  accountNumber: '12345678',
  reference: 'TF230204212323',
  transactionDateTime: '2023-02-04 18:25:00',
  currency: 'VND',
  paymentLinkId: '124c33293c43417ab7879e14c8d9eb18',
  code: '00',
  desc: 'Thành công',
  counterAccountBankId: '',
  counterAccountBankName: '',
  counterAccountName: '',
  counterAccountNumber: '',
  virtualAccountName: '',
  virtualAccountNumber: '',
});

describe('payOS webhook data signature', () => {
  it('accepts the documented test vector', () => {
    expect(signData(docData(), DOC_KEY)).toBe(DOC_SIGNATURE);
    expect(verifyDataSignature(docData(), DOC_SIGNATURE, DOC_KEY)).toBe(true);
  });

  it('does not depend on the order the keys arrive in', () => {
    const reversed = Object.fromEntries(Object.entries(docData()).reverse());
    expect(verifyDataSignature(reversed, DOC_SIGNATURE, DOC_KEY)).toBe(true);
  });

  it('refuses a flipped character in the data', () => {
    expect(verifyDataSignature({ ...docData(), amount: 3001 }, DOC_SIGNATURE, DOC_KEY)).toBe(false);
    expect(verifyDataSignature({ ...docData(), desc: 'Thành côn9' }, DOC_SIGNATURE, DOC_KEY)).toBe(
      false,
    );
  });

  it('refuses a flipped character in the signature, and anything that is not hex', () => {
    const flipped = (DOC_SIGNATURE[0] === '4' ? '5' : '4') + DOC_SIGNATURE.slice(1);
    expect(verifyDataSignature(docData(), flipped, DOC_KEY)).toBe(false);
    expect(verifyDataSignature(docData(), DOC_SIGNATURE.toUpperCase(), DOC_KEY)).toBe(true);
    expect(verifyDataSignature(docData(), DOC_SIGNATURE.slice(2), DOC_KEY)).toBe(false);
    expect(verifyDataSignature(docData(), undefined, DOC_KEY)).toBe(false);
    expect(verifyDataSignature(docData(), 'z'.repeat(64), DOC_KEY)).toBe(false);
  });

  it('refuses a reordered field: values swapped between keys, or keys signed unsorted', () => {
    const swapped = { ...docData(), reference: 'VQRIO123', description: 'TF230204212323' };
    expect(verifyDataSignature(swapped, DOC_SIGNATURE, DOC_KEY)).toBe(false);
    const unsorted = Object.entries(docData())
      .map(([key, value]) => `${key}=${String(value)}`)
      .join('&');
    const unsortedSignature = createHmac('sha256', DOC_KEY).update(unsorted).digest('hex');
    expect(verifyDataSignature(docData(), unsortedSignature, DOC_KEY)).toBe(false);
  });

  it('refuses a missing field, and an added one', () => {
    const missing = docData();
    delete missing.reference;
    expect(verifyDataSignature(missing, DOC_SIGNATURE, DOC_KEY)).toBe(false);
    expect(verifyDataSignature({ ...docData(), extra: 'x' }, DOC_SIGNATURE, DOC_KEY)).toBe(false);
  });

  it('refuses another key, and an empty key', () => {
    expect(verifyDataSignature(docData(), DOC_SIGNATURE, DOC_KEY.replace('1a', '1b'))).toBe(false);
    expect(verifyDataSignature(docData(), DOC_SIGNATURE, '')).toBe(false);
  });

  it('writes null as empty and arrays as JSON with sorted keys', () => {
    expect(dataSigningString({ b: null, a: [{ y: 1, x: 'q' }], c: 'z' })).toBe(
      'a=[{"x":"q","y":1}]&b=&c=z',
    );
  });

  it('signs API response data exactly as the SDK checks it (null, arrays of transactions)', async () => {
    const link = {
      id: 'abc',
      orderCode: 42,
      amount: 1000,
      amountPaid: 1000,
      amountRemaining: 0,
      status: 'PAID',
      createdAt: '2026-01-01T00:00:00.000Z',
      transactions: [{ reference: 'R1', amount: 1000, counterAccountName: null }],
      cancellationReason: null,
      canceledAt: null,
    };
    const sdk = await new NodeCryptoProvider().createSignatureFromObj(link, DOC_KEY);
    expect(signData(link, DOC_KEY)).toBe(sdk);
  });
});

describe('payOS payment request signature', () => {
  const fields = {
    amount: 150000,
    cancelUrl: 'http://localhost:3000/vi/checkout/cancel?order=NM-ABCDEFGH',
    description: 'NM-ABCDEFGH',
    orderCode: 1732300000123,
    returnUrl: 'http://localhost:3000/vi/checkout/success?order=NM-ABCDEFGH',
  };

  it('is the SDK signature of the same request', async () => {
    const sdk = await new NodeCryptoProvider().createSignatureOfPaymentRequest(fields, DOC_KEY);
    expect(signPaymentRequest(fields, DOC_KEY)).toBe(sdk);
    expect(verifyPaymentRequestSignature(fields, sdk, DOC_KEY)).toBe(true);
  });

  it('refuses a changed amount, another key or a truncated signature', () => {
    const signature = signPaymentRequest(fields, DOC_KEY);
    expect(verifyPaymentRequestSignature({ ...fields, amount: 1 }, signature, DOC_KEY)).toBe(false);
    expect(verifyPaymentRequestSignature(fields, signature, 'other-key')).toBe(false);
    expect(signaturesMatch(signature, signature.slice(0, 63))).toBe(false);
  });
});
