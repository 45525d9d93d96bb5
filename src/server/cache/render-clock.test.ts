// Cache entries are stamped with the start of the request that rendered them.
import { entryStamp, renderStartedAt, withRenderClock } from './render-clock.mjs';

describe('the render clock', () => {
  it('gives the request start to everything its handling awaits, and nothing outside it', async () => {
    expect(renderStartedAt()).toBeUndefined();
    const seen = await withRenderClock(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      // A background regeneration started from the request: a promise chain it left running.
      const background = Promise.resolve().then(async () => {
        await new Promise((resolve) => setImmediate(resolve));
        return renderStartedAt();
      });
      return [renderStartedAt(), await background];
    }, 1_234);
    expect(seen).toEqual([1_234, 1_234]);
    expect(renderStartedAt()).toBeUndefined();
  });

  it('stamps with the start when there is one, never later than now, else now', () => {
    expect(entryStamp(1_000, 1_500)).toBe(1_000);
    expect(entryStamp(undefined, 1_500)).toBe(1_500);
    expect(entryStamp(2_000, 1_500)).toBe(1_500);
    expect(entryStamp(Number.NaN, 1_500)).toBe(1_500);
  });
});
