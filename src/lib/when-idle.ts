/**
 * Runs `run` once the browser is idle, and at the latest after `timeout` ms, so work a page can
 * wait for (the cart's start-up, the trackers) never competes with its first paint and hydration.
 * Where there is no requestIdleCallback (Safari), on the next task.
 */
export function whenIdle(run: () => void, timeout = 2_000): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(() => run(), { timeout });
  else setTimeout(run, 1);
}
