import { ConcurrencyGate } from './passwords';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('ConcurrencyGate', () => {
  const refuse = () => new Error('busy');

  it('runs at most `concurrency` tasks at once, queues up to `queueLimit`, refuses the rest', async () => {
    const gate = new ConcurrencyGate(2, 2);
    const blockers = Array.from({ length: 4 }, deferred);
    let peak = 0;
    let active = 0;
    const runs = blockers.map((blocker, i) =>
      gate.run(async () => {
        active += 1;
        peak = Math.max(peak, active);
        await blocker.promise;
        active -= 1;
        return i;
      }, refuse),
    );
    expect(gate.running).toBe(2);
    expect(gate.waiting).toBe(2);
    expect(gate.full).toBe(true);
    await expect(gate.run(async () => 99, refuse)).rejects.toThrow('busy');

    blockers.forEach((blocker) => blocker.resolve());
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    expect(peak).toBe(2);
    expect(gate.full).toBe(false);
    expect(gate.running).toBe(0);
    expect(gate.waiting).toBe(0);
  });

  it('hands the slot on when a task fails', async () => {
    const gate = new ConcurrencyGate(1, 1);
    const failing = gate.run(() => Promise.reject(new Error('scrypt failed')), refuse);
    const next = gate.run(async () => 'next', refuse);
    await expect(failing).rejects.toThrow('scrypt failed');
    await expect(next).resolves.toBe('next');
    expect(gate.running).toBe(0);
  });
});
