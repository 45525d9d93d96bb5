/** @jest-environment jsdom */
import { fetchLatestBuildId, isChunkLoadError, reloadOnce, watchBuild } from './build-update';

function manifestFetch(id: string | Error) {
  return jest.fn(async (input: RequestInfo | URL) => {
    if (id instanceof Error) throw id;
    expect(String(input)).toMatch(/^\/builds\/latest\.json\?t=\d+$/);
    return { ok: true, json: async () => ({ id, time: '2026-11-22T00:00:00Z' }) };
  }) as unknown as typeof fetch;
}

describe('build manifest polling', () => {
  it('reads the published build id with a cache-busting timestamp', async () => {
    await expect(fetchLatestBuildId(manifestFetch('b2'))).resolves.toBe('b2');
  });

  it('ignores a failed poll', async () => {
    await expect(fetchLatestBuildId(manifestFetch(new Error('offline')))).resolves.toBeNull();
  });

  it('turns the next internal link click into a full page load once a new build is out', async () => {
    document.body.innerHTML =
      '<a href="/vi/thuc-don">Thực đơn</a><a href="https://example.com/">x</a>';
    const navigate = jest.fn();
    const stop = watchBuild({
      currentId: 'b1',
      fetchImpl: manifestFetch('b2'),
      navigate,
      intervalMs: 60_000,
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const [internal, external] = Array.from(document.querySelectorAll('a'));
    external?.dispatchEvent(
      new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }),
    );
    expect(navigate).not.toHaveBeenCalled();
    internal?.dispatchEvent(
      new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }),
    );
    expect(navigate).toHaveBeenCalledWith('http://localhost/vi/thuc-don');
    stop();
  });

  it('leaves navigation alone while the build is current', async () => {
    document.body.innerHTML = '<a href="/vi/thuc-don">Thực đơn</a>';
    const navigate = jest.fn();
    const stop = watchBuild({
      currentId: 'b1',
      fetchImpl: manifestFetch('b1'),
      navigate,
      intervalMs: 60_000,
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    document.querySelector('a')?.addEventListener('click', (e) => e.preventDefault());
    document
      .querySelector('a')
      ?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(navigate).not.toHaveBeenCalled();
    stop();
  });
});

describe('chunk load failures', () => {
  it('recognises chunk load errors', () => {
    const chunk = new Error('Loading chunk 123 failed.');
    chunk.name = 'ChunkLoadError';
    expect(isChunkLoadError(chunk)).toBe(true);
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /x.js')),
    ).toBe(true);
    expect(isChunkLoadError(new Error('Network error'))).toBe(false);
  });

  it('reload the target route at most once per 10 s', () => {
    const navigate = jest.fn();
    sessionStorage.clear();
    expect(reloadOnce(sessionStorage, '/vi/san-pham', navigate, 100_000)).toBe(true);
    expect(reloadOnce(sessionStorage, '/vi/san-pham', navigate, 105_000)).toBe(false);
    expect(reloadOnce(sessionStorage, '/vi/san-pham', navigate, 110_000)).toBe(true);
    expect(navigate).toHaveBeenCalledTimes(2);
  });
});
