// When a Lighthouse run's page painted, and when Chromium showed it.
//
// In some runs the page paints its first frame on time, then Chromium shows that frame about one
// second later: the observed first contentful paint (and with it the LCP of pages whose LCP
// element is text) moves by a whole second. In the traces read here the renderer's compositor
// drew at ~230 ms, kept receiving BeginFrames every 16.7 ms, and neither drew again nor asked its
// main thread for a frame until ~1.24 s, though style changes were pending from ~580 ms, as if
// waiting on the display compositor, not on the main thread. GoogleChrome/lighthouse#17148 (open)
// and #17227 report the same one-second stall in headless runs and tie it to viz's throttling
// (`CompositorFrameSinkSupport::ShouldSendBeginFrame`). Here it follows how busy the page keeps
// the two cores: none in 10 runs of our head and style sheet over one paragraph, 2 in 10 of a
// full page without scripts, about half with them; none in floor's or floor+'s runs. The
// simulated LCP keeps every request that finished before that late frame, so one such run reads
// as a page 1–2 s slower. This module finds those runs in the trace so that results.md can say
// which they were; the medians still count them.

/** A first frame shown this long after it was painted counts as shown late. */
export const LATE_PRESENTATION_MS = 500;

/**
 * From a Lighthouse trace (its `traceEvents`): when the page's first frame was painted on the
 * main thread, when the first contentful paint was shown, the gap between them, and how long the
 * main thread was busy within that gap (all in ms from the navigation). Null when the trace lacks
 * a navigation of an http(s) document, its first paint or its first contentful paint.
 */
export function paintPresentationGap(traceEvents) {
  const navigation = latest(
    traceEvents,
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.data?.isLoadingMainFrame &&
      /^https?:/.test(event.args.data.documentLoaderURL ?? ''),
  );
  if (!navigation) return null;
  const frame = navigation.args.frame;
  const after = (event) => event.ts >= navigation.ts;
  const firstPaint = earliest(
    traceEvents,
    (event) => event.name === 'Paint' && event.args?.data?.frame === frame && after(event),
  );
  const shown = earliest(
    traceEvents,
    (event) => event.name === 'firstContentfulPaint' && event.args?.frame === frame && after(event),
  );
  if (!firstPaint || !shown) return null;
  const paintEnd = firstPaint.ts + (firstPaint.dur ?? 0);
  const busyUs = traceEvents
    .filter(
      (event) =>
        event.name === 'RunTask' &&
        event.pid === firstPaint.pid &&
        event.tid === firstPaint.tid &&
        event.ts >= paintEnd &&
        event.ts < shown.ts,
    )
    .reduce((sum, event) => sum + Math.min(event.dur ?? 0, shown.ts - event.ts), 0);
  const ms = (us) => Math.round(us / 1000);
  return {
    firstPaintMs: ms(firstPaint.ts - navigation.ts),
    firstContentfulPaintMs: ms(shown.ts - navigation.ts),
    gapMs: ms(shown.ts - firstPaint.ts),
    mainThreadBusyMs: ms(busyUs),
  };
}

/** The event matching `test` with the smallest timestamp, or undefined. */
function earliest(events, test) {
  let found;
  for (const event of events) if (test(event) && (!found || event.ts < found.ts)) found = event;
  return found;
}

/** The event matching `test` with the largest timestamp, or undefined. */
function latest(events, test) {
  let found;
  for (const event of events) if (test(event) && (!found || event.ts > found.ts)) found = event;
  return found;
}

/** True when the run's first frame was shown at least LATE_PRESENTATION_MS after its paint. */
export function shownLate(gap) {
  return Boolean(gap) && gap.gapMs >= LATE_PRESENTATION_MS;
}
