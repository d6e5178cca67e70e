import { useEffect } from 'react';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CardText, Flashcard, ImportDuplicateChoice } from '@app/contracts';
import { queryKeys } from '@/api/query-keys';
import { createCard } from '@/features/flashcards/api/create-card';
import { deleteCard } from '@/features/flashcards/api/delete-card';
import { importCards } from '@/features/flashcards/api/import-cards';
import { reorderCards } from '@/features/flashcards/api/reorder-cards';
import { updateCard } from '@/features/flashcards/api/update-card';
import { cardsOrCopy, deckOrCopy, keepDeckCopy } from '@/features/flashcards/logic/offline-study';
import { isNetworkFailure } from '@/lib/offline';

/**
 * One deck and its cards (the deck and training pages). `failed` when either could not be read: someone else's deck
 * or a missing one is a 404. Without network both come from the device copy (`fromCopy`); a deck never kept on this
 * device then fails with `notOnDevice`. A deck read from the server is kept, so a deck opened once opens offline.
 */
export function useDeck(deckId: number | null, errorMessage: string) {
  const deck = useQuery({
    queryKey: queryKeys.flashcards.deck(deckId ?? 0),
    queryFn: deckId === null ? skipToken : ({ signal }) => deckOrCopy(deckId, signal),
    // 'always': without network the query still runs and falls back to the copy instead of pausing.
    networkMode: 'always',
    meta: { errorMessage },
  });
  const cards = useQuery({
    queryKey: queryKeys.flashcards.cards(deckId ?? 0),
    queryFn: deckId === null ? skipToken : ({ signal }) => cardsOrCopy(deckId, signal).then((read) => read.cards),
    networkMode: 'always',
    meta: { errorMessage },
  });
  const fromCopy = deck.data?.fromCopy ?? false;
  const loadedDeck = deck.data?.deck;
  useEffect(() => {
    if (loadedDeck && cards.data && !fromCopy) keepDeckCopy(loadedDeck, cards.data);
  }, [loadedDeck, cards.data, fromCopy]);
  const failed = deck.isError || cards.isError;
  return {
    deck: loadedDeck ?? null,
    cards: cards.data ?? null,
    failed,
    fromCopy,
    notOnDevice: failed && isNetworkFailure(deck.error ?? cards.error),
  };
}

/** The deck page's card edits. Each changes the cards on screen from the server's answer; a failure reads them again. */
export function useCardMutations(deckId: number) {
  const queryClient = useQueryClient();
  const key = queryKeys.flashcards.cards(deckId);
  const setCards = (change: (cards: Flashcard[]) => Flashcard[]) => queryClient.setQueryData<Flashcard[]>(key, (cards) => cards && change(cards));
  const reload = useReloadDeck(deckId);

  const save = useMutation({
    mutationFn: ({ card, frente, verso }: { card: Flashcard; frente: string; verso: string }) =>
      updateCard(deckId, card.id, { frente, verso, ordem: card.ordem }),
    onSuccess: (saved) => setCards((cards) => cards.map((c) => (c.id === saved.id ? saved : c))),
  });
  const remove = useMutation({
    mutationFn: (card: Flashcard) => deleteCard(deckId, card.id),
    onSuccess: (_done, card) => setCards((cards) => cards.filter((c) => c.id !== card.id)),
    onError: reload,
  });
  const reorder = useMutation({
    mutationFn: (reordered: Flashcard[]) => reorderCards(deckId, reordered.map((c) => c.id)),
    // The new order shows at once; the server saves it in one transaction or not at all.
    onMutate: (reordered) => setCards(() => reordered),
    onError: reload,
  });
  return { save: save.mutateAsync, remove: remove.mutateAsync, reorder: reorder.mutateAsync };
}

/** The deck and its cards as the server has them now. */
function useReloadDeck(deckId: number | null) {
  const queryClient = useQueryClient();
  return () => {
    if (deckId !== null) void queryClient.invalidateQueries({ queryKey: queryKeys.flashcards.deck(deckId) });
  };
}

/** One card at the end of the deck; the cards are read again. */
export function useCreateCard(deckId: number) {
  const reload = useReloadDeck(deckId);
  return useMutation({ mutationFn: (card: CardText) => createCard(deckId, card), onSuccess: reload }).mutateAsync;
}

/** A CSV of cards into the deck; the cards are read again. */
export function useImportCards(deckId: number | null) {
  const reload = useReloadDeck(deckId);
  return useMutation({
    mutationFn: ({ deckId: target, file, repetidos }: { deckId: number; file: File; repetidos?: ImportDuplicateChoice }) =>
      importCards(target, file, repetidos),
    onSuccess: reload,
  }).mutateAsync;
}
