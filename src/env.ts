// Every environment variable the app reads, validated once. Nothing else reads process.env.
// Server-only values must never be imported by a client component: this module is server-only.
import 'server-only';
import { z } from 'zod';
import { parseTrustedProxies } from './server/http/client-address.mjs';
import {
  SANDBOX_API_KEY,
  SANDBOX_CHECKSUM_KEY,
  SANDBOX_CLIENT_ID,
  SANDBOX_MOMO_ACCESS_KEY,
  SANDBOX_MOMO_PARTNER_CODE,
  SANDBOX_MOMO_SECRET_KEY,
  SANDBOX_VNPAY_HASH_SECRET,
  SANDBOX_VNPAY_TMN_CODE,
  SANDBOX_SINVOICE_PASSWORD,
  SANDBOX_SINVOICE_USERNAME,
} from './payment-sandbox-keys';

const schema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  /** Public origin used for canonical URLs, hreflang, sitemap and Open Graph. */
  SITE_URL: z.string().url().default('http://localhost:3000'),
  /** PostgreSQL connection string; when unset the embedded SQLite file is used. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional(),
  /** Path of the embedded SQLite store. */
  SQLITE_PATH: z.string().default('.data/store.sqlite'),
  /**
   * redis:// URL of the Redis every instance shares for Next's cache and tag state
   * (src/server/cache/cache-handler.mjs); unset: one instance, Next's own file cache.
   */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must be a redis:// or rediss:// URL')
    .optional(),
  /** Id of the running build (inlined at build time by next.config.mjs). */
  BUILD_ID: z.string().min(1).default('dev'),
  /** Secret for POST /api/revalidate. */
  REVALIDATE_SECRET: z.string().min(16).optional(),
  /**
   * Proxies in front of the server (addresses and CIDR ranges, comma-separated): only a request
   * from one of them has its X-Forwarded-For read (src/server/http/client-address.mjs).
   */
  TRUSTED_PROXIES: z
    .string()
    .optional()
    .superRefine((value, ctx) => {
      try {
        parseTrustedProxies(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
      }
    }),
  /** Visitor sessions idle for longer than this many days are deleted by the minute's sweep. */
  SESSION_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(90),
  /**
   * New visitor sessions one client address may start per minute (600 a minute from
   * one address were about 4 GB a day). Raise it only where many visitors share one address.
   */
  VISITOR_SESSION_STARTS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(30),
  /** PayOS credentials (all three or none); unset with the sandbox on: the development ones. */
  PAYOS_CLIENT_ID: z.string().min(1).optional(),
  PAYOS_API_KEY: z.string().min(1).optional(),
  PAYOS_CHECKSUM_KEY: z.string().min(1).optional(),
  /** PayOS API origin; default PayOS's own, or this site's sandbox when the sandbox is on. */
  PAYOS_BASE_URL: z.string().url().optional(),
  /** VNPay 2.1.0 merchant (all three or none); unset with the sandbox on: the development ones. */
  VNPAY_TMN_CODE: z.string().min(1).optional(),
  VNPAY_HASH_SECRET: z.string().min(1).optional(),
  /** VNPay's payment page (vpcpay.html); default VNPay's own, or this site's sandbox. */
  VNPAY_PAYMENT_URL: z.string().url().optional(),
  /** VNPay's merchant API (querydr, for reconciliation); default VNPay's own, or the sandbox. */
  VNPAY_API_URL: z.string().url().optional(),
  /** MoMo all-in-one v2 partner (all three or none); unset with the sandbox on: the development ones. */
  MOMO_PARTNER_CODE: z.string().min(1).optional(),
  MOMO_ACCESS_KEY: z.string().min(1).optional(),
  MOMO_SECRET_KEY: z.string().min(1).optional(),
  /** MoMo's API origin (…/v2/gateway/api/create is appended); default MoMo's, or the sandbox. */
  MOMO_ENDPOINT: z.string().url().optional(),
  /** "1": the local PayOS-compatible sandbox takes (pretend) payments. Never on by default. */
  PAYMENT_SANDBOX: z.enum(['0', '1']).default('0'),
  /** Who issues e-invoices: `local` (recorded; the console's CSV) or `viettel` (S-Invoice). */
  INVOICE_PROVIDER: z.enum(['local', 'viettel']).default('local'),
  /** "1": the local Viettel S-Invoice sandbox issues (pretend) invoices. Never on by default. */
  INVOICE_SANDBOX: z.enum(['0', '1']).default('0'),
  /** Viettel S-Invoice API login (both or none); unset with the sandbox on: the sandbox's. */
  VIETTEL_SINVOICE_USERNAME: z.string().min(1).optional(),
  VIETTEL_SINVOICE_PASSWORD: z.string().min(1).optional(),
  /** S-Invoice origin (…/auth/login, …/services/einvoiceapplication/api/…); default Viettel's. */
  VIETTEL_SINVOICE_BASE_URL: z.string().url().optional(),
  /** smtp(s):// URL of the mail relay; unset: messages are written as .eml files to OUTBOX_DIR. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL')
    .optional(),
  /** Sender of every message. */
  MAIL_FROM: z.string().min(3).default('Cáp Treo Núi Mây <xinchao@captreonuimay.vn>'),
  /** The shop's inbox for operator notices (new orders, quotes); unset: none are sent. */
  OPERATOR_EMAIL: z.string().email().optional(),
  /** Folder of the .eml files written when SMTP_URL is unset. */
  OUTBOX_DIR: z.string().min(1).default('.data/outbox'),
  /** Where earlier versions kept visitors' uploads; `npm run db:migrate` copies them into the store. */
  UPLOADS_DIR: z.string().min(1).default('.data/uploads'),
  /**
   * Ed25519 private key that signs e-ticket QR tokens (PKCS8 PEM or a JWK with `d`), the same on
   * every instance; required in production with a public SITE_URL or a DATABASE_URL
   * (src/server/deployment.mjs). Unset: a development key pair is generated into
   * .data/ticket-signing-key.json on first use.
   */
  TICKET_SIGNING_KEY: z.string().min(40).optional(),
  /**
   * Signs the device cookies a successful login leaves (OWASP device cookies); unset: a secret is
   * generated into .data/device-cookie-secret on first use. The same value on every instance.
   */
  DEVICE_COOKIE_SECRET: z.string().min(32).optional(),
});

export type Env = z.infer<typeof schema>;

function readEnv(): Env {
  const parsed = schema.safeParse({
    NODE_ENV: process.env.NODE_ENV,
    SITE_URL: process.env.SITE_URL || undefined,
    DATABASE_URL: process.env.DATABASE_URL || undefined,
    SQLITE_PATH: process.env.SQLITE_PATH || undefined,
    REDIS_URL: process.env.REDIS_URL || undefined,
    REVALIDATE_SECRET: process.env.REVALIDATE_SECRET || undefined,
    TRUSTED_PROXIES: process.env.TRUSTED_PROXIES || undefined,
    SESSION_RETENTION_DAYS: process.env.SESSION_RETENTION_DAYS || undefined,
    VISITOR_SESSION_STARTS_PER_MINUTE: process.env.VISITOR_SESSION_STARTS_PER_MINUTE || undefined,
    BUILD_ID: process.env.BUILD_ID || undefined,
    PAYOS_CLIENT_ID: process.env.PAYOS_CLIENT_ID || undefined,
    PAYOS_API_KEY: process.env.PAYOS_API_KEY || undefined,
    PAYOS_CHECKSUM_KEY: process.env.PAYOS_CHECKSUM_KEY || undefined,
    PAYOS_BASE_URL: process.env.PAYOS_BASE_URL || undefined,
    VNPAY_TMN_CODE: process.env.VNPAY_TMN_CODE || undefined,
    VNPAY_HASH_SECRET: process.env.VNPAY_HASH_SECRET || undefined,
    VNPAY_PAYMENT_URL: process.env.VNPAY_PAYMENT_URL || undefined,
    VNPAY_API_URL: process.env.VNPAY_API_URL || undefined,
    MOMO_PARTNER_CODE: process.env.MOMO_PARTNER_CODE || undefined,
    MOMO_ACCESS_KEY: process.env.MOMO_ACCESS_KEY || undefined,
    MOMO_SECRET_KEY: process.env.MOMO_SECRET_KEY || undefined,
    MOMO_ENDPOINT: process.env.MOMO_ENDPOINT || undefined,
    PAYMENT_SANDBOX: process.env.PAYMENT_SANDBOX || undefined,
    INVOICE_PROVIDER: process.env.INVOICE_PROVIDER || undefined,
    INVOICE_SANDBOX: process.env.INVOICE_SANDBOX || undefined,
    VIETTEL_SINVOICE_USERNAME: process.env.VIETTEL_SINVOICE_USERNAME || undefined,
    VIETTEL_SINVOICE_PASSWORD: process.env.VIETTEL_SINVOICE_PASSWORD || undefined,
    VIETTEL_SINVOICE_BASE_URL: process.env.VIETTEL_SINVOICE_BASE_URL || undefined,
    SMTP_URL: process.env.SMTP_URL || undefined,
    MAIL_FROM: process.env.MAIL_FROM || undefined,
    OPERATOR_EMAIL: process.env.OPERATOR_EMAIL || undefined,
    OUTBOX_DIR: process.env.OUTBOX_DIR || undefined,
    UPLOADS_DIR: process.env.UPLOADS_DIR || undefined,
    TICKET_SIGNING_KEY: process.env.TICKET_SIGNING_KEY || undefined,
    DEVICE_COOKIE_SECRET: process.env.DEVICE_COOKIE_SECRET || undefined,
  });
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${issues}`);
  }
  return withInvoiceDefaults(withPaymentDefaults(parsed.data));
}

type InvoiceEnv = Pick<Env, 'SITE_URL' | 'INVOICE_SANDBOX' | 'INVOICE_PROVIDER'> &
  Partial<
    Pick<
      Env,
      'VIETTEL_SINVOICE_USERNAME' | 'VIETTEL_SINVOICE_PASSWORD' | 'VIETTEL_SINVOICE_BASE_URL'
    >
  >;

/**
 * The S-Invoice login comes as a pair. The invoice sandbox refuses to run beside a real login (a
 * pretend invoice must never stand for a real sale); with none it logs in to this site's sandbox,
 * and invoices go to Viettel's adapter pointed there.
 */
export function withInvoiceDefaults<T extends InvoiceEnv>(values: T): T {
  const given = [values.VIETTEL_SINVOICE_USERNAME, values.VIETTEL_SINVOICE_PASSWORD];
  const count = given.filter((value) => value !== undefined).length;
  if (count === 1) {
    throw new Error(
      'Invalid environment: set VIETTEL_SINVOICE_USERNAME, VIETTEL_SINVOICE_PASSWORD together',
    );
  }
  if (values.INVOICE_SANDBOX !== '1') return values;
  if (
    count === 2 &&
    (values.VIETTEL_SINVOICE_USERNAME !== SANDBOX_SINVOICE_USERNAME ||
      values.VIETTEL_SINVOICE_PASSWORD !== SANDBOX_SINVOICE_PASSWORD)
  ) {
    throw new Error(
      'Invalid environment: INVOICE_SANDBOX=1 refuses to run beside a real Viettel S-Invoice ' +
        'login; unset INVOICE_SANDBOX to issue real invoices, or unset VIETTEL_SINVOICE_USERNAME, ' +
        'VIETTEL_SINVOICE_PASSWORD',
    );
  }
  return {
    ...values,
    INVOICE_PROVIDER: 'viettel',
    VIETTEL_SINVOICE_USERNAME: SANDBOX_SINVOICE_USERNAME,
    VIETTEL_SINVOICE_PASSWORD: SANDBOX_SINVOICE_PASSWORD,
    VIETTEL_SINVOICE_BASE_URL:
      values.VIETTEL_SINVOICE_BASE_URL ??
      new URL('/api/invoices/sandbox/viettel', values.SITE_URL).href,
  };
}

type PaymentEnv = Pick<Env, 'SITE_URL' | 'PAYMENT_SANDBOX'> &
  Partial<
    Pick<
      Env,
      | 'PAYOS_CLIENT_ID'
      | 'PAYOS_API_KEY'
      | 'PAYOS_CHECKSUM_KEY'
      | 'PAYOS_BASE_URL'
      | 'VNPAY_TMN_CODE'
      | 'VNPAY_HASH_SECRET'
      | 'VNPAY_PAYMENT_URL'
      | 'VNPAY_API_URL'
      | 'MOMO_PARTNER_CODE'
      | 'MOMO_ACCESS_KEY'
      | 'MOMO_SECRET_KEY'
      | 'MOMO_ENDPOINT'
    >
  >;

type KeyName = keyof PaymentEnv;

/** One provider's credentials: which variables form the set, and the sandbox's values of them. */
interface ProviderKeys {
  name: string;
  keys: Partial<Record<KeyName, string>>;
}

const SANDBOX_PROVIDERS: readonly ProviderKeys[] = [
  {
    name: 'PayOS',
    keys: {
      PAYOS_CLIENT_ID: SANDBOX_CLIENT_ID,
      PAYOS_API_KEY: SANDBOX_API_KEY,
      PAYOS_CHECKSUM_KEY: SANDBOX_CHECKSUM_KEY,
    },
  },
  {
    name: 'VNPay',
    keys: { VNPAY_TMN_CODE: SANDBOX_VNPAY_TMN_CODE, VNPAY_HASH_SECRET: SANDBOX_VNPAY_HASH_SECRET },
  },
  {
    name: 'MoMo',
    keys: {
      MOMO_PARTNER_CODE: SANDBOX_MOMO_PARTNER_CODE,
      MOMO_ACCESS_KEY: SANDBOX_MOMO_ACCESS_KEY,
      MOMO_SECRET_KEY: SANDBOX_MOMO_SECRET_KEY,
    },
  },
];

/**
 * Each provider's credentials come as a set. The sandbox refuses to run beside real ones (a
 * pretend payment must never confirm an order a real shop would ship); with none set it uses the
 * development sets and points every provider at this site's sandboxes.
 */
export function withPaymentDefaults<T extends PaymentEnv>(values: T): T {
  for (const provider of SANDBOX_PROVIDERS) {
    const names = Object.keys(provider.keys) as KeyName[];
    const count = names.filter((name) => values[name] !== undefined).length;
    if (count !== 0 && count !== names.length) {
      throw new Error(`Invalid environment: set ${names.join(', ')} together`);
    }
    if (values.PAYMENT_SANDBOX !== '1' || count === 0) continue;
    if (names.some((name) => values[name] !== provider.keys[name])) {
      throw new Error(
        `Invalid environment: PAYMENT_SANDBOX=1 refuses to run beside real ${provider.name} ` +
          'credentials; unset PAYMENT_SANDBOX to take real payments, or unset ' +
          names.join(', '),
      );
    }
  }
  if (values.PAYMENT_SANDBOX !== '1') return values;
  const site = (path: string) => new URL(path, values.SITE_URL).href;
  return {
    ...values,
    ...Object.assign({}, ...SANDBOX_PROVIDERS.map((provider) => provider.keys)),
    PAYOS_BASE_URL: values.PAYOS_BASE_URL ?? site('/api/payments/sandbox'),
    VNPAY_PAYMENT_URL:
      values.VNPAY_PAYMENT_URL ?? site('/api/payments/sandbox/vnpay/paymentv2/vpcpay.html'),
    VNPAY_API_URL:
      values.VNPAY_API_URL ?? site('/api/payments/sandbox/vnpay/merchant_webapi/api/transaction'),
    MOMO_ENDPOINT: values.MOMO_ENDPOINT ?? site('/api/payments/sandbox/momo'),
  };
}

export const env = readEnv();
