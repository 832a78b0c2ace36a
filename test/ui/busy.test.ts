import { describe, expect, it } from 'vitest';
import { BusyGate } from '../../src/ui/common/busy';

/** A promise settled from outside. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('busy states of actions that wait on the worker', () => {
  it('shows the words while the call is pending, starts no second action meanwhile, and clears when it settles', async () => {
    const seen: Array<string | undefined> = [];
    const gate = new BusyGate((l) => seen.push(l));
    const call = deferred<number>();
    const first = gate.run('Undoing entry #3…', () => call.promise);
    expect(gate.label).toBe('Undoing entry #3…');
    let second = 0;
    expect(
      await gate.run('Locking…', async () => {
        second++;
        return 1;
      }),
    ).toBeUndefined();
    expect(second).toBe(0);
    expect(gate.label).toBe('Undoing entry #3…');
    call.resolve(7);
    expect(await first).toBe(7);
    expect(gate.label).toBeUndefined();
    expect(seen).toEqual(['Undoing entry #3…', undefined]);
    // Idle again: the next action runs.
    expect(await gate.run('Locking…', async () => 2)).toBe(2);
  });

  it('clears the busy state when the call fails, and passes the error on', async () => {
    const gate = new BusyGate(() => undefined);
    const call = deferred<void>();
    const run = gate.run('Splitting…', () => call.promise);
    call.reject(new Error('storage full'));
    await expect(run).rejects.toThrow('storage full');
    expect(gate.label).toBeUndefined();
  });
});
