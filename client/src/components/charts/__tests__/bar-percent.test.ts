import { describe, expect, it } from 'vitest';
import { barPercent } from '@/components/charts/bar-percent';

describe('barPercent', () => {
  it('when the value is the maximum, then 100', () => {
    expect(barPercent(40, 40)).toBe(100);
  });
  it('when the value is a share of the maximum, then that share to one decimal', () => {
    expect(barPercent(1, 3)).toBe(33.3);
  });
  it('when the value is tiny but positive, then still a visible 2 %', () => {
    expect(barPercent(1, 10_000)).toBe(2);
  });
  it('when everything is zero, then no bar', () => {
    expect(barPercent(0, 0)).toBe(0);
    expect(barPercent(0, 5)).toBe(0);
  });
});
