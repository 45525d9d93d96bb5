// Build update (spec §4): poll /builds/latest.json with a timestamp query; when its id differs
// from the running build, the next navigation is a full page load. A failed code-chunk load
// reloads the target route, at most once per 10 s.
import { BUILD_POLL_INTERVAL_MS, RELOAD_GUARD_MS } from '@/config';
import { followedLink } from '@/lib/soft-navigation';

export const BUILD_MANIFEST_PATH = '/builds/latest.json';
const RELOAD_GUARD_KEY = 'chunk-reload-at';

export interface BuildManifest {
  id: string;
  time: string;
}

function isManifest(value: unknown): value is BuildManifest {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as BuildManifest).id === 'string' &&
    typeof (value as BuildManifest).time === 'string'
  );
}

/** The published build id, or null when it cannot be read (a failed poll is ignored). */
export async function fetchLatestBuildId(fetchImpl: typeof fetch = fetch): Promise<string | null> {
  try {
    const response = await fetchImpl(`${BUILD_MANIFEST_PATH}?t=${Date.now()}`, {
      cache: 'no-store',
    });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    return isManifest(body) ? body.id : null;
  } catch {
    // Offline or mid-deploy: the next poll will tell.
    return null;
  }
}

export interface BuildWatcherOptions {
  currentId: string;
  intervalMs?: number;
  fetchImpl?: typeof fetch;
  /** Full page load of a URL (window.location.assign in the browser). */
  navigate: (url: string) => void;
}

/**
 * Polls the manifest; once a newer build is seen, a click on an internal link becomes a full
 * page load of its target. Returns a stop function.
 */
export function watchBuild({
  currentId,
  intervalMs = BUILD_POLL_INTERVAL_MS,
  fetchImpl,
  navigate,
}: BuildWatcherOptions): () => void {
  let outdated = false;
  const poll = async () => {
    const latest = await fetchLatestBuildId(fetchImpl);
    if (latest && latest !== currentId) outdated = true;
  };
  const onClick = (event: MouseEvent) => {
    if (!outdated) return;
    const url = followedLink(event);
    if (!url) return;
    event.preventDefault();
    navigate(url.href);
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') void poll();
  };
  const timer = setInterval(() => void poll(), intervalMs);
  document.addEventListener('click', onClick, true);
  document.addEventListener('visibilitychange', onVisible);
  void poll();
  return () => {
    clearInterval(timer);
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('visibilitychange', onVisible);
  };
}

export function isChunkLoadError(reason: unknown): boolean {
  if (!(reason instanceof Error)) return false;
  return (
    reason.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module/i.test(
      reason.message,
    )
  );
}

/** Reloads `url` unless a reload for a chunk failure happened in the last 10 s. */
export function reloadOnce(
  storage: Storage,
  url: string,
  navigate: (url: string) => void,
  now = Date.now(),
): boolean {
  const last = Number(storage.getItem(RELOAD_GUARD_KEY) ?? 0);
  if (now - last < RELOAD_GUARD_MS) return false;
  storage.setItem(RELOAD_GUARD_KEY, String(now));
  navigate(url);
  return true;
}

/** Reloads the page when a code chunk fails to load (usually: a deploy removed it). */
export function watchChunkFailures(navigate: (url: string) => void): () => void {
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason))
      reloadOnce(window.sessionStorage, window.location.href, navigate);
  };
  const onError = (event: Event) => {
    const target = event.target;
    if (target instanceof HTMLScriptElement && target.src.includes('/_next/static/')) {
      reloadOnce(window.sessionStorage, window.location.href, navigate);
    }
  };
  window.addEventListener('unhandledrejection', onRejection);
  window.addEventListener('error', onError, true);
  return () => {
    window.removeEventListener('unhandledrejection', onRejection);
    window.removeEventListener('error', onError, true);
  };
}
