// The console's e-invoice settings (issue 41): the seller as the invoice prints it, the provider's
// template and series, and whether a whole refund cancels the invoice (off: a full decrease
// adjustment, the rule after Decree 70/2025). Plain zod: the form and the procedure share it.
import { z } from 'zod';
import { isValidTaxCode } from '@/lib/validation/invoice';

export const invoiceSettingsInput = z.object({
  sellerTaxCode: z
    .string()
    .trim()
    .refine((value) => isValidTaxCode(value), { message: 'Mã số thuế không hợp lệ' }),
  sellerLegalName: z.string().trim().min(2).max(400),
  sellerAddress: z.string().trim().min(5).max(400),
  /** Mẫu số, e.g. 1/770. */
  templateCode: z.string().trim().min(1).max(20),
  /** Ký hiệu, e.g. K26TNM (TT78: C/K, year, type, two characters). */
  series: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9/]{1,25}$/, { message: 'Ký hiệu hóa đơn không hợp lệ' }),
  cancelOnWholeRefund: z.boolean(),
});

export type InvoiceSettingsInput = z.infer<typeof invoiceSettingsInput>;
