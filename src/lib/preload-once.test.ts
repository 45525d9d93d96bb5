import { preloadOnce } from './preload-once';

describe('preloadOnce', () => {
  it('starts the load at the first call only', () => {
    const load = jest.fn(() => Promise.resolve('rules'));
    const preload = preloadOnce(load, 'checkout');
    expect(load).not.toHaveBeenCalled();
    preload();
    preload();
    preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('logs a failed load instead of throwing, and does not retry it', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const load = jest.fn(() => Promise.reject(new Error('offline')));
    const preload = preloadOnce(load, 'tickets');
    expect(() => preload()).not.toThrow();
    await Promise.resolve();
    await Promise.resolve();
    expect(warn).toHaveBeenCalledWith(
      '[tickets] preloading the form rules failed; they load on submit',
      expect.any(Error),
    );
    preload();
    expect(load).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
