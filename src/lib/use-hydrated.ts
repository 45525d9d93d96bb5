// Whether React has hydrated this client leaf: false in the server HTML and while hydrating it,
// true from the render after (and at once on a client navigation, which has nothing to hydrate).
import { useSyncExternalStore } from 'react';

/** For a useSyncExternalStore whose value never changes after the first browser render. */
export const noSubscription = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
