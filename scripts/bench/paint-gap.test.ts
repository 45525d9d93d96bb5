import { LATE_PRESENTATION_MS, paintPresentationGap, shownLate } from './paint-gap.mjs';

const MAIN = { pid: 7, tid: 7 };
const FRAME = 'F1';
const t0 = 1_000_000; // trace clock, µs

function navigation(ts: number, url: string, frame = FRAME) {
  return {
    ...MAIN,
    name: 'navigationStart',
    ts,
    args: { frame, data: { isLoadingMainFrame: true, documentLoaderURL: url } },
  };
}

const paint = (ms: number, frame = FRAME, dur = 5_000) => ({
  ...MAIN,
  name: 'Paint',
  ts: t0 + ms * 1000,
  dur,
  args: { data: { frame } },
});
const shown = (ms: number, frame = FRAME) => ({
  ...MAIN,
  name: 'firstContentfulPaint',
  ts: t0 + ms * 1000,
  args: { frame },
});
const task = (ms: number, durMs: number, thread = MAIN) => ({
  ...thread,
  name: 'RunTask',
  ts: t0 + ms * 1000,
  dur: durMs * 1000,
});

describe('paintPresentationGap', () => {
  it('measures from the first paint of the loaded document to its first contentful paint', () => {
    const gap = paintPresentationGap([
      // Lighthouse loads about:blank first; its paints do not count.
      navigation(t0 - 500_000, 'about:blank', 'BLANK'),
      paint(-400, 'BLANK'),
      navigation(t0, 'http://localhost:3301/vi'),
      paint(229),
      paint(540),
      task(300, 70),
      task(1_200, 100, { pid: 7, tid: 8 }), // another thread
      shown(1_250),
    ]);
    expect(gap).toEqual({
      firstPaintMs: 229,
      firstContentfulPaintMs: 1_250,
      gapMs: 1_021,
      mainThreadBusyMs: 70,
    });
    expect(shownLate(gap)).toBe(true);
  });

  it('counts only the part of a task that falls before the frame was shown', () => {
    const gap = paintPresentationGap([
      navigation(t0, 'https://example.test/'),
      paint(150),
      task(180, 100),
      shown(200),
    ]);
    expect(gap).toMatchObject({ gapMs: 50, mainThreadBusyMs: 20 });
    expect(shownLate(gap)).toBe(false);
  });

  it('calls a gap late from the threshold on', () => {
    expect(
      shownLate({
        firstPaintMs: 0,
        firstContentfulPaintMs: 0,
        gapMs: LATE_PRESENTATION_MS,
        mainThreadBusyMs: 0,
      }),
    ).toBe(true);
    expect(
      shownLate({
        firstPaintMs: 0,
        firstContentfulPaintMs: 0,
        gapMs: LATE_PRESENTATION_MS - 1,
        mainThreadBusyMs: 0,
      }),
    ).toBe(false);
    expect(shownLate(null)).toBe(false);
  });

  it('is null when the trace lacks the navigation, the paint or the first contentful paint', () => {
    expect(paintPresentationGap([paint(100), shown(120)])).toBeNull();
    expect(paintPresentationGap([navigation(t0, 'http://localhost/'), shown(120)])).toBeNull();
    expect(paintPresentationGap([navigation(t0, 'http://localhost/'), paint(100)])).toBeNull();
  });
});
