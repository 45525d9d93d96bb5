// Every environment variable the app reads, validated once. Nothing else reads process.env.
// Server-only values must never be imported by a client component: this module is server-only.
import 'server-only';
import { z } from 'zod';
import { parseTrustedProxies } from './server/http/client-address.mjs';

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
  /** Optional shared edge store (Upstash Redis / Vercel KV REST API). */
  KV_REST_API_URL: z.string().url().optional(),
  KV_REST_API_TOKEN: z.string().optional(),
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
});

export type Env = z.infer<typeof schema>;

function readEnv(): Env {
  const parsed = schema.safeParse({
    NODE_ENV: process.env.NODE_ENV,
    SITE_URL: process.env.SITE_URL || undefined,
    DATABASE_URL: process.env.DATABASE_URL || undefined,
    SQLITE_PATH: process.env.SQLITE_PATH || undefined,
    KV_REST_API_URL: process.env.KV_REST_API_URL || undefined,
    KV_REST_API_TOKEN: process.env.KV_REST_API_TOKEN || undefined,
    REVALIDATE_SECRET: process.env.REVALIDATE_SECRET || undefined,
    TRUSTED_PROXIES: process.env.TRUSTED_PROXIES || undefined,
    SESSION_RETENTION_DAYS: process.env.SESSION_RETENTION_DAYS || undefined,
    BUILD_ID: process.env.BUILD_ID || undefined,
  });
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${issues}`);
  }
  return parsed.data;
}

export const env = readEnv();
