import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeckInput, DeckSummary } from '@app/contracts';
import { queryKeys } from '@/api/query-keys';
import { addDemoDecks } from '@/features/flashcards/api/add-demo-decks';
import { createDeck } from '@/features/flashcards/api/create-deck';
import { deleteDeck } from '@/features/flashcards/api/delete-deck';
import { listDecks } from '@/features/flashcards/api/list-decks';
import { updateDeck } from '@/features/flashcards/api/update-deck';
import { summaryOfCopy } from '@/features/flashcards/logic/offline-deck-list';
import { toLocalDateTime } from '@/features/flashcards/scheduler/local-time';
import { isNetworkFailure, readDeckCopies } from '@/lib/offline';

/** The deck list as a page shows it: from the server, or (without network) the decks kept on the device. */
export interface DeckListRead {
  decks: DeckSummary[];
  fromCopy: boolean;
}

/**
 * The list from the server; without network, the decks kept on the device with their counts from the kept cards,
 * possibly none (a device that never opened a deck has nothing to show offline, which is not having no decks).
 */
async function decksOnlineOrKept(signal: AbortSignal): Promise<DeckListRead> {
  const now = new Date();
  try {
    return { decks: await listDecks(now, signal), fromCopy: false };
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    const copies = (await readDeckCopies().catch(() => undefined)) ?? [];
    return { decks: copies.map((copy) => summaryOfCopy(copy, toLocalDateTime(now))), fromCopy: true };
  }
}

/** The student's decks with their counts at this moment. docs/product.md, Error messages: deck failures are only logged. */
export function useDecks() {
  return useQuery({
    queryKey: queryKeys.flashcards.decks,
    queryFn: ({ signal }) => decksOnlineOrKept(signal),
    networkMode: 'always',
    meta: { errorMessage: '[flashcards] could not load the decks:' },
  });
}

/**
 * Create, edit, delete and the starter decks: each one reads the list again. An edit and the starter decks
 * finish once the list shows them; a new or deleted deck is announced at once while the list reloads.
 */
export function useDeckMutations() {
  const queryClient = useQueryClient();
  const reloadDecks = () => queryClient.invalidateQueries({ queryKey: queryKeys.flashcards.decks });
  const reloadDecksLater = () => {
    void reloadDecks();
  };
  const create = useMutation({ mutationFn: (input: DeckInput) => createDeck(input), onSuccess: reloadDecksLater });
  const addDemo = useMutation({ mutationFn: () => addDemoDecks(), onSuccess: reloadDecks });
  const update = useMutation({
    mutationFn: ({ deckId, input }: { deckId: number; input: DeckInput }) => updateDeck(deckId, input),
    onSuccess: reloadDecks,
  });
  const remove = useMutation({
    mutationFn: (deckId: number) => deleteDeck(deckId),
    // The deck leaves the screen at once; a refused delete reads the list again, as a done one does.
    onSuccess: (_done, deckId) =>
      queryClient.setQueryData<DeckListRead>(queryKeys.flashcards.decks, (list) => list && { ...list, decks: list.decks.filter((d) => d.id !== deckId) }),
    onSettled: reloadDecksLater,
  });
  return { create: create.mutateAsync, addDemo: addDemo.mutateAsync, update: update.mutateAsync, remove: remove.mutateAsync };
}
