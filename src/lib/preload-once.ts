// Code a form needs only when it is sent (its zod rules, libphonenumber): fetched at the form's
// first focus or touch, so it arrives while the shopper types and is not part of the page's
// first load, where it would cost the paint and block the main thread.

/**
 * A handler that starts `load` the first time it runs and never again. A failed load is only
 * logged: the submit imports the same module and shows its own error if it fails there too.
 */
export function preloadOnce(load: () => Promise<unknown>, label: string): () => void {
  let started = false;
  return () => {
    if (started) return;
    started = true;
    load().catch((error: unknown) =>
      console.warn(`[${label}] preloading the form rules failed; they load on submit`, error),
    );
  };
}
