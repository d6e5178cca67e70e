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
});
