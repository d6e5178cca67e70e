import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveCardAudio } from '@/features/flashcards/api/save-card-audio';
import { AUDIO_END_TIMEOUT_MS, useCardAudio } from '@/features/flashcards/hooks/use-card-audio';

vi.mock('@/features/flashcards/api/save-card-audio', () => ({ saveCardAudio: vi.fn() }));
const save = vi.mocked(saveCardAudio);

beforeEach(() => {
  save.mockReset();
  save.mockImplementation(async ({ cardId, tipo }) => `/api/audio/${tipo}-${cardId}`);
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('useCardAudio', () => {
  it('when text, card id or deck id is missing, then no audio is requested (docs/product.md, Validation)', async () => {
    const noDeck = renderHook(() => useCardAudio(null)).result;
    await act(() => noDeck.current.play({ id: 1, frente: 'Coração', verso: 'x' }, 'frente', 0));
    const withDeck = renderHook(() => useCardAudio(7)).result;
    await act(() => withDeck.current.play({ id: 0, frente: 'Coração', verso: 'x' }, 'frente', 0));
    await act(() => withDeck.current.play({ id: 2, frente: '   ', verso: 'x' }, 'frente', 0));
    expect(save).not.toHaveBeenCalled();
  });

  it('when a side is played twice, then the path comes from the per-side cache; a new text asks again', async () => {
    const { result } = renderHook(() => useCardAudio(7));
    await act(() => result.current.play({ id: 31, frente: 'Coração', verso: 'Bomba' }, 'frente', 0));
    await act(() => result.current.play({ id: 31, frente: 'Coração', verso: 'Bomba' }, 'frente', 0));
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith({ text: 'Coração', deckId: 7, cardId: 31, tipo: 'frente' });
    await act(() => result.current.play({ id: 31, frente: 'Coração', verso: 'Bomba' }, 'verso', 0));
    await act(() => result.current.play({ id: 31, frente: 'Coração humano', verso: 'Bomba' }, 'frente', 0));
    expect(save).toHaveBeenCalledTimes(3);
  });

  it('when the audio never ends, then play() still resolves after the timeout', async () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useCardAudio(7));
    let done = false;
    await act(async () => {
      void result.current.play({ id: 40, frente: 'Pulmão', verso: 'x' }, 'frente').then(() => (done = true));
    });
    await act(() => vi.advanceTimersByTimeAsync(AUDIO_END_TIMEOUT_MS - 1));
    expect(done).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(done).toBe(true);
  });

  it('when generating the audio fails, then play() resolves and the failure is only logged', async () => {
    save.mockRejectedValueOnce(new Error('offline'));
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = renderHook(() => useCardAudio(7));
    await act(() => result.current.play({ id: 50, frente: 'Rim', verso: 'x' }, 'frente', 0));
    expect(log).toHaveBeenCalled();
  });
});
