import { describe, expect, it } from 'vitest';
import { pickDifferentIndex } from '@/features/public-site/logic/pick-different-index';

describe('pickDifferentIndex', () => {
  it('when random returns its extremes, then the result is still a different valid index', () => {
    for (let current = 0; current < 19; current++) {
      for (const r of [0, 0.5, 0.999999]) {
        const next = pickDifferentIndex(current, 19, () => r);
        expect(next).not.toBe(current);
        expect(next).toBeGreaterThanOrEqual(0);
        expect(next).toBeLessThan(19);
      }
    }
  });

  it('when called many times with Math.random, then it never repeats the current index and reaches every other one', () => {
    let current = 0;
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const next = pickDifferentIndex(current, 19);
      expect(next).not.toBe(current);
      seen.add(next);
      current = next;
    }
    expect(seen.size).toBe(19);
  });

  it('when the random value sweeps [0, 1), then every other index is equally likely', () => {
    const counts = new Map<number, number>();
    const steps = 18 * 100;
    for (let i = 0; i < steps; i++) {
      const next = pickDifferentIndex(4, 19, () => i / steps);
      counts.set(next, (counts.get(next) ?? 0) + 1);
    }
    expect(counts.has(4)).toBe(false);
    expect([...counts.values()].every((n) => n === 100)).toBe(true);
  });

  it('when random misbehaves and returns 1, then the index stays in range', () => {
    expect(pickDifferentIndex(3, 19, () => 1)).toBe(2);
  });

  it('when there are fewer than two items, then there is nothing else to pick', () => {
    expect(pickDifferentIndex(0, 1)).toBe(0);
    expect(pickDifferentIndex(0, 0)).toBe(0);
  });

  it('when there are two items, then it alternates', () => {
    expect(pickDifferentIndex(0, 2, () => 0.7)).toBe(1);
    expect(pickDifferentIndex(1, 2, () => 0.1)).toBe(0);
  });
});
