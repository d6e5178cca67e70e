import 'fake-indexeddb/auto';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveCardAudio } from '@/features/flashcards/api/save-card-audio';
import { AUDIO_END_TIMEOUT_MS, useCardAudio } from '@/features/flashcards/hooks/use-card-audio';
import { ApiError } from '@/lib/api-client';
import { readKeptAudio, saveAudio } from '@/lib/offline/audio-copies';
import { clearDeviceCopy } from '@/lib/offline/device-owner';

vi.mock('@/features/flashcards/api/save-card-audio', () => ({ saveCardAudio: vi.fn() }));
const save = vi.mocked(saveCardAudio);

beforeEach(async () => {
  await clearDeviceCopy();
  // The copy kept after a play reads the bytes again; here they are a few bytes of nothing.
  vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response(new ArrayBuffer(4), { headers: { 'Content-Type': 'audio/mpeg' } }))));
  save.mockReset();
  save.mockImplementation(async ({ cardId, tipo }) => `/api/audio/${tipo}-${cardId}`);
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
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

  describe('offline', () => {
    const played: string[] = [];
    beforeEach(() => {
      played.length = 0;
      vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
        played.push(this.src);
        return Promise.resolve();
      });
      URL.createObjectURL = vi.fn(() => 'blob:audio-guardado');
      URL.revokeObjectURL = vi.fn();
    });
    const goOffline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

    it('when a side was played before on this device, then it plays from the device with no request, even offline', async () => {
      await saveAudio('frente-60', 'Fígado', { tipo: 'audio/mpeg', dados: new ArrayBuffer(10) });
      goOffline();
      const { result } = renderHook(() => useCardAudio(7));
      await act(() => result.current.play({ id: 60, frente: 'Fígado', verso: 'x' }, 'frente', 0));
      expect(save).not.toHaveBeenCalled();
      expect(played).toEqual(['blob:audio-guardado']);
      expect(result.current.isUnavailable({ id: 60 }, 'frente')).toBe(false);
    });

    it('when a side was played from the server, then it is kept and plays from the device once offline', async () => {
      const { result } = renderHook(() => useCardAudio(7));
      await act(() => result.current.play({ id: 63, frente: 'Estômago', verso: 'x' }, 'frente', 0));
      expect(played).toEqual([expect.stringMatching(/\/api\/audio\/frente-63$/)]);
      await vi.waitFor(async () => expect(await readKeptAudio('frente-63', 'Estômago')).toBeDefined());
      goOffline();
      await act(() => result.current.play({ id: 63, frente: 'Estômago', verso: 'x' }, 'frente', 0));
      expect(played.at(-1)).toBe('blob:audio-guardado');
      expect(save).toHaveBeenCalledTimes(1);
    });

    it('when a side never played here is asked for offline, then nothing is requested or played and the side says so', async () => {
      goOffline();
      const { result } = renderHook(() => useCardAudio(7));
      await act(() => result.current.play({ id: 61, frente: 'Baço', verso: 'x' }, 'frente', 0));
      expect(save).not.toHaveBeenCalled();
      expect(played).toEqual([]);
      expect(result.current.isUnavailable({ id: 61 }, 'frente')).toBe(true);
      expect(result.current.isUnavailable({ id: 61 }, 'verso')).toBe(false);
    });

    it('when the browser thinks it is online but the request never gets an answer, then the side says it is unavailable', async () => {
      save.mockRejectedValueOnce(new ApiError('Sem conexão', undefined, undefined));
      const { result } = renderHook(() => useCardAudio(7));
      await act(() => result.current.play({ id: 62, frente: 'Pâncreas', verso: 'x' }, 'frente', 0));
      expect(played).toEqual([]);
      expect(result.current.isUnavailable({ id: 62 }, 'frente')).toBe(true);
    });
  });
});
