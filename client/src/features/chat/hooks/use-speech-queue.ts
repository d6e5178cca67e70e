import { useCallback, useEffect, useRef } from 'react';

function blobUrl(base64: string, mime: string): string {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return URL.createObjectURL(new Blob([bytes], { type: mime }));
}

/**
 * The answer's speech as it arrives, sentence by sentence: each piece plays after the one before it on one player
 * (which the conversation renders hidden, so "Parar áudio" and one-voice-at-a-time apply to it too). `stop` silences
 * it at once and drops what was still waiting.
 */
export function useSpeechQueue() {
  const playerRef = useRef<HTMLAudioElement>(null);
  const waiting = useRef<string[]>([]);
  const busy = useRef(false);
  const urls = useRef<string[]>([]);

  const next = useCallback(() => {
    const player = playerRef.current;
    const url = waiting.current.shift();
    if (!player || !url) {
      busy.current = false;
      return;
    }
    busy.current = true;
    player.src = url;
    player.play().catch((error: unknown) => {
      // Autoplay refused (no recent gesture): the answer stays on screen, with "Ouvir resposta" to play it.
      console.info('[chat] autoplay blocked by the browser:', error);
      waiting.current = [];
      busy.current = false;
    });
  }, []);

  useEffect(() => {
    const player = playerRef.current;
    if (!player) return;
    player.addEventListener('ended', next);
    return () => player.removeEventListener('ended', next);
  }, [next]);

  useEffect(
    () => () => {
      for (const url of urls.current) URL.revokeObjectURL(url);
    },
    [],
  );

  const enqueue = useCallback(
    (piece: { dados: string; mime: string }) => {
      const url = blobUrl(piece.dados, piece.mime);
      urls.current.push(url);
      waiting.current.push(url);
      if (!busy.current) next();
    },
    [next],
  );

  const stop = useCallback(() => {
    waiting.current = [];
    busy.current = false;
    const player = playerRef.current;
    if (player && !player.paused) player.pause();
  }, []);

  return { playerRef, enqueue, stop };
}
