'use client';

import { useEffect } from 'react';

/** Sends the `search` analytics event once per query shown on the results page. */
export function SearchTracker({ term }: { term: string }) {
  useEffect(() => {
    if (!term) return;
    // Loaded on demand: the results page should not pay for analytics code up front.
    import('@/lib/analytics/events')
      .then(({ analytics }) => analytics.search(term))
      .catch((error: unknown) => console.error('[search] analytics search event failed', error));
  }, [term]);
  return null;
}
