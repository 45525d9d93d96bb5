// VietQR bank transfer (DESIGN.md §14): the EMVCo payload (vietnam-qr-pay: fields and CRC16) for a
// transfer of an exact amount to the shop's own account, with the order code as transfer content,
// and its QR as an SVG string. The bank account lives in server settings that are never public.
import QRCode from 'qrcode';
import { QRPay } from 'vietnam-qr-pay';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { TransferDetails } from '../method';

/** Setting keys of the shop's account; stored with is_public = 0, so no public read returns them. */
export const VIETQR_SETTING_KEYS = {
  bankBin: 'vietqr_bank_bin',
  accountNumber: 'vietqr_account_number',
  accountName: 'vietqr_account_name',
  bankName: 'vietqr_bank_name',
} as const;

export interface VietQrAccount {
  /** Six-digit NAPAS bank id, e.g. 970436 (Vietcombank). */
  bankBin: string;
  accountNumber: string;
  accountName: string;
  /** The bank's name as shown to buyers; the BIN when not set. */
  bankName: string;
}

export interface TransferRequest {
  amount: number;
  /** Transfer content: the order code. */
  content: string;
}

/** What a bank app needs; `content` ASCII ≤ 25 characters (what banks carry through intact). */
export const TRANSFER_CONTENT_PATTERN = /^[A-Za-z0-9 -]{1,25}$/;

/** The shop's account from settings, or null when any required part is missing or malformed. */
export async function getVietQrAccount(store: {
  db: Kysely<Database>;
}): Promise<VietQrAccount | null> {
  const rows = await store.db
    .selectFrom('settings')
    .select(['key', 'value'])
    .where('key', 'in', Object.values(VIETQR_SETTING_KEYS))
    .execute();
  const value = (key: string) => rows.find((row) => row.key === key)?.value.trim() ?? '';
  const account = {
    bankBin: value(VIETQR_SETTING_KEYS.bankBin),
    accountNumber: value(VIETQR_SETTING_KEYS.accountNumber),
    accountName: value(VIETQR_SETTING_KEYS.accountName),
    bankName: value(VIETQR_SETTING_KEYS.bankName),
  };
  if (!/^\d{6}$/.test(account.bankBin)) return null;
  if (!/^[A-Za-z0-9]{4,19}$/.test(account.accountNumber)) return null;
  if (!account.accountName) return null;
  return { ...account, bankName: account.bankName || account.bankBin };
}

/** The EMVCo payload of a dynamic VietQR (amount and content fixed) to `account`. */
export function buildVietQrPayload(
  account: Pick<VietQrAccount, 'bankBin' | 'accountNumber'>,
  transfer: TransferRequest,
): string {
  if (!Number.isSafeInteger(transfer.amount) || transfer.amount <= 0) {
    throw new Error(`VietQR amount must be a positive integer of đồng, got ${transfer.amount}`);
  }
  if (!TRANSFER_CONTENT_PATTERN.test(transfer.content)) {
    throw new Error(`VietQR transfer content must be ASCII ≤ 25 characters: ${transfer.content}`);
  }
  return QRPay.initVietQR({
    bankBin: account.bankBin,
    bankNumber: account.accountNumber,
    amount: String(transfer.amount),
    purpose: transfer.content,
  }).build();
}

export interface DecodedVietQr {
  valid: boolean;
  bankBin?: string;
  accountNumber?: string;
  amount?: number;
  content?: string;
}

/** Reads a payload back (CRC checked): what a bank app would see. */
export function decodeVietQrPayload(payload: string): DecodedVietQr {
  const qr = new QRPay(payload);
  if (!qr.isValid) return { valid: false };
  return {
    valid: true,
    bankBin: qr.consumer.bankBin,
    accountNumber: qr.consumer.bankNumber,
    amount: qr.amount === undefined ? undefined : Number(qr.amount),
    content: qr.additionalData.purpose,
  };
}

/** The QR of `payload` as a standalone SVG string (medium error correction, quiet zone 2). */
export function renderQrSvg(payload: string): Promise<string> {
  return QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

/**
 * The transfer details of a stored payload: amount and content are read back from the payload
 * itself (what the bank app will show), the holder and bank name from the settings.
 */
export async function transferDetailsOf(
  store: { db: Kysely<Database> },
  payload: string,
): Promise<TransferDetails | null> {
  const decoded = decodeVietQrPayload(payload);
  if (!decoded.valid || decoded.amount === undefined || !decoded.content) {
    console.error('[vietqr] stored payload does not decode');
    return null;
  }
  const account = await getVietQrAccount(store);
  return {
    qr: {
      payload,
      bankName: account?.bankName ?? decoded.bankBin ?? '',
      accountNumber: decoded.accountNumber ?? '',
      accountName: account?.accountName ?? '',
      amount: decoded.amount,
      description: decoded.content,
    },
    qrSvg: await renderQrSvg(payload),
  };
}
