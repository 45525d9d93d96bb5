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

function trimSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** The rule whose `from` equals a locale-less pathname (trailing slash ignored). */
export function findRedirectRule(
  rules: readonly RedirectRule[],
  pathname: string,
): RedirectRule | undefined {
  const path = trimSlash(pathname);
  return rules.find((rule) => trimSlash(rule.from) === path);
}
