import { describe, expect, it } from 'vitest';
import { createGate } from '../gate.js';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('gate', () => {
  it('when more tasks than slots arrive, then only `max` run at once and the rest start in arrival order as slots free up', async () => {
    const run = createGate(2);
    const started: number[] = [];
    const blockers = Array.from({ length: 5 }, deferred);
    const tasks = blockers.map((blocker, i) =>
      run(async () => {
        started.push(i);
        await blocker.promise;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    blockers[1]!.resolve();
    await tasks[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    blockers.forEach((b) => b.resolve());
    expect(await Promise.all(tasks)).toEqual([0, 1, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
  });

  it('when a task fails, then its slot is released and the error reaches its caller only', async () => {
    const run = createGate(1);
    const failing = run(async () => {
      throw new Error('falhou');
    });
    const next = run(async () => 'ok');
    await expect(failing).rejects.toThrow('falhou');
    expect(await next).toBe('ok');
  });
});
