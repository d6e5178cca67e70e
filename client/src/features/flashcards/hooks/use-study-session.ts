import { useCallback, useEffect, useRef, useState } from 'react';
import { getDeck } from '../api/get-deck';
import { listCards } from '../api/list-cards';
import { updateCard } from '../api/update-card';
import type { Deck, Flashcard } from '../api/schemas';
import { toLocalDateTime } from '../scheduler/local-time';
import { review, type Resposta } from '../scheduler/scheduler';
import { placeAnswered, releaseDue, splitCards } from '../scheduler/study-queue';

/** SPEC §9: pending-review check every second. */
export const TICK_MS = 1000;
export const CONGRATULATIONS = 'Parabéns! Você concluiu todos os cards disponíveis por agora.';

interface Queue {
  current: Flashcard | null;
  waiting: Flashcard[];
  scheduled: Flashcard[];
  answered: number;
}

const EMPTY: Queue = { current: null, waiting: [], scheduled: [], answered: 0 };

function fromCards(cards: Flashcard[]): Queue {
  const { available, scheduled } = splitCards(cards, toLocalDateTime(new Date()));
  const [current = null, ...waiting] = available;
  return { current, waiting, scheduled, answered: 0 };
}

/** The study page's state (SPEC §4.4): available / scheduled lists, the shown card, answers and the 1 s tick. */
export function useStudySession(deckId: number | null) {
  const [deck, setDeck] = useState<Deck | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const [queue, setQueue] = useState<Queue>(EMPTY);
  const [showBack, setShowBack] = useState(false);
  const pendingSaves = useRef(new Set<Promise<unknown>>());

  const load = useCallback(async () => {
    if (!deckId) return;
    try {
      // Answers still being saved must land before the reload reads the cards back.
      await Promise.allSettled([...pendingSaves.current]);
      const [loadedDeck, cards] = await Promise.all([getDeck(deckId), listCards(deckId)]);
      setDeck(loadedDeck);
      setQueue(fromCards(cards));
      setShowBack(false);
      setStatus('ready');
    } catch (error) {
      console.error('[flashcards] falha ao carregar os cards para estudo', error);
      setStatus('error');
    }
  }, [deckId]);

  useEffect(() => {
    void load();
  }, [load]);

  // Once a second, scheduled cards that became due join the available list (sorted by ordem).
  useEffect(() => {
    if (status !== 'ready') return;
    const timer = window.setInterval(() => {
      setQueue((q) => {
        const released = releaseDue(q.waiting, q.scheduled, toLocalDateTime(new Date()));
        if (released.released === 0) return q;
        if (q.current) return { ...q, waiting: released.waiting, scheduled: released.scheduled };
        const [current = null, ...waiting] = released.waiting;
        return { ...q, current, waiting, scheduled: released.scheduled };
      });
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [status]);

  const reveal = useCallback(() => setShowBack(true), []);

  const answer = useCallback(
    (resposta: Resposta) => {
      const card = queue.current;
      if (!card || !deckId) return;
      const answeredAt = new Date();
      const updated = review(card, resposta, answeredAt);
      const save = updateCard(deckId, card.id, {
        frente: updated.frente,
        verso: updated.verso,
        ordem: updated.ordem,
        nivel: updated.nivel,
        revisoes: updated.revisoes,
        acertos: updated.acertos,
        erros: updated.erros,
        proxima_revisao: updated.proxima_revisao,
        ultima_revisao: updated.ultima_revisao,
        ultimo_acerto: updated.ultimo_acerto,
        ultimo_erro: updated.ultimo_erro,
      })
        // A failed save is only logged; the study moves on (SPEC §4.4, §8).
        .catch((error: unknown) => console.error('[flashcards] falha ao salvar a resposta', error))
        .finally(() => pendingSaves.current.delete(save));
      pendingSaves.current.add(save);

      const placed = placeAnswered(queue.waiting, queue.scheduled, updated, toLocalDateTime(answeredAt));
      const [next = null, ...waiting] = placed.waiting;
      setShowBack(false);
      setQueue({ current: next, waiting, scheduled: placed.scheduled, answered: queue.answered + 1 });
      if (!next) {
        window.alert(CONGRATULATIONS);
        void load();
      }
    },
    [queue, deckId, load],
  );

  const total = queue.current ? queue.answered + 1 + queue.waiting.length : queue.answered;
  return { deck, status, queue, showBack, reveal, answer, position: queue.answered + 1, total };
}
