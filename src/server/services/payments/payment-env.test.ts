import { withPaymentDefaults } from '@/env';
import {
  SANDBOX_API_KEY,
  SANDBOX_CHECKSUM_KEY,
  SANDBOX_CLIENT_ID,
  SANDBOX_MOMO_ACCESS_KEY,
  SANDBOX_MOMO_PARTNER_CODE,
  SANDBOX_MOMO_SECRET_KEY,
  SANDBOX_VNPAY_HASH_SECRET,
  SANDBOX_VNPAY_TMN_CODE,
} from '@/payment-sandbox-keys';

const base: Parameters<typeof withPaymentDefaults>[0] = {
  SITE_URL: 'https://shop.example',
  PAYMENT_SANDBOX: '0',
};
const real = { PAYOS_CLIENT_ID: 'cid', PAYOS_API_KEY: 'key', PAYOS_CHECKSUM_KEY: 'sum' };

describe('payment environment rules', () => {
  it('leaves a deployment without the sandbox and without keys with no PayOS at all', () => {
    const env = withPaymentDefaults(base);
    expect(env.PAYOS_CHECKSUM_KEY).toBeUndefined();
    expect(env.PAYOS_BASE_URL).toBeUndefined();
  });

  it('takes real credentials as given when the sandbox is off', () => {
    expect(withPaymentDefaults({ ...base, ...real })).toMatchObject(real);
  });

  it('refuses a partial set of credentials', () => {
    expect(() => withPaymentDefaults({ ...base, PAYOS_CLIENT_ID: 'cid' })).toThrow(/together/);
  });

  it('gives the sandbox the development credentials and its own base URL', () => {
    const env = withPaymentDefaults({ ...base, PAYMENT_SANDBOX: '1' });
    expect(env).toMatchObject({
      PAYOS_CLIENT_ID: SANDBOX_CLIENT_ID,
      PAYOS_API_KEY: SANDBOX_API_KEY,
      PAYOS_CHECKSUM_KEY: SANDBOX_CHECKSUM_KEY,
      PAYOS_BASE_URL: 'https://shop.example/api/payments/sandbox',
    });
  });

  it('accepts the development credentials written out with the sandbox on', () => {
    const dev = {
      PAYOS_CLIENT_ID: SANDBOX_CLIENT_ID,
      PAYOS_API_KEY: SANDBOX_API_KEY,
      PAYOS_CHECKSUM_KEY: SANDBOX_CHECKSUM_KEY,
    };
    expect(withPaymentDefaults({ ...base, ...dev, PAYMENT_SANDBOX: '1' })).toMatchObject(dev);
  });

  it('refuses to run the sandbox beside real credentials', () => {
    expect(() => withPaymentDefaults({ ...base, ...real, PAYMENT_SANDBOX: '1' })).toThrow(
      /refuses to run beside real PayOS credentials/,
    );
  });
});

describe('VNPay and MoMo environment rules', () => {
  it('gives the sandbox the development VNPay and MoMo keys and this site as their endpoints', () => {
    expect(withPaymentDefaults({ ...base, PAYMENT_SANDBOX: '1' })).toMatchObject({
      VNPAY_TMN_CODE: SANDBOX_VNPAY_TMN_CODE,
      VNPAY_HASH_SECRET: SANDBOX_VNPAY_HASH_SECRET,
      VNPAY_PAYMENT_URL: 'https://shop.example/api/payments/sandbox/vnpay/paymentv2/vpcpay.html',
      VNPAY_API_URL:
        'https://shop.example/api/payments/sandbox/vnpay/merchant_webapi/api/transaction',
      MOMO_PARTNER_CODE: SANDBOX_MOMO_PARTNER_CODE,
      MOMO_ACCESS_KEY: SANDBOX_MOMO_ACCESS_KEY,
      MOMO_SECRET_KEY: SANDBOX_MOMO_SECRET_KEY,
      MOMO_ENDPOINT: 'https://shop.example/api/payments/sandbox/momo',
    });
  });

  it('leaves them unset without the sandbox, and refuses partial sets', () => {
    const env = withPaymentDefaults(base);
    expect(env.VNPAY_TMN_CODE).toBeUndefined();
    expect(env.MOMO_ENDPOINT).toBeUndefined();
    expect(() => withPaymentDefaults({ ...base, VNPAY_TMN_CODE: 'ABCDEFGH' })).toThrow(/together/);
    expect(() => withPaymentDefaults({ ...base, MOMO_SECRET_KEY: 'secret' })).toThrow(/together/);
  });

  it('refuses to run the sandbox beside real VNPay or MoMo keys', () => {
    const vnpay = { VNPAY_TMN_CODE: 'REALTMN1', VNPAY_HASH_SECRET: 'real-secret' };
    expect(() => withPaymentDefaults({ ...base, ...vnpay, PAYMENT_SANDBOX: '1' })).toThrow(
      /beside real VNPay credentials/,
    );
    const momo = { MOMO_PARTNER_CODE: 'MOMOREAL', MOMO_ACCESS_KEY: 'a', MOMO_SECRET_KEY: 's' };
    expect(() => withPaymentDefaults({ ...base, ...momo, PAYMENT_SANDBOX: '1' })).toThrow(
      /beside real MoMo credentials/,
    );
  });
});

describe('.env.example', () => {
  it('writes out the development credentials the sandbox uses', async () => {
    const { readFile } = await import('node:fs/promises');
    const text = await readFile('.env.example', 'utf8');
    expect(text).toContain(`PAYOS_CLIENT_ID=${SANDBOX_CLIENT_ID}\n`);
    expect(text).toContain(`PAYOS_API_KEY=${SANDBOX_API_KEY}\n`);
    expect(text).toContain(`PAYOS_CHECKSUM_KEY=${SANDBOX_CHECKSUM_KEY}\n`);
    expect(text).toContain(`VNPAY_TMN_CODE=${SANDBOX_VNPAY_TMN_CODE}\n`);
    expect(text).toContain(`VNPAY_HASH_SECRET=${SANDBOX_VNPAY_HASH_SECRET}\n`);
    expect(text).toContain(
      'VNPAY_PAYMENT_URL=http://localhost:3000/api/payments/sandbox/vnpay/paymentv2/vpcpay.html\n',
    );
    expect(text).toContain(`MOMO_PARTNER_CODE=${SANDBOX_MOMO_PARTNER_CODE}\n`);
    expect(text).toContain(`MOMO_ACCESS_KEY=${SANDBOX_MOMO_ACCESS_KEY}\n`);
    expect(text).toContain(`MOMO_SECRET_KEY=${SANDBOX_MOMO_SECRET_KEY}\n`);
    expect(text).toContain('MOMO_ENDPOINT=http://localhost:3000/api/payments/sandbox/momo\n');
  });
});
