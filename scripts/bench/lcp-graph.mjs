// What Lighthouse's simulated LCP waited for, in words a reader of results.md can check.
//
// Lighthouse (simulated throttling) replays the page's real, unthrottled load on a modelled slow
// 4G phone. For LCP it keeps every request that had finished loading when the real page painted its
// LCP element (the "observed" LCP), except low-priority images; a script leaves the set only when
// its evaluation task was long enough to be a node of its own (10 ms) and started after that paint.
// On loopback the framework chunks often finish before the paint, so the same page is simulated
// with or without ~120 kB of scripts in the way: that, not the page, is what moves the figure.

const TYPE_NAMES = {
  Script: 'script',
  Stylesheet: 'stylesheet',
  Image: 'image',
  Font: 'font',
  Fetch: 'fetch',
  XHR: 'fetch',
};

/**
 * Groups the requests of the simulated LCP graph (the document left out: every page needs it) by
 * type: `[{ type: 'script', count: 11, bytes: 170000 }, …]`, largest first.
 */
export function groupLcpRequests(requests) {
  const groups = new Map();
  for (const request of requests) {
    const type = TYPE_NAMES[request.resourceType] ?? 'other';
    const group = groups.get(type) ?? { type, count: 0, bytes: 0 };
    group.count += 1;
    group.bytes += request.transferSize ?? 0;
    groups.set(type, group);
  }
  return [...groups.values()].sort((a, b) => b.bytes - a.bytes || a.type.localeCompare(b.type));
}

/** "2 images 19.2 kB, 1 stylesheet 9.6 kB", or "nothing but the document". */
export function describeLcpRequests(requests) {
  const groups = groupLcpRequests(requests);
  if (!groups.length) return 'nothing but the document';
  return groups
    .map(({ type, count, bytes }) => {
      const noun = count === 1 ? type : `${type}s`;
      return `${count} ${noun} ${(bytes / 1000).toFixed(1)} kB`;
    })
    .join(', ');
}
