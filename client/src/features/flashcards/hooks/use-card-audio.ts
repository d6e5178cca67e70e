import { useCallback, useEffect, useRef, useState } from 'react';
import type { CardSide } from '@app/contracts';
import { saveCardAudio } from '@/features/flashcards/api/save-card-audio';
import { audioKey as cacheKey, isNetworkFailure, keepAudio, readKeptAudio } from '@/lib/offline';

/** The audio cache: per side and card id, the returned path (kept with the text it was made for). */
const cache = new Map<string, { text: string; path: string }>();

/** Where a side's audio plays from: the device's copy (an object URL to revoke after) or the server's path. */
interface AudioSource {
  url: string;
  fromDevice: boolean;
}

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
  // Sides asked for without network and never played before on this device: the page says so, nothing is fetched.
  const [unavailable, setUnavailable] = useState<ReadonlySet<string>>(() => new Set());
  const objectUrlRef = useRef<string | null>(null);

  const stop = useCallback(() => {
    const audio = audioRef.current;
    if (audio) audio.pause();
    finishRef.current?.();
  }, []);

  const releaseObjectUrl = useCallback(() => {
    if (objectUrlRef.current) URL.revokeObjectURL(objectUrlRef.current);
    objectUrlRef.current = null;
  }, []);

  // Leaving the page stops playback.
  useEffect(
    () => () => {
      stop();
      releaseObjectUrl();
    },
    [stop, releaseObjectUrl],
  );

  const markUnavailable = useCallback((key: string, yes: boolean) => {
    setUnavailable((current) => {
      if (current.has(key) === yes) return current;
      const next = new Set(current);
      if (yes) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);

  /**
   * The side's audio: the device's copy when it was played here before (no request, online or not), else the path
   * from the cache or the server. Null when text, card id or deck id is missing, or when there is no network for a side
   * never played on this device.
   */
  const audioSource = useCallback(
    async (card: SpeakableCard, side: CardSide): Promise<AudioSource | null> => {
      const text = card[side]?.trim();
      if (!text || !card.id || !deckId) return null;
      const key = cacheKey(side, card.id);
      // A browser without IndexedDB (some private modes) simply plays from the server.
      const kept = await readKeptAudio(key, text).catch(() => undefined);
      if (kept) {
        markUnavailable(key, false);
        return { url: URL.createObjectURL(kept), fromDevice: true };
      }
      if (!navigator.onLine) {
        markUnavailable(key, true);
        return null;
      }
      const cached = cache.get(key);
      if (cached && cached.text === text) return { url: cached.path, fromDevice: false };
      setLoading(key);
      try {
        const path = await saveCardAudio({ text, deckId, cardId: card.id, tipo: side });
        cache.set(key, { text, path });
        markUnavailable(key, false);
        return { url: path, fromDevice: false };
      } catch (error) {
        if (!isNetworkFailure(error)) throw error;
        markUnavailable(key, true);
        return null;
      } finally {
        setLoading((current) => (current === key ? null : current));
      }
    },
    [deckId, markUnavailable],
  );

  /**
   * Plays one side and resolves when it ends, fails, is stopped, or after the timeout. Failures are only
   * logged (docs/product.md, Error messages): the caller's flow goes on.
   */
  const play = useCallback(
    async (card: SpeakableCard, side: CardSide, timeoutMs = AUDIO_END_TIMEOUT_MS): Promise<void> => {
      stop();
      let source: AudioSource | null;
      try {
        source = await audioSource(card, side);
      } catch (error) {
        console.error('[flashcards] could not get the card audio:', error);
        return;
      }
      if (!source) return;
      releaseObjectUrl();
      if (source.fromDevice) objectUrlRef.current = source.url;
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
        audio.src = source.url;
        audio
          .play()
          .then(() => {
            // Played from the server: keep it, so this side plays again without network.
            if (source.fromDevice) return;
            keepAudio(cacheKey(side, card.id), card[side].trim(), source.url).catch((error: unknown) =>
              console.warn('[offline] could not keep the audio:', error),
            );
          })
          .catch((error: unknown) => {
            // Autoplay refused, stream failed, or stopped on purpose: nothing to wait for.
            if (!(error instanceof DOMException && error.name === 'AbortError')) {
              console.error('[flashcards] could not play the audio:', error);
            }
            finish();
          });
      });
    },
    [audioSource, stop, releaseObjectUrl],
  );

  const isLoading = useCallback((card: { id: number }, side: CardSide) => loading === cacheKey(side, card.id), [loading]);
  const isUnavailable = useCallback((card: { id: number }, side: CardSide) => unavailable.has(cacheKey(side, card.id)), [unavailable]);

  return { play, stop, isLoading, isUnavailable };
}
