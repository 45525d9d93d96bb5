// Cache tags of the pages that show the site's settings (DESIGN.md §5), and how a change reaches
// them: the route files' loaders (src/server/page-data) read under these tags, and the console's
// writes expire them. Kept apart from next/cache so services and their tests do not load it.
export const THEME_TAG = 'theme';
export const FLAGS_TAG = 'flags';
export const SEO_TAG = 'seo';

/** One page's SEO record, e.g. `seo:/vi/gioi-thieu` (the store path of src/content/seo.ts). */
export function seoTag(path: string): string {
  return `${SEO_TAG}:${path}`;
}

/** Marks a tag stale. Next's `revalidateTag` in the server; tests pass their own. */
export type Revalidate = (tag: string) => void | Promise<void>;

/**
 * Expires at once (not 'max', which serves the stale page one more time): an operator who saves
 * and reloads sees the change. From a request or from a job alike (src/server/cache/expire-tags);
 * with several instances the tag travels through the shared cache handler (DESIGN.md §19).
 */
export const expireTag: Revalidate = async (tag) => {
  const { expireTags } = await import('../../cache/expire-tags.mjs');
  await expireTags([tag]);
};

/** Expires each tag; a failure is logged, since the pages' short `revalidate` catches up anyway. */
export async function refreshPages(tags: readonly string[], revalidate: Revalidate): Promise<void> {
  for (const tag of tags) {
    try {
      await revalidate(tag);
    } catch (error) {
      console.error(
        `[site] could not regenerate pages tagged ${tag}; they refresh on a timer`,
        error,
      );
    }
  }
}

// Who regenerates pages after a committed write, per process rather than per module: Next bundles
// each route apart, so a module-level setting made where the store was opened (say the booking
// page) is not seen by the route whose write changed the data (the tRPC handler). The server's
// store registers Next's revalidation (src/server/db/index.ts); tests register their own; scripts
// register none, so nothing loads next/cache there.
const processPages = globalThis as typeof globalThis & { __revalidatePages?: Revalidate | null };

/** Sets how this process's writes reach the pages; null for none. */
export function revalidatePagesWith(revalidate: Revalidate | null): void {
  processPages.__revalidatePages = revalidate;
}

/** Expires the tags through what the process registered; nothing when it registered nothing. */
export async function refreshRegisteredPages(tags: readonly string[]): Promise<void> {
  const revalidate = processPages.__revalidatePages;
  if (revalidate) await refreshPages(tags, revalidate);
}
