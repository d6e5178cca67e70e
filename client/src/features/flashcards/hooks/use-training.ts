import { useCallback, useEffect, useRef, useState } from 'react';
import type { CardSide, Flashcard } from '@app/contracts';

/** docs/product.md, Constants and limits: pause between front, back and next card. */
export const TRAINING_PAUSE_MS = 2000;

interface Player {
  play(card: Flashcard, side: CardSide): Promise<void>;
  stop(): void;
}

/**
 * Hands-free loop (docs/product.md, Training page): front audio (until it ends) → 2 s → back shown and spoken → 2 s → next card,
 * looping at the end. Pausing cancels the pending step; leaving the page stops everything. It never saves.
 */
export function useTraining(cards: Flashcard[], player: Player) {
  const [index, setIndex] = useState(0);
  const [showBack, setShowBack] = useState(false);
  const [playing, setPlaying] = useState(false);
  const run = useRef(0);
  const indexRef = useRef(0);

  const stopRun = useCallback(() => {
    run.current += 1;
    player.stop();
  }, [player]);

  const start = useCallback(() => {
    if (cards.length === 0) return;
    const token = ++run.current;
    const alive = () => run.current === token;
    const wait = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));
    setPlaying(true);
    void (async () => {
      let i = indexRef.current % cards.length;
      while (alive()) {
        const card = cards[i]!;
        indexRef.current = i;
        setIndex(i);
        setShowBack(false);
        await player.play(card, 'frente');
        if (!alive()) return;
        await wait(TRAINING_PAUSE_MS);
        if (!alive()) return;
        setShowBack(true);
        await player.play(card, 'verso');
        if (!alive()) return;
        await wait(TRAINING_PAUSE_MS);
        if (!alive()) return;
        i = (i + 1) % cards.length;
      }
    })();
  }, [cards, player]);

  const pause = useCallback(() => {
    stopRun();
    setPlaying(false);
  }, [stopRun]);

  // A new card list (or leaving the page) ends the current run.
  useEffect(() => {
    indexRef.current = 0;
    setIndex(0);
    setShowBack(false);
    setPlaying(false);
    return stopRun;
  }, [cards, stopRun]);

  return { card: cards[index] ?? null, index, showBack, playing, start, pause };
}
