// Inputs of the site-settings procedures (admin.redirects.*, admin.flags.*, admin.settings.*,
// admin.seo.*, admin.theme.*), shared by the routers and the console's forms: one definition of
// what an operator may send. Rules that need the store (loops, chains, live pages) are the
// services'; these are the shapes.
import { z } from 'zod';
import { comparablePath, isAbsoluteTarget, normalizeRulePath } from '@/lib/routing/redirect-rules';
import { GA_ID, GA_SETTING_KEY, PIXEL_ID, PIXEL_SETTING_KEY } from '@/lib/analytics/loaders';
import { PALETTE_NAMES, SHADES } from '@/lib/theme-palette';
import { optionalTextField, textField } from '@/lib/validation/text';

/* ---------------------------------------------------------------------------------------------
 * Redirects
 * ------------------------------------------------------------------------------------------- */

/** Stable keys of a refused redirect (error `details.reason`); the console translates them. */
export const REDIRECT_REFUSALS = [
  'redirect-source',
  'redirect-target',
  'redirect-loop',
  'redirect-chain',
  'redirect-live-page',
  'redirect-exists',
  'redirect-missing',
] as const;
export type RedirectRefusal = (typeof REDIRECT_REFUSALS)[number];

const LOCALE_PREFIX = /^\/(vi|en)(\/|$)/i;
/** A locale-less site path: one leading slash, no query, fragment, space or backslash. */
const SITE_PATH = /^\/(?!\/)[^\s?#\\]*$/;

/** A rule's source: a locale-less path that is not the home page, an API or a build file. */
export const redirectSource = z
  .string()
  .trim()
  .max(300)
  // One spelling per path: `/%6Coop/` is stored as `/loop`.
  .transform(normalizeRulePath)
  .refine(
    (value) => {
      const comparable = comparablePath(value);
      return (
        SITE_PATH.test(value) &&
        SITE_PATH.test(comparable) &&
        value !== '/' &&
        !LOCALE_PREFIX.test(comparable) &&
        !/^\/(api|_next)(\/|$)/.test(comparable)
      );
    },
    { message: 'redirect-source' },
  );

/**
 * Relative targets are locale-less site paths (a query is kept); absolute ones http(s) URLs with a
 * host, written out in full (`https:evil.example` is neither, so it is refused).
 */
export function isAllowedTarget(value: string): boolean {
  if (value.startsWith('/')) {
    const pathname = value.split(/[?#]/, 1)[0] ?? '';
    const comparable = comparablePath(pathname);
    return (
      SITE_PATH.test(pathname) && SITE_PATH.test(comparable) && !LOCALE_PREFIX.test(comparable)
    );
  }
  if (!isAbsoluteTarget(value) || !URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
}

/** The stored spelling of an allowed target: a normalised path, or the URL as the parser writes it. */
function normalizedTarget(value: string): string {
  if (!value.startsWith('/')) return new URL(value).href;
  // The path part in its one spelling; a query or fragment stays as written.
  const cut = value.search(/[?#]/);
  const end = cut === -1 ? value.length : cut;
  return normalizeRulePath(value.slice(0, end)) + value.slice(end);
}

export const redirectTarget = z
  .string()
  .trim()
  .min(1, { message: 'redirect-target' })
  .max(2000)
  .refine((value) => !/[\s\\]/.test(value) && isAllowedTarget(value), {
    message: 'redirect-target',
  })
  .transform(normalizedTarget);

export const redirectInput = z.object({
  source: redirectSource,
  target: redirectTarget,
  permanent: z.boolean(),
  active: z.boolean().default(true),
});
export type RedirectInput = z.infer<typeof redirectInput>;

export const redirectSourceInput = z.object({ source: redirectSource });

/* ---------------------------------------------------------------------------------------------
 * Feature flags and public settings
 * ------------------------------------------------------------------------------------------- */

/** `enable_add_to_cart`, `google_tag_manager_id`: lower-case words joined by underscores. */
export const settingKey = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9_]{1,63}$/, { message: 'setting-key' });

export const flagSetInput = z.object({
  key: settingKey,
  enabled: z.boolean(),
  description: optionalTextField({ max: 200 }).optional(),
});

/** Hours a waiting-list offer holds its seats (waking hours, 07:00–22:00; default 2). */
export const WAITLIST_HOLD_SETTING_KEY = 'waitlist_hold_hours';

/** Settings whose value has a known format; the console and the server refuse anything else. */
export const SETTING_FORMATS: Readonly<Record<string, { pattern: RegExp; example: string }>> = {
  [GA_SETTING_KEY]: { pattern: GA_ID, example: 'G-ABC123XYZ9' },
  [PIXEL_SETTING_KEY]: { pattern: PIXEL_ID, example: '123456789012345' },
  [WAITLIST_HOLD_SETTING_KEY]: { pattern: /^(?:[1-9]|[1-3]\d|4[0-8])$/, example: '2' },
};

/** Settings read as switches (spec §5: on only when the value, lowercased, is "true"). */
export const SWITCH_SETTINGS: readonly string[] = ['enable_add_to_cart', 'ip_lookup_enabled'];

/** Why a setting's value is refused, or null. An empty value always passes: it means "none". */
export function settingValueProblem(key: string, value: string): 'setting-format' | null {
  const format = SETTING_FORMATS[key];
  if (value === '' || !format) return null;
  return format.pattern.test(value) ? null : 'setting-format';
}

export const settingSetInput = z
  .object({ key: settingKey, value: z.string().trim().max(500) })
  .superRefine((input, ctx) => {
    if (/[\u0000-\u001F\u007F]/.test(input.value)) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'setting-format' });
    }
    const problem = settingValueProblem(input.key, input.value);
    if (problem) ctx.addIssue({ code: 'custom', path: ['value'], message: problem });
  });

/* ---------------------------------------------------------------------------------------------
 * SEO per page
 * ------------------------------------------------------------------------------------------- */

export const SEO_FIELDS = [
  'title',
  'ogTitle',
  'description',
  'ogDescription',
  'ogImage',
  'keywords',
  'robotsTxt',
  'canonicalUrl',
] as const;
export type SeoField = (typeof SEO_FIELDS)[number];

const ROBOTS_TOKENS = new Set([
  'index',
  'noindex',
  'follow',
  'nofollow',
  'noarchive',
  'nosnippet',
  'noimageindex',
  'all',
  'none',
]);

/** A site path or an https URL: these end up in every crawler's view of the page. */
const urlOrSitePath = (value: string) =>
  SITE_PATH.test(value.split(/[?#]/, 1)[0] ?? '') ||
  (URL.canParse(value) && /^https?:$/.test(new URL(value).protocol));

export const seoPathInput = z.object({ path: z.string().trim().min(1).max(300) });

export const seoSetInput = z.object({
  path: z.string().trim().min(1).max(300),
  title: optionalTextField({ max: 120 }).optional(),
  ogTitle: optionalTextField({ max: 120 }).optional(),
  description: optionalTextField({ max: 320 }).optional(),
  ogDescription: optionalTextField({ max: 320 }).optional(),
  ogImage: optionalTextField({ max: 500 })
    .optional()
    .refine((value) => value == null || urlOrSitePath(value), { message: 'seo-url' }),
  keywords: optionalTextField({ max: 300 }).optional(),
  robotsTxt: optionalTextField({ max: 100 })
    .optional()
    .refine(
      (value) =>
        value == null ||
        value
          .split(',')
          .map((token) => token.trim().toLowerCase())
          .every((token) => ROBOTS_TOKENS.has(token)),
      { message: 'seo-robots' },
    ),
  canonicalUrl: optionalTextField({ max: 500 })
    .optional()
    .refine((value) => value == null || urlOrSitePath(value), { message: 'seo-url' }),
});
export type SeoSetInput = z.infer<typeof seoSetInput>;

/* ---------------------------------------------------------------------------------------------
 * Themes
 * ------------------------------------------------------------------------------------------- */

const hexColor = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, { message: 'theme-color' })
  .transform((value) => value.toLowerCase());

const palette = z.object(
  Object.fromEntries(SHADES.map((shade) => [shade, hexColor])) as {
    [K in (typeof SHADES)[number]]: typeof hexColor;
  },
);

const scheme = z.object(
  Object.fromEntries(PALETTE_NAMES.map((name) => [name, palette])) as {
    [K in (typeof PALETTE_NAMES)[number]]: typeof palette;
  },
);

export const themeColorsInput = z.object({ light: scheme, dark: scheme });

export const themeIdInput = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });

export const themeSaveInput = z.object({
  id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional(),
  name: textField({ max: 60 }),
  colors: themeColorsInput,
});

/** admin.logos.restore: the kept logo or favicon to make active again. */
export const logoIdInput = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });
