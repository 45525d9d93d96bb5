/**
 * @jest-environment jsdom
 */
import { whenIdle } from './when-idle';

describe('whenIdle', () => {
  afterEach(() => {
    delete (window as Partial<Window>).requestIdleCallback;
    jest.useRealTimers();
  });

  it('waits for an idle moment, at most the timeout', () => {
    const idle: { callback: () => void; timeout?: number }[] = [];
    window.requestIdleCallback = (callback, options) => {
      idle.push({ callback: () => callback({} as IdleDeadline), timeout: options?.timeout });
      return idle.length;
    };
    const run = jest.fn();
    whenIdle(run);
    whenIdle(run, 500);
    expect(run).not.toHaveBeenCalled();
    expect(idle.map((entry) => entry.timeout)).toEqual([2_000, 500]);
    idle[0]?.callback();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs on the next task where the browser has no requestIdleCallback', () => {
    jest.useFakeTimers();
    const run = jest.fn();
    whenIdle(run);
    expect(run).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
