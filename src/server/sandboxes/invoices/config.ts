// The Viettel S-Invoice sandbox's settings while its one switch (INVOICE_SANDBOX=1, env.ts) is
// on; else null and its routes answer 404.
import 'server-only';
import { env } from '@/env';
import {
  SANDBOX_SINVOICE_PASSWORD,
  SANDBOX_SINVOICE_SERIES,
  SANDBOX_SINVOICE_TEMPLATE,
  SANDBOX_SINVOICE_USERNAME,
} from '@/payment-sandbox-keys';
import { SANDBOX_INVOICE_SERIES, type InvoiceSandboxConfig } from './viettel';

export function invoiceSandboxConfig(): InvoiceSandboxConfig | null {
  if (env.INVOICE_SANDBOX !== '1') return null;
  return {
    username: SANDBOX_SINVOICE_USERNAME,
    password: SANDBOX_SINVOICE_PASSWORD,
    series: [
      { templateCode: SANDBOX_SINVOICE_TEMPLATE, series: SANDBOX_SINVOICE_SERIES },
      ...SANDBOX_INVOICE_SERIES,
    ],
  };
}
