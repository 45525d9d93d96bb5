// Which provider issues this deployment's invoices (INVOICE_PROVIDER, env.ts): Viettel S-Invoice
// (real, or the local sandbox when INVOICE_SANDBOX=1 points it there), or the local recorder.
import { env } from '@/env';
import { localRecorder, type InvoiceProvider } from './provider';
import { viettelProvider } from './viettel/viettel';

export const VIETTEL_BASE_URL = 'https://api-vinvoice.viettel.vn';

let override: InvoiceProvider | null = null;

export function invoiceProvider(): InvoiceProvider {
  if (override) return override;
  if (env.INVOICE_PROVIDER !== 'viettel') return localRecorder;
  const { VIETTEL_SINVOICE_USERNAME: username, VIETTEL_SINVOICE_PASSWORD: password } = env;
  if (!username || !password) {
    throw new Error(
      'INVOICE_PROVIDER=viettel needs VIETTEL_SINVOICE_USERNAME and VIETTEL_SINVOICE_PASSWORD',
    );
  }
  return viettelProvider({
    baseUrl: env.VIETTEL_SINVOICE_BASE_URL ?? VIETTEL_BASE_URL,
    username,
    password,
  });
}

/** The id stored on a document enqueued now. */
export function invoiceProviderId(): string {
  return override?.id ?? env.INVOICE_PROVIDER;
}

/** Tests replace the provider (null: back to the configured one). */
export function setInvoiceProvider(provider: InvoiceProvider | null): void {
  override = provider;
}
