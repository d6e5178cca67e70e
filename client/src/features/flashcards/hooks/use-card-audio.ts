import { useCallback, useEffect, useRef, useState } from 'react';
import type { CardSide } from '@app/contracts';
import { saveCardAudio } from '@/features/flashcards/api/save-card-audio';

/** The audio cache: per side and card id, the returned path (kept with the text it was made for). */
const cache = new Map<string, { text: string; path: string }>();
const cacheKey = (side: CardSide, cardId: number) => `${side}-${cardId}`;

/** Longest we wait for a side to finish playing before moving on (a stalled stream must not stop training). */
export const AUDIO_END_TIMEOUT_MS = 30_000;

interface SpeakableCard {
  id: number;
  frente: string;
  verso: string;
}

export function useCardAudio(deckId: number | null) {
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const finishRef = useRef<(() => void) | null>(null);
  const [loading, setLoading] = useState<string | null>(null);

  const stop = useCallback(() => {
    const audio = audioRef.current;
    if (audio) audio.pause();
    finishRef.current?.();
  }, []);

  // Leaving the page stops playback.
  useEffect(() => stop, [stop]);

  /** The side's audio path, from the cache or the server; null when text, card id or deck id is missing. */
  const audioPath = useCallback(
    async (card: SpeakableCard, side: CardSide): Promise<string | null> => {
      const text = card[side]?.trim();
      if (!text || !card.id || !deckId) return null;
      const key = cacheKey(side, card.id);
      const cached = cache.get(key);
      if (cached && cached.text === text) return cached.path;
      setLoading(key);
      try {
        const path = await saveCardAudio({ text, deckId, cardId: card.id, tipo: side });
        cache.set(key, { text, path });
        return path;
      } finally {
        setLoading((current) => (current === key ? null : current));
      }
    },
    [deckId],
  );

  /**
   * Plays one side and resolves when it ends, fails, is stopped, or after the timeout. Failures are only
   * logged (docs/product.md, Error messages): the caller's flow goes on.
   */
  const play = useCallback(
    async (card: SpeakableCard, side: CardSide, timeoutMs = AUDIO_END_TIMEOUT_MS): Promise<void> => {
      stop();
      let path: string | null;
      try {
        path = await audioPath(card, side);
      } catch (error) {
        console.error('[flashcards] could not get the card audio:', error);
        return;
      }
      if (!path) return;
      const audio = (audioRef.current ??= new Audio());
      await new Promise<void>((resolve) => {
        const timer = window.setTimeout(finish, timeoutMs);
        function finish() {
          window.clearTimeout(timer);
          audio.removeEventListener('ended', finish);
          audio.removeEventListener('error', finish);
          if (finishRef.current === finish) finishRef.current = null;
          resolve();
        }
        finishRef.current = finish;
        audio.addEventListener('ended', finish);
        audio.addEventListener('error', finish);
        audio.src = path;
        audio.play().catch((error: unknown) => {
          // Autoplay refused, stream failed, or stopped on purpose: nothing to wait for.
          if (!(error instanceof DOMException && error.name === 'AbortError')) {
            console.error('[flashcards] could not play the audio:', error);
          }
          finish();
        });
      });
    },
    [audioPath, stop],
  );

  const isLoading = useCallback((card: { id: number }, side: CardSide) => loading === cacheKey(side, card.id), [loading]);

  return { play, stop, isLoading };
}
