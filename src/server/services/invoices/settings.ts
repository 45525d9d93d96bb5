// The console's "Hóa đơn" settings: the seller (tax code, legal name, address), the provider's
// template and series, and the cancel-on-whole-refund switch. One private settings row (is_public
// 0: no public read returns it), changed with its audit entry in one transaction. With the
// sandbox on and nothing set, the sandbox's own seller stands in, so a fresh checkout invoices.
import { env } from '@/env';
import {
  SANDBOX_SINVOICE_SERIES,
  SANDBOX_SINVOICE_TEMPLATE,
  SANDBOX_SINVOICE_USERNAME,
} from '@/payment-sandbox-keys';
import type { Kysely } from 'kysely';
import { nowIso } from '../../db/ids';
import type { Database } from '../../db/schema';
import { writeTransaction, type Store } from '../../db/store';
import { recordAudit, type Actor } from '../operators/audit-log';
import {
  invoiceSettingsInput,
  type InvoiceSettingsInput,
} from '@/lib/admin/invoice-settings-schema';
import type { InvoiceSeller } from './provider';

export const INVOICE_SETTINGS_KEY = 'invoice_seller';

export interface InvoiceSettings {
  seller: InvoiceSeller;
  cancelOnWholeRefund: boolean;
}

const SANDBOX_SETTINGS: InvoiceSettings = {
  seller: {
    taxCode: SANDBOX_SINVOICE_USERNAME,
    legalName: 'Công ty Cáp treo Núi Mây (thử nghiệm)',
    address: 'Thị trấn Sa Pa, Tỉnh Lào Cai',
    templateCode: SANDBOX_SINVOICE_TEMPLATE,
    series: SANDBOX_SINVOICE_SERIES,
  },
  cancelOnWholeRefund: false,
};

function parse(value: string | undefined): InvoiceSettingsInput | null {
  if (!value) return null;
  const parsed = invoiceSettingsInput.safeParse(JSON.parse(value));
  if (!parsed.success) {
    console.error(`[invoices] setting ${INVOICE_SETTINGS_KEY} is unreadable`, parsed.error);
    return null;
  }
  return parsed.data;
}

async function readStored(db: Kysely<Database>): Promise<InvoiceSettingsInput | null> {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', INVOICE_SETTINGS_KEY)
    .executeTakeFirst();
  return parse(row?.value);
}

/** What the outbox issues with: the console's settings, the sandbox's seller, or null (not set). */
export async function invoiceSettings(db: Kysely<Database>): Promise<InvoiceSettings | null> {
  const stored = await readStored(db);
  if (!stored) return env.INVOICE_SANDBOX === '1' ? SANDBOX_SETTINGS : null;
  return {
    seller: {
      taxCode: stored.sellerTaxCode,
      legalName: stored.sellerLegalName,
      address: stored.sellerAddress,
      templateCode: stored.templateCode,
      series: stored.series,
    },
    cancelOnWholeRefund: stored.cancelOnWholeRefund,
  };
}

/** The console's form: what is stored, else the defaults in force (null: nothing set). */
export async function getInvoiceSettings(store: Store): Promise<{
  settings: InvoiceSettingsInput | null;
  provider: string;
  sandbox: boolean;
}> {
  const stored = await readStored(store.db);
  const inForce = await invoiceSettings(store.db);
  return {
    settings:
      stored ??
      (inForce
        ? {
            sellerTaxCode: inForce.seller.taxCode,
            sellerLegalName: inForce.seller.legalName,
            sellerAddress: inForce.seller.address,
            templateCode: inForce.seller.templateCode,
            series: inForce.seller.series,
            cancelOnWholeRefund: inForce.cancelOnWholeRefund,
          }
        : null),
    provider: env.INVOICE_PROVIDER,
    sandbox: env.INVOICE_SANDBOX === '1',
  };
}

export async function setInvoiceSettings(
  store: Store,
  actor: Actor,
  input: InvoiceSettingsInput,
): Promise<{ changed: boolean }> {
  const value = JSON.stringify(invoiceSettingsInput.parse(input));
  return writeTransaction(store, async (trx) => {
    const before = await trx
      .selectFrom('settings')
      .select('value')
      .where('key', '=', INVOICE_SETTINGS_KEY)
      .executeTakeFirst();
    if (before?.value === value) return { changed: false };
    const updatedAt = nowIso();
    await trx
      .insertInto('settings')
      .values({ key: INVOICE_SETTINGS_KEY, value, is_public: 0, updated_at: updatedAt })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({ value, is_public: 0, updated_at: updatedAt }),
      )
      .execute();
    await recordAudit(trx, actor, {
      action: 'invoices.settings.set',
      targetType: 'setting',
      targetId: 'invoices',
      details: { before: before ? (JSON.parse(before.value) as unknown) : null, after: input },
    });
    return { changed: true };
  });
}
