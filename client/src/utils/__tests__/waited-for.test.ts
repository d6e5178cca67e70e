import { describe, expect, it } from 'vitest';
import { waitedFor } from '@/utils/waited-for';

const NOW = new Date('2026-11-28T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);

describe('waitedFor', () => {
  it.each([
    [30_000, 'há menos de 1 min'],
    [60_000, 'há 1 min'],
    [59 * 60_000, 'há 59 min'],
    [60 * 60_000, 'há 1 h'],
    [130 * 60_000, 'há 2 h 10 min'],
    [24 * 3_600_000, 'há 1 dia'],
    [72 * 3_600_000 + 5 * 60_000, 'há 3 dias'],
  ])('when it waits %i ms, then "%s"', (ms, text) => {
    expect(waitedFor(ago(ms), NOW)).toBe(text);
  });

  it('when the clock is behind the server, then it never says a negative time', () => {
    expect(waitedFor(new Date(NOW.getTime() + 90_000), NOW)).toBe('há menos de 1 min');
  });
});
