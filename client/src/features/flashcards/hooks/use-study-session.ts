import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { RETENTION_DEFAULT, scheduleAnswer, type DeckScheduling, type Deck, type Flashcard } from '@app/contracts';
import { queryKeys } from '@/api/query-keys';
import {
  cardsOrCopy,
  deckOrCopy,
  keepDeckCopy,
  saveAnswer,
  undoSavedAnswer,
  type AnswerDestination,
} from '@/features/flashcards/logic/offline-study';
import { failureMessage } from '@/features/flashcards/logic/failure-message';
import { toLocalDateTime } from '@/features/flashcards/scheduler/local-time';
import type { Resposta } from '@/features/flashcards/scheduler/scheduler';
import { placeAnswered, releaseDue, splitCards } from '@/features/flashcards/scheduler/study-queue';

/** The pending-review check runs every second (docs/product.md, Study page). */
export const TICK_MS = 1000;
export const CONGRATULATIONS = 'Parabéns! Você concluiu todos os cards disponíveis por agora.';

interface Queue {
  current: Flashcard | null;
  waiting: Flashcard[];
  scheduled: Flashcard[];
  answered: number;
}

/** One answer of this session that "Desfazer" can take back: its key, the queue before it and its save. */
interface Step {
  chave: string;
  before: Queue;
  /** Where the answer went once saved: the server, the device's outbox, or nowhere (the save failed). */
  saved: Promise<AnswerDestination>;
}

/** The deck's scheduler (with its fitted FSRS weights, if any); the spec's table until the deck says otherwise. */
export function schedulingOf(deck: Deck | null | undefined): DeckScheduling {
  return {
    agendador: deck?.agendador ?? 'tabela',
    retencao_desejada: deck?.retencao_desejada ?? RETENTION_DEFAULT,
    fsrs_parametros: deck?.fsrs_parametros ?? null,
  };
}

/** A fresh idempotency key (UUID v4) per answer; randomUUID needs a secure context, getRandomValues does not. */
function newAnswerKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const EMPTY: Queue = { current: null, waiting: [], scheduled: [], answered: 0 };

function fromCards(cards: Flashcard[]): Queue {
  const { available, scheduled } = splitCards(cards, toLocalDateTime(new Date()));
  const [current = null, ...waiting] = available;
  return { current, waiting, scheduled, answered: 0 };
}

const LOAD_FAILED = '[flashcards] could not load the cards to study:';

/**
 * The study page's state (docs/product.md, Study page): available / scheduled lists, the shown card, answers and the 1 s tick.
 * A session starts from cards read at that moment (never from an older cached list) and reads them again once
 * every available card was answered. Answers are saved as they come and do not touch the cached cards.
 */
export function useStudySession(deckId: number | null) {
  const queryClient = useQueryClient();
  // Own keys under the deck's (whose invalidations still reach them): these answers say whether they came from the
  // device copy. 'always': without network the query still runs and falls back to the copy instead of pausing.
  const deckQuery = useQuery({
    queryKey: [...queryKeys.flashcards.deck(deckId ?? 0), 'estudo'],
    queryFn: deckId === null ? skipToken : ({ signal }) => deckOrCopy(deckId, signal),
    networkMode: 'always',
    meta: { errorMessage: LOAD_FAILED },
  });
  const cardsQuery = useQuery({
    queryKey: [...queryKeys.flashcards.cards(deckId ?? 0), 'estudo'],
    queryFn: deckId === null ? skipToken : ({ signal }) => cardsOrCopy(deckId, signal),
    refetchOnMount: 'always',
    networkMode: 'always',
    meta: { errorMessage: LOAD_FAILED },
  });
  const deck = deckQuery.data?.deck;
  const fromCopy = Boolean(deckQuery.data?.fromCopy || cardsQuery.data?.fromCopy);
  const [queue, setQueue] = useState<Queue>(EMPTY);
  const [showBack, setShowBack] = useState(false);
  const [cardsReadAt, setCardsReadAt] = useState(0);
  const pendingSaves = useRef(new Set<Promise<unknown>>());
  const lastSave = useRef<Promise<unknown> | null>(null);
  const [steps, setSteps] = useState<Step[]>([]);
  const [undoing, setUndoing] = useState(false);
  const [undoError, setUndoError] = useState<string | null>(null);
  const shownAt = useRef(0);
  const currentId = queue.current?.id;
  useEffect(() => {
    shownAt.current = Date.now();
  }, [currentId]);

  const { dataUpdatedAt, isFetching } = cardsQuery;
  const cards = cardsQuery.data?.cards;
  // An undo taken while the end-of-queue reload is on its way wins: that reload read the cards before the undo, and
  // would put back a queue without the undone card (and restart the count).
  const undosSeen = useRef(0);
  const undosAtReload = useRef(0);
  useEffect(() => {
    if (!cards || isFetching || dataUpdatedAt === cardsReadAt) return;
    if (cardsReadAt > 0 && undosAtReload.current !== undosSeen.current) {
      setCardsReadAt(dataUpdatedAt);
      return;
    }
    setQueue(fromCards(cards));
    setShowBack(false);
    setCardsReadAt(dataUpdatedAt);
  }, [cards, isFetching, dataUpdatedAt, cardsReadAt]);

  // Cards read from the server are kept on the device (with their deck) for the next time there is no network.
  useEffect(() => {
    if (deck && cards && !fromCopy) keepDeckCopy(deck, cards);
  }, [deck, cards, fromCopy]);

  const status: 'loading' | 'ready' | 'error' =
    deckQuery.isError || cardsQuery.isError ? 'error' : deckQuery.isSuccess && cardsReadAt > 0 ? 'ready' : 'loading';

  const load = useCallback(async () => {
    if (!deckId) return;
    undosAtReload.current = undosSeen.current;
    // Answers still being saved must land before the reload reads the cards back.
    await Promise.allSettled([...pendingSaves.current]);
    await queryClient.refetchQueries({ queryKey: queryKeys.flashcards.deck(deckId) });
  }, [deckId, queryClient]);

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

  const scheduling = schedulingOf(deck);

  const answer = useCallback(
    (resposta: Resposta) => {
      const card = queue.current;
      if (!card || !deckId) return;
      const answeredAt = new Date();
      const local = toLocalDateTime(answeredAt);
      // The same shared rule the server applies, so the queue moves on without waiting for the save.
      const updated = scheduleAnswer(card, resposta, answeredAt, local, scheduling).card;
      const chave = newAnswerKey();
      const answer = {
        chave,
        resposta,
        respondido_em_local: local,
        revisoes: card.revisoes,
        tempo_resposta_ms: Math.max(0, Math.min(86_400_000, answeredAt.getTime() - shownAt.current)),
        deckId,
        cardId: card.id,
        respondido_em: answeredAt.toISOString(),
      };
      // Online it goes to the server; offline (or behind older queued answers) into the device's outbox. Each answer is
      // sent after the one before it has settled: the server's latest answer (what "Desfazer" takes back) is the last
      // one it stored, so two quick answers on a slow link must not arrive out of order.
      const send = () => saveAnswer(answer, updated, fromCopy);
      const prior = lastSave.current;
      const saved = (prior ? prior.then(send) : send()).catch((error: unknown) => {
        console.error('[flashcards] could not save the answer:', error);
        return false as const;
      });
      lastSave.current = saved;
      void saved.finally(() => {
        if (lastSave.current === saved) lastSave.current = null;
      });
      const save = saved.finally(() => pendingSaves.current.delete(save));
      pendingSaves.current.add(save);
      setSteps((all) => [...all, { chave, before: queue, saved }]);
      setUndoError(null);

      const placed = placeAnswered(queue.waiting, queue.scheduled, updated, local);
      const [next = null, ...waiting] = placed.waiting;
      setShowBack(false);
      setQueue({ current: next, waiting, scheduled: placed.scheduled, answered: queue.answered + 1 });
      if (!next) {
        window.alert(CONGRATULATIONS);
        void load();
      }
    },
    [queue, deckId, load, scheduling, fromCopy],
  );

  /**
   * "Desfazer": takes back this session's last answer (again and again, in reverse order). The server restores the
   * card exactly as it was; the page shows it again, front first, with the queue as it was before that answer.
   */
  // Read through a ref: a Ctrl+Z pressed right after the page shows the previous undo's card can reach a keyboard
  // listener that still holds the render before it, and would take back that same answer again (the server refuses).
  const undoSteps = useRef(steps);
  useLayoutEffect(() => {
    undoSteps.current = steps;
  }, [steps]);
  const undoInFlight = useRef(false);
  const undo = useCallback(async () => {
    const step = undoSteps.current.at(-1);
    if (!step || undoInFlight.current) return;
    undoInFlight.current = true;
    undosSeen.current += 1;
    setUndoing(true);
    setUndoError(null);
    try {
      const before = step.before;
      const restored = await undoSavedAnswer(step.chave, await step.saved, before.current);
      setQueue({ ...before, current: restored && before.current ? { ...before.current, ...restored } : before.current });
      setShowBack(false);
      undoSteps.current = undoSteps.current.slice(0, -1); // before React commits: a quick second Ctrl+Z takes the one before
      setSteps((all) => all.slice(0, -1));
    } catch (error) {
      setUndoError(failureMessage('desfazer a resposta', error));
    } finally {
      undoInFlight.current = false;
      setUndoing(false);
    }
  }, []);

  const total = queue.current ? queue.answered + 1 + queue.waiting.length : queue.answered;
  return {
    deck: deck ?? null,
    /** The page studies from the device copy (no network when it loaded). */
    fromCopy,
    scheduling,
    status,
    queue,
    showBack,
    reveal,
    answer,
    undo,
    canUndo: steps.length > 0 && !undoing,
    undoError,
    position: queue.answered + 1,
    total,
  };
}
