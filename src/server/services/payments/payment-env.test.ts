import { withPaymentDefaults } from '@/env';
import { SANDBOX_API_KEY, SANDBOX_CHECKSUM_KEY, SANDBOX_CLIENT_ID } from '@/payment-sandbox-keys';

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

describe('.env.example', () => {
  it('writes out the development credentials the sandbox uses', async () => {
    const { readFile } = await import('node:fs/promises');
    const text = await readFile('.env.example', 'utf8');
    expect(text).toContain(`PAYOS_CLIENT_ID=${SANDBOX_CLIENT_ID}\n`);
    expect(text).toContain(`PAYOS_API_KEY=${SANDBOX_API_KEY}\n`);
    expect(text).toContain(`PAYOS_CHECKSUM_KEY=${SANDBOX_CHECKSUM_KEY}\n`);
  });
});
