import { emptyDeckForm, type DeckFormValues } from '@/features/flashcards/logic/deck-form-schema';

/** Where decks imported from Anki are grouped unless the student says otherwise. */
export const ANKI_GROUP = 'Anki';

/**
 * The new deck's fields prefilled from the export's `#deck:` header: Anki nests decks with "::", so "Biologia::Citologia"
 * becomes matéria "Biologia" and assunto "Citologia" (deeper levels joined with " › "); a single name is the matéria.
 */
export function deckFormFromAnki(deckName: string | null, now: Date = new Date()): DeckFormValues {
  const parts = (deckName ?? '').split('::').map((p) => p.trim()).filter(Boolean);
  const [materia = '', ...rest] = parts;
  return { ...emptyDeckForm(now), materia: materia.slice(0, 200), assunto: rest.join(' › ').slice(0, 200), grupo: ANKI_GROUP };
}
