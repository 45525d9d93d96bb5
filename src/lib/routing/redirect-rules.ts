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
