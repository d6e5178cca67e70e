import { useCallback, useEffect, useState, type RefObject } from 'react';

function players(root: HTMLElement | null): HTMLAudioElement[] {
  return root ? [...root.querySelectorAll('audio')] : [];
}

function pauseAll(root: HTMLElement | null, except?: EventTarget | null) {
  for (const player of players(root)) if (player !== except && !player.paused) player.pause();
}

/**
 * One voice at a time inside a conversation: any player that starts (autoplay or its own controls) pauses the
 * others; `stop()` pauses them all, and so do leaving the page and unmounting (the widget's 'Sair', a route change).
 */
export function useSpeechPlayback(rootRef: RefObject<HTMLElement | null>) {
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    // Media events do not bubble: listen in the capture phase.
    const onPlay = (event: Event) => {
      pauseAll(root, event.target);
      setPlaying(true);
    };
    const onStop = () => setPlaying(players(root).some((player) => !player.paused && !player.ended));
    const onPageHide = () => pauseAll(root);
    root.addEventListener('play', onPlay, true);
    for (const type of ['pause', 'ended', 'emptied']) root.addEventListener(type, onStop, true);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      root.removeEventListener('play', onPlay, true);
      for (const type of ['pause', 'ended', 'emptied']) root.removeEventListener(type, onStop, true);
      window.removeEventListener('pagehide', onPageHide);
      pauseAll(root);
    };
  }, [rootRef]);

  const stop = useCallback(() => pauseAll(rootRef.current), [rootRef]);

  /** Starts one answer, pausing the others first so two voices are never heard together. */
  const play = useCallback(
    (player: HTMLAudioElement) => {
      pauseAll(rootRef.current, player);
      // Browsers may refuse autoplay (no recent gesture, user settings): the player stays there to press.
      player.play().catch((error: unknown) => console.info('[chat] autoplay blocked by the browser:', error));
    },
    [rootRef],
  );

  return { playing, stop, play };
}
