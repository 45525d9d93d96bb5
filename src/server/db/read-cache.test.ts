import { DERIVED_PREFIX, ReadCache } from './read-cache';

describe('ReadCache', () => {
  it('loads a key once while it is fresh and shares an in-flight load', async () => {
    const cache = new ReadCache(60_000);
    const load = jest.fn(async () => 'value');
    const [a, b] = await Promise.all([cache.getOrLoad('k', load), cache.getOrLoad('k', load)]);
    await cache.getOrLoad('k', load);
    expect([a, b]).toEqual(['value', 'value']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again after invalidate() of a matching prefix, but not of another prefix', async () => {
    const cache = new ReadCache(60_000);
    let n = 0;
    const load = async () => ++n;
    await cache.getOrLoad('theme:active', load);
    cache.invalidate('settings:');
    expect(await cache.getOrLoad('theme:active', load)).toBe(1);
    cache.invalidate('theme:');
    expect(await cache.getOrLoad('theme:active', load)).toBe(2);
  });

  it('does not keep a failed load', async () => {
    const cache = new ReadCache(60_000);
    await expect(cache.getOrLoad('k', () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
    await expect(cache.getOrLoad('k', async () => 'ok')).resolves.toBe('ok');
  });

  it('expires entries after the TTL', async () => {
    let now = 1_000_000;
    const clock = jest.spyOn(Date, 'now').mockImplementation(() => now);
    try {
      const cache = new ReadCache(1_000);
      let n = 0;
      await cache.getOrLoad('k', async () => ++n);
      now += 999;
      expect(await cache.getOrLoad('k', async () => ++n)).toBe(1);
      now += 1;
      expect(await cache.getOrLoad('k', async () => ++n)).toBe(2);
    } finally {
      clock.mockRestore();
    }
  });

  it('drops derived answers on any invalidation, since they may contain any area', async () => {
    const cache = new ReadCache(60_000);
    let n = 0;
    const load = async () => ++n;
    await cache.getOrLoad(`${DERIVED_PREFIX}batch`, load);
    cache.invalidate('logo:');
    expect(await cache.getOrLoad(`${DERIVED_PREFIX}batch`, load)).toBe(2);
  });
});

describe('ReadCache bounds', () => {
  it('keeps the bytes it holds under maxBytes, dropping the oldest first', async () => {
    const cache = new ReadCache({ ttlMs: 60_000, maxBytes: 10_000 });
    for (let i = 0; i < 20; i++) {
      await cache.getOrLoad(`k${i}`, async () => 'x'.repeat(1_000));
    }
    expect(cache.bytes).toBeLessThanOrEqual(10_000);
    expect(cache.size).toBeGreaterThan(0);
    const load = jest.fn(async () => 'again');
    expect(await cache.getOrLoad('k19', load)).toBe('x'.repeat(1_000));
    expect(await cache.getOrLoad('k0', load)).toBe('again');
  });

  it('answers but does not keep a value larger than the whole budget', async () => {
    const cache = new ReadCache({ ttlMs: 60_000, maxBytes: 1_000 });
    await cache.getOrLoad(
      'big',
      async () => new ArrayBuffer(5_000),
      (value) => value.byteLength,
    );
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it('counts the key too, so long keys cannot fill memory with small values', async () => {
    const cache = new ReadCache({ ttlMs: 60_000, maxBytes: 50_000 });
    for (let i = 0; i < 100; i++) await cache.getOrLoad(`${i}:${'k'.repeat(5_000)}`, async () => 1);
    expect(cache.bytes).toBeLessThanOrEqual(50_000);
  });

  it('holds at most maxEntries entries', async () => {
    const cache = new ReadCache({ ttlMs: 60_000, maxEntries: 3 });
    for (let i = 0; i < 10; i++) await cache.getOrLoad(`k${i}`, async () => i);
    expect(cache.size).toBe(3);
  });

  it('keeps nothing with maxEntries 0: every read loads', async () => {
    const cache = new ReadCache({ ttlMs: 60_000, maxEntries: 0 });
    let loads = 0;
    for (let i = 0; i < 3; i++) expect(await cache.getOrLoad('k', async () => ++loads)).toBe(i + 1);
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it('returns to zero bytes when everything is invalidated or deleted', async () => {
    const cache = new ReadCache(60_000);
    await cache.getOrLoad('theme:a', async () => ({ a: 1 }));
    await cache.getOrLoad(`${DERIVED_PREFIX}x`, async () => 'abc');
    await cache.getOrLoad('seo:/', async () => null);
    cache.invalidate('theme:');
    cache.delete('seo:/');
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });
});
