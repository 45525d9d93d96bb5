// Redirect rules: their shape and matching. Edge-safe (no Node APIs, no zod: the middleware bundle
// stays small). Committed rules are validated when scripts/compile-redirects.mjs compiles them.

export interface RedirectRule {
  /** Locale-less source path, e.g. `/khuyen-mai`; matches it under /vi and /en too. */
  from: string;
  /** Locale-less path (followed inside the site) or an absolute http(s) URL (external). */
  to: string;
  /** 308 when true, 307 when false. */
  permanent: boolean;
}

export function isAbsoluteTarget(to: string): boolean {
  return /^https?:\/\//i.test(to);
}

/** RFC 3986 §2.3: these characters mean the same whether written plainly or percent-encoded. */
const UNRESERVED = /[A-Za-z0-9\-._~]/;

/**
 * The one stored spelling of a path (RFC 3986 §6.2.2): escapes of unreserved characters decoded
 * (`/%6Coop` is `/loop`), other escapes in upper case, trailing slashes dropped.
 */
export function normalizeRulePath(path: string): string {
  const decoded = path.replace(/%([0-9a-f]{2})/gi, (escape, hex: string) => {
    const char = String.fromCharCode(parseInt(hex, 16));
    return UNRESERVED.test(char) ? char : escape.toUpperCase();
  });
  return trimSlash(decoded);
}

/**
 * What two paths are compared by when looking for loops and chains: every escape decoded (where
 * it decodes), lower case, no trailing slash, so no spelling of a path passes for another path.
 */
export function comparablePath(path: string): string {
  const decoded = path.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
  return trimSlash(decoded).toLowerCase();
}

function trimSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * The rule whose `from` names a locale-less pathname (trailing slash ignored). `normalize` maps
 * both sides to one form, so a rule written with a Vietnamese alias also matches the English path.
 */
export function findRedirectRule(
  rules: readonly RedirectRule[],
  pathname: string,
  normalize: (path: string) => string = (path) => path,
): RedirectRule | undefined {
  const path = normalize(trimSlash(pathname));
  return rules.find((rule) => normalize(trimSlash(rule.from)) === path);
}
