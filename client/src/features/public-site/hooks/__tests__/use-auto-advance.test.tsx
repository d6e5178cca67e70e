import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAutoAdvance } from '@/features/public-site/hooks/use-auto-advance';

/** A carousel stand-in: each advance bumps the key, as a real slide change does. */
function setup(initial: { running: boolean }) {
  const onAdvance = vi.fn();
  const view = renderHook(
    ({ running, cycle }: { running: boolean; cycle: number }) => useAutoAdvance(1000, running, cycle, onAdvance),
    { initialProps: { running: initial.running, cycle: 0 } },
  );
  return { onAdvance, view };
}

describe('useAutoAdvance', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('when the interval runs out while running, then it advances once per interval', () => {
    const { onAdvance, view } = setup({ running: true });
    act(() => vi.advanceTimersByTime(999));
    expect(onAdvance).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onAdvance).toHaveBeenCalledTimes(1);
    view.rerender({ running: true, cycle: 1 });
    act(() => vi.advanceTimersByTime(1000));
    expect(onAdvance).toHaveBeenCalledTimes(2);
  });

  it('when paused midway, then it resumes with only the time that was left', () => {
    const { onAdvance, view } = setup({ running: true });
    act(() => vi.advanceTimersByTime(600));
    view.rerender({ running: false, cycle: 0 });
    act(() => vi.advanceTimersByTime(10_000));
    expect(onAdvance).not.toHaveBeenCalled();
    view.rerender({ running: true, cycle: 0 });
    act(() => vi.advanceTimersByTime(399));
    expect(onAdvance).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onAdvance).toHaveBeenCalledTimes(1);
  });

  it('when the slide changes by hand, then a full interval starts again', () => {
    const { onAdvance, view } = setup({ running: true });
    act(() => vi.advanceTimersByTime(800));
    view.rerender({ running: true, cycle: 7 });
    act(() => vi.advanceTimersByTime(999));
    expect(onAdvance).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onAdvance).toHaveBeenCalledTimes(1);
  });

  it('when a slide changes while paused, then resuming gives the new slide a full interval', () => {
    const { onAdvance, view } = setup({ running: true });
    act(() => vi.advanceTimersByTime(700));
    view.rerender({ running: false, cycle: 0 });
    view.rerender({ running: false, cycle: 1 });
    view.rerender({ running: true, cycle: 1 });
    act(() => vi.advanceTimersByTime(999));
    expect(onAdvance).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onAdvance).toHaveBeenCalledTimes(1);
  });

  it('when it never runs, then it never advances', () => {
    const { onAdvance } = setup({ running: false });
    act(() => vi.advanceTimersByTime(60_000));
    expect(onAdvance).not.toHaveBeenCalled();
  });
});
