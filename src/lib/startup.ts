// Start-up of the client-only areas (cart, checkout, dashboard): each area registers the work it
// must finish before it is usable; the loading overlay waits for all of it, failed or not.

export type StartupTask = Promise<unknown>;

/**
 * Settles when every task has settled (a failure counts as finished: the overlay must not stay
 * up because something failed) or when `maxMs` has passed, whichever comes first.
 */
export function whenStarted(
  tasks: readonly StartupTask[],
  maxMs: number,
): Promise<'done' | 'timeout'> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve('timeout'), maxMs);
    void Promise.allSettled(tasks).then((results) => {
      clearTimeout(timer);
      for (const result of results) {
        if (result.status === 'rejected') console.error('Start-up task failed', result.reason);
      }
      resolve('done');
    });
  });
}
