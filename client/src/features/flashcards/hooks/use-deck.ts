import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CardText, Flashcard, ImportDuplicateChoice } from '@app/contracts';
import { queryKeys } from '@/api/query-keys';
import { createCard } from '@/features/flashcards/api/create-card';
import { deleteCard } from '@/features/flashcards/api/delete-card';
import { getDeck } from '@/features/flashcards/api/get-deck';
import { importCards } from '@/features/flashcards/api/import-cards';
import { listCards } from '@/features/flashcards/api/list-cards';
import { reorderCards } from '@/features/flashcards/api/reorder-cards';
import { updateCard } from '@/features/flashcards/api/update-card';

/**
 * One deck and its cards (the deck, training and study pages). `failed` when either could not be read:
 * someone else's deck or a missing one is a 404.
 */
export function useDeck(deckId: number | null, errorMessage: string) {
  const deck = useQuery({
    queryKey: queryKeys.flashcards.deck(deckId ?? 0),
    queryFn: deckId === null ? skipToken : ({ signal }) => getDeck(deckId, signal),
    meta: { errorMessage },
  });
  const cards = useQuery({
    queryKey: queryKeys.flashcards.cards(deckId ?? 0),
    queryFn: deckId === null ? skipToken : ({ signal }) => listCards(deckId, signal),
    meta: { errorMessage },
  });
  return { deck: deck.data ?? null, cards: cards.data ?? null, failed: deck.isError || cards.isError };
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
