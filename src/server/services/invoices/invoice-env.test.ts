// INVOICE_SANDBOX=1 points the Viettel adapter at this site's sandbox with the sandbox's login,
// and refuses to run beside a real S-Invoice login; a login comes as a pair.
import { withInvoiceDefaults } from '@/env';
import { SANDBOX_SINVOICE_PASSWORD, SANDBOX_SINVOICE_USERNAME } from '@/payment-sandbox-keys';

const base: Parameters<typeof withInvoiceDefaults>[0] = {
  SITE_URL: 'http://localhost:3000',
  INVOICE_SANDBOX: '0',
  INVOICE_PROVIDER: 'local',
};

describe('invoice environment rules', () => {
  it('leaves the local recorder alone when the sandbox is off', () => {
    expect(withInvoiceDefaults(base)).toEqual(base);
  });

  it('gives the sandbox the Viettel adapter, its login and its base URL', () => {
    expect(withInvoiceDefaults({ ...base, INVOICE_SANDBOX: '1' })).toMatchObject({
      INVOICE_PROVIDER: 'viettel',
      VIETTEL_SINVOICE_USERNAME: SANDBOX_SINVOICE_USERNAME,
      VIETTEL_SINVOICE_PASSWORD: SANDBOX_SINVOICE_PASSWORD,
      VIETTEL_SINVOICE_BASE_URL: 'http://localhost:3000/api/invoices/sandbox/viettel',
    });
  });

  it('refuses the sandbox beside a real login, and half a login', () => {
    const real = { VIETTEL_SINVOICE_USERNAME: '0312770607', VIETTEL_SINVOICE_PASSWORD: 'secret' };
    expect(() => withInvoiceDefaults({ ...base, ...real, INVOICE_SANDBOX: '1' })).toThrow(
      /refuses to run beside a real Viettel S-Invoice login/,
    );
    expect(withInvoiceDefaults({ ...base, ...real, INVOICE_PROVIDER: 'viettel' })).toMatchObject(
      real,
    );
    expect(() => withInvoiceDefaults({ ...base, VIETTEL_SINVOICE_USERNAME: '0312770607' })).toThrow(
      /together/,
    );
  });
});
