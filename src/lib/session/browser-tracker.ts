// The page's one session tracker, wired to the real browser and the vanilla tRPC client.
import { getTrpcClient } from '@/lib/trpc/client';
import type { NetworkFacts } from './ip-lookup';
import { SessionTracker, type TrackerEnvironment } from './tracker';

let instance: SessionTracker | null = null;
let networkLookup: (() => Promise<NetworkFacts>) | null = null;

function browserEnvironment(): TrackerEnvironment {
  return {
    storage: window.localStorage,
    target: window,
    document,
    currentPath: () => window.location.pathname,
    userAgent: navigator.userAgent,
    deviceInfo: () => ({
      screenWidth: window.screen.width,
      screenHeight: window.screen.height,
      language: navigator.language,
      platform: navigator.platform,
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    }),
    sendBeacon: (url, body) =>
      typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, body),
    now: () => Date.now(),
  };
}

export function getSessionTracker(): SessionTracker {
  instance ??= new SessionTracker({
    client: getTrpcClient(),
    env: browserEnvironment(),
    lookupNetwork: () => (networkLookup ? networkLookup() : Promise.resolve(null)),
  });
  return instance;
}

/** Turns the third-party IP lookup on (a public setting decides; it is off by default). */
export function setNetworkLookup(lookup: (() => Promise<NetworkFacts>) | null): void {
  networkLookup = lookup;
}

/** After login or logout: report at once so the server attaches (or keeps) the user. */
export function notifyAuthChange(): void {
  void instance?.update();
}
