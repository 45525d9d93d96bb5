// Development-only PayOS credentials of the local sandbox (DESIGN.md §14). They open nothing at
// PayOS: the sandbox is the only server that accepts them, and env.ts refuses to run the sandbox
// beside any other credentials. `.env.example` writes the same values out.
import 'server-only';

export const SANDBOX_CLIENT_ID = 'sandbox-dev-client-id';
export const SANDBOX_API_KEY = 'sandbox-dev-api-key';
export const SANDBOX_CHECKSUM_KEY =
  '5a4e6f1b2c3d4e5f60718293a4b5c6d7e8f90112233445566778899aabbccdd0';

/** VNPay's merchant code is 8 characters, its hash secret 32 (as VNPay issues them). */
export const SANDBOX_VNPAY_TMN_CODE = 'NMSANDBX';
export const SANDBOX_VNPAY_HASH_SECRET = 'SANDBOXDEVVNPAYHASHSECRET0000001';

export const SANDBOX_MOMO_PARTNER_CODE = 'MOMONMSANDBOX';
export const SANDBOX_MOMO_ACCESS_KEY = 'sandboxdevmomoak';
export const SANDBOX_MOMO_SECRET_KEY = 'sandboxdevmomosecretkey000000001';

/**
 * The local Viettel S-Invoice sandbox's login (issue 41): Viettel's own test account name (its
 * integration spec §5.6), a password only the sandbox accepts. With INVOICE_SANDBOX=1 the seller
 * defaults to that account's tax code and the sandbox's template and series.
 */
export const SANDBOX_SINVOICE_USERNAME = '0100109106-509';
export const SANDBOX_SINVOICE_PASSWORD = 'sandbox-dev-sinvoice-password';
export const SANDBOX_SINVOICE_TEMPLATE = '1/770';
export const SANDBOX_SINVOICE_SERIES = 'K26TNM';
