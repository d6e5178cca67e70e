import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Flashcard } from '@app/contracts';
import { makeCard } from '@/features/flashcards/__tests__/card-factory';
import { TRAINING_PAUSE_MS, useTraining } from '@/features/flashcards/hooks/use-training';

const card = (id: number): Flashcard => makeCard(id, id, null, 1);
const CARDS = [card(1), card(2)];

/** A player whose audio "ends" only when the test says so. */
function controllablePlayer() {
  const calls: string[] = [];
  let finish: (() => void) | null = null;
  const player = {
    play: vi.fn((c: Flashcard, side: 'frente' | 'verso') => {
      calls.push(`${side}:${c.id}`);
      return new Promise<void>((resolve) => {
        finish = resolve;
      });
    }),
    stop: vi.fn(() => finish?.()),
  };
  return { player, calls, endAudio: () => act(() => finish?.()) };
}

const flush = () => act(async () => {});

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useTraining (docs/product.md, Training page)', () => {
  it('when started, then front audio → waits for it to end → 2 s → back shown and spoken → 2 s → next card, looping', async () => {
    const { player, calls, endAudio } = controllablePlayer();
    const { result } = renderHook(() => useTraining(CARDS, player));
    act(() => result.current.start());
    await flush();
    expect(calls).toEqual(['frente:1']);
    expect(result.current.showBack).toBe(false);

    // However long the audio plays, the back waits for its end.
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(result.current.showBack).toBe(false);
    await endAudio();
    await act(() => vi.advanceTimersByTimeAsync(TRAINING_PAUSE_MS - 1));
    expect(result.current.showBack).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current.showBack).toBe(true);
    expect(calls).toEqual(['frente:1', 'verso:1']);

    await endAudio();
    await act(() => vi.advanceTimersByTimeAsync(TRAINING_PAUSE_MS));
    expect(result.current.card?.id).toBe(2);
    expect(result.current.showBack).toBe(false);
    expect(calls).toEqual(['frente:1', 'verso:1', 'frente:2']);

    await endAudio();
    await act(() => vi.advanceTimersByTimeAsync(TRAINING_PAUSE_MS));
    await endAudio();
    await act(() => vi.advanceTimersByTimeAsync(TRAINING_PAUSE_MS));
    expect(result.current.card?.id).toBe(1);
    expect(calls.at(-1)).toBe('frente:1');
  });

  it('when paused, then the audio stops and nothing advances; starting again resumes at the same card', async () => {
    const { player, calls, endAudio } = controllablePlayer();
    const { result } = renderHook(() => useTraining(CARDS, player));
    act(() => result.current.start());
    await flush();
    await endAudio();
    act(() => result.current.pause());
    expect(player.stop).toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(result.current.showBack).toBe(false);
    expect(result.current.playing).toBe(false);
    expect(calls).toEqual(['frente:1']);
    act(() => result.current.start());
    await flush();
    expect(calls).toEqual(['frente:1', 'frente:1']);
  });

  it('when the page unmounts, then playback stops and no further step runs', async () => {
    const { player, calls } = controllablePlayer();
    const { result, unmount } = renderHook(() => useTraining(CARDS, player));
    act(() => result.current.start());
    await flush();
    unmount();
    expect(player.stop).toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(calls).toEqual(['frente:1']);
  });
});
