import { describe, expect, it } from 'vitest';
import { FairQueue } from '../fair-queue.js';

/** Runs `slices` slices: each job is `${owner}${n}` needing `need[job]` slices; returns the order of slices served. */
function serve(queue: FairQueue<string>, need: Record<string, number>, slices: number, onSlice?: (served: number) => void): string[] {
  const order: string[] = [];
  for (let i = 0; i < slices; i++) {
    const job = queue.next();
    if (!job) break;
    order.push(job);
    need[job]! -= 1;
    if (need[job] === 0) queue.remove(job[0]!, job);
    onSlice?.(i);
  }
  return order;
}

describe('fair queue', () => {
  it('when two owners have work, then they take turns one slice at a time, each in its own arrival order', () => {
    const queue = new FairQueue<string>({ perOwner: 10, total: 100 });
    for (const job of ['a1', 'a2', 'b1', 'b2']) queue.add(job[0]!, job);
    const order = serve(queue, { a1: 2, a2: 1, b1: 1, b2: 2 }, 20);
    expect(order).toEqual(['a1', 'b1', 'a1', 'b2', 'a2', 'b2']);
    expect(queue.size).toBe(0);
  });

  it('when someone arrives while a flood is being served, then their job is the very next slice', () => {
    const queue = new FairQueue<string>({ perOwner: 10, total: 100 });
    const need: Record<string, number> = { v1: 1 };
    for (let i = 1; i <= 8; i++) {
      queue.add('f', `f${i}`);
      need[`f${i}`] = 5;
    }
    const order = serve(queue, need, 100, (slice) => {
      if (slice === 6) queue.add('v', 'v1');
    });
    expect(order.indexOf('v1')).toBe(7);
    expect(order.filter((job) => job !== 'v1')).toEqual(['f1', 'f2', 'f3', 'f4', 'f5', 'f6', 'f7', 'f8'].flatMap((job) => Array(5).fill(job)));
  });

  it('when the owner just served adds more work, then others who were waiting still go first', () => {
    const queue = new FairQueue<string>({ perOwner: 10, total: 100 });
    queue.add('a', 'a1');
    expect(queue.next()).toBe('a1');
    queue.remove('a', 'a1');
    queue.add('b', 'b1');
    queue.add('a', 'a2');
    expect(queue.next()).toBe('b1');
    queue.remove('b', 'b1');
    expect(queue.next()).toBe('a2');
  });

  it('when an owner reaches their limit or everyone together reaches the total, then adding is refused and nothing changes', () => {
    const queue = new FairQueue<string>({ perOwner: 2, total: 3 });
    expect(queue.add('a', 'a1')).toBe('added');
    expect(queue.add('a', 'a2')).toBe('added');
    expect(queue.add('a', 'a3')).toBe('owner-full');
    expect(queue.add('b', 'b1')).toBe('added');
    expect(queue.add('c', 'c1')).toBe('full');
    expect([queue.size, queue.sizeOf('a'), queue.sizeOf('c')]).toEqual([3, 2, 0]);
    queue.remove('a', 'a1');
    expect(queue.add('c', 'c1')).toBe('added');
  });

  it('when a waiting job is removed before its turn, then it is never handed out and its owner leaves the rotation', () => {
    const queue = new FairQueue<string>({ perOwner: 5, total: 10 });
    queue.add('a', 'a1');
    queue.add('b', 'b1');
    queue.add('c', 'c1');
    expect(queue.remove('b', 'b1')).toBe(true);
    expect(queue.remove('b', 'b1')).toBe(false);
    expect(serve(queue, { a1: 1, c1: 1 }, 10)).toEqual(['a1', 'c1']);
    expect(queue.next()).toBeUndefined();
  });
});
