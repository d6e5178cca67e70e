import { describe, expect, it } from 'vitest';
import { createPacer } from '../rate-limiter.js';

describe('createPacer', () => {
  it('when 20 per second are allowed, then consecutive turns are 50 ms apart', () => {
    const pacer = createPacer(20, () => 1_000);
    expect([pacer.reserve(), pacer.reserve(), pacer.reserve()]).toEqual([0, 50, 100]);
  });

  it('when the caller was idle, then the next turn is immediate again', () => {
    let now = 1_000;
    const pacer = createPacer(20, () => now);
    pacer.reserve();
    pacer.reserve();
    now += 500;
    expect(pacer.reserve()).toBe(0);
    expect(pacer.reserve()).toBe(50);
  });

  it('when a timer fires before the clock reaches the slot, then wait keeps waiting until it does', async () => {
    // The clock lags behind the timers: each read advances it by only 10 ms, so the first timer ends "early".
    let now = 0;
    const pacer = createPacer(20, () => (now += 10));
    await pacer.wait();
    const slot = now + 50 - 10;
    await pacer.wait();
    expect(now).toBeGreaterThanOrEqual(slot);
  });
});
