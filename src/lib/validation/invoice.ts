// The e-invoice request at checkout and booking (DESIGN.md §18 `invoice?`; Decree 123/2020 as
// amended by Decree 70/2025): a company gives its name, tax code, address and the mailbox the
// invoice goes to; an individual may give a citizen ID (CCCD) instead. Plain zod with no server
// imports: the forms validate with these very rules and both placeOrders parse with them.
import { z } from 'zod';
import { emailSchema } from './email';
import { PERSON_NAME_MIN, textField } from './text';

export const INVALID_TAX_CODE_MESSAGE = 'Mã số thuế không hợp lệ';
export const INVALID_CITIZEN_ID_MESSAGE = 'Số CCCD không hợp lệ';

// The check digit's weights over the first nine digits (the General Department of Taxation's
// rule for 10-digit codes): N10 = 10 − (Σ wᵢ·Nᵢ mod 11); a remainder of 0 gives no valid code.
const TAX_CODE_WEIGHTS = [31, 29, 23, 19, 17, 13, 7, 5, 3] as const;

/**
 * True for a well-formed Vietnamese tax code: ten digits whose last is the check digit of the
 * first nine, optionally followed by `-` and a three-digit branch number (001–999).
 */
export function isValidTaxCode(value: string): boolean {
  const match = /^(\d{10})(?:-(\d{3}))?$/.exec(value);
  if (!match) return false;
  const [, main = '', branch] = match;
  if (branch === '000') return false;
  const digits = [...main].map(Number);
  const sum = TAX_CODE_WEIGHTS.reduce((total, weight, i) => total + weight * (digits[i] ?? 0), 0);
  const check = 10 - (sum % 11);
  return check < 10 && check === digits[9];
}

/**
 * A citizen ID card number (CCCD): 12 digits, the first three the province of birth registration
 * (001–096), the fourth the century and sex (0–9).
 */
export function isValidCitizenId(value: string): boolean {
  if (!/^\d{12}$/.test(value)) return false;
  const province = Number(value.slice(0, 3));
  return province >= 1 && province <= 96;
}

export const INVOICE_LIMITS = { companyName: 200, address: 300, fullName: 100 } as const;

/** Spaces and dots people type in long numbers ("0100 109 106", "0100.109.106") are dropped. */
const digitsOnly = (value: string) => value.replace(/[\s.]/g, '');

export const taxCodeSchema = z
  .string()
  .refine((value) => value.length <= 40, {
    message: INVALID_TAX_CODE_MESSAGE,
    params: { key: 'taxCode' },
  })
  .transform(digitsOnly)
  .refine(isValidTaxCode, { message: INVALID_TAX_CODE_MESSAGE, params: { key: 'taxCode' } });

export const citizenIdSchema = z
  .string()
  .refine((value) => value.length <= 40, {
    message: INVALID_CITIZEN_ID_MESSAGE,
    params: { key: 'citizenId' },
  })
  .transform(digitsOnly)
  .refine(isValidCitizenId, {
    message: INVALID_CITIZEN_ID_MESSAGE,
    params: { key: 'citizenId' },
  });

export const companyInvoiceSchema = z.object({
  companyName: textField({ max: INVOICE_LIMITS.companyName, min: PERSON_NAME_MIN }),
  taxCode: taxCodeSchema,
  address: textField({ max: INVOICE_LIMITS.address }),
  email: emailSchema,
});

export const personInvoiceSchema = z.object({
  citizenId: citizenIdSchema,
  fullName: textField({ max: INVOICE_LIMITS.fullName, min: PERSON_NAME_MIN }),
  email: emailSchema,
});

/** `{ companyName, taxCode, address, email }` or `{ citizenId, fullName, email }` (§18). */
export const invoiceInput = z.union([companyInvoiceSchema.strict(), personInvoiceSchema.strict()]);

export type InvoiceInput = z.infer<typeof invoiceInput>;
export type CompanyInvoice = z.infer<typeof companyInvoiceSchema>;
export type PersonInvoice = z.infer<typeof personInvoiceSchema>;

export const isCompanyInvoice = (invoice: InvoiceInput): invoice is CompanyInvoice =>
  'taxCode' in invoice;
