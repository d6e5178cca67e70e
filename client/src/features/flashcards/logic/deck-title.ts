import type { Deck } from '@app/contracts';

/** How a deck is named on screen: 'Matéria - Assunto'. */
export const deckTitle = (deck: Pick<Deck, 'materia' | 'assunto'>) => `${deck.materia} - ${deck.assunto}`;
