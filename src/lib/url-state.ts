// A page's own state in its address (the booking's day and quantities, a product's options), so a
// reload, a shared link and the language switch keep it. Client-only: static pages read it after
// hydration, and their server HTML is the same for everyone.

/** The current address's query. */
export function currentQuery(): URLSearchParams {
  return new URLSearchParams(window.location.search);
}

/**
 * Writes `entries` into the address's query in place (a `null` value removes its key), without a
 * navigation or a history entry; other keys and the hash stay.
 */
export function replaceQuery(entries: Record<string, string | null>): void {
  const url = new URL(window.location.href);
  for (const [key, value] of Object.entries(entries)) {
    if (value === null) url.searchParams.delete(key);
    else url.searchParams.set(key, value);
  }
  if (url.href !== window.location.href) window.history.replaceState(null, '', url);
}
