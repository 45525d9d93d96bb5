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
    const cache = new ReadCache(1);
    let n = 0;
    await cache.getOrLoad('k', async () => ++n);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await cache.getOrLoad('k', async () => ++n)).toBe(2);
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
