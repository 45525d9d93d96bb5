// The site's own inline scripts, registered where their text is made: a page rendered per request
// carries a nonce that these scripts do not (reading it would make every page per-request), so
// scripts/server.mjs trusts them by the hashes of what is registered here
// (src/server/http/document-policy.mjs). Register only texts fixed at build, never one that
// changes per request: the registry is bounded and a text past the bound is refused.

const REGISTRY = Symbol.for('storefront.inlineScripts');

/** Returns `text` after registering it, on the server, as an inline script the site renders. */
export function inlineScript(text: string): string {
  if (typeof window === 'undefined') {
    const scope = globalThis as { [REGISTRY]?: Set<string> };
    (scope[REGISTRY] ??= new Set()).add(text);
  }
  return text;
}
