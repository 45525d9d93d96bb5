// The shared cache's breaker: skipped for a window after a failure, then one probe decides.
import { Breaker } from './breaker.mjs';

function clockAt(start: number) {
  const clock = { now: start };
  return { clock, now: () => clock.now };
}

describe('the cache breaker', () => {
  it('lets every call through until a failure, then none for the window', () => {
    const { clock, now } = clockAt(1_000);
    const breaker = new Breaker({ openMs: 3_000, now });
    expect([breaker.allows(), breaker.allows(), breaker.open]).toEqual([true, true, false]);
    breaker.failed();
    expect([breaker.allows(), breaker.open]).toEqual([false, true]);
    clock.now = 3_999;
    expect(breaker.allows()).toBe(false);
  });

  it('after the window lets one probe through; its success closes, its failure reopens', () => {
    const { clock, now } = clockAt(0);
    const breaker = new Breaker({ openMs: 3_000, now });
    breaker.failed();
    clock.now = 3_000;
    expect(breaker.allows()).toBe(true);
    // The probe is in flight: the others still skip.
    expect([breaker.allows(), breaker.open]).toEqual([false, true]);
    breaker.failed();
    clock.now = 5_999;
    expect(breaker.allows()).toBe(false);
    clock.now = 6_000;
    expect(breaker.allows()).toBe(true);
    breaker.succeeded();
    expect([breaker.allows(), breaker.allows(), breaker.open]).toEqual([true, true, false]);
  });
});
