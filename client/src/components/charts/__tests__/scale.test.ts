import { describe, expect, it } from 'vitest';
import { countAxis, labelledIndexes } from '../scale';

describe('countAxis', () => {
  it.each([
    [0, 1, [0, 1]],
    [1, 1, [0, 1]],
    [3, 3, [0, 1, 2, 3]],
    [7, 8, [0, 2, 4, 6, 8]],
    [12, 15, [0, 5, 10, 15]],
    [40, 40, [0, 10, 20, 30, 40]],
    [41, 60, [0, 20, 40, 60]],
    [950, 1000, [0, 500, 1000]],
  ])('when the largest value is %i, then the axis tops at %i with ticks %j', (max, top, ticks) => {
    expect(countAxis(max)).toEqual({ top, ticks });
  });
});

describe('labelledIndexes', () => {
  it('when every label fits, then every bar has one', () => {
    expect([...labelledIndexes(4, 8)]).toEqual([0, 1, 2, 3]);
  });

  it('when 30 bars share 6 labels, then the first, every n-th and the last are labelled, never more than 6', () => {
    const picked = [...labelledIndexes(30, 6)].sort((a, b) => a - b);
    expect(picked[0]).toBe(0);
    expect(picked[picked.length - 1]).toBe(29);
    expect(picked.length).toBeLessThanOrEqual(6);
    const gaps = picked.slice(1).map((index, i) => index - picked[i]!);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(3);
  });
});
