import { describe, expect, it } from 'vitest';
import { makeCard } from '@/features/flashcards/__tests__/card-factory';
import { summaryOfCopy } from '@/features/flashcards/logic/offline-deck-list';

const deck = { id: 9, materia: 'Biologia', assunto: 'Citologia', autor: 'Prof. Ana', grupo: 'ENEM', subgrupo: null, ano: 2025 };

describe('a kept deck in the offline deck list', () => {
  it('when its cards are new, due exactly now, due a second later and answered offline, then it counts them as the server would', () => {
    const cards = [
      makeCard(1, 1, null),
      makeCard(2, 2, '2026-03-10 14:00:00'),
      makeCard(3, 3, '2026-03-10 14:00:01'),
      // Answered offline a minute ago: the device rescheduled it ten minutes on.
      makeCard(4, 4, '2026-03-10 14:09:00'),
      makeCard(5, 5, '2026-03-09 08:00:00'),
    ];
    expect(summaryOfCopy({ deck, cards }, '2026-03-10 14:00:00')).toEqual({ ...deck, total_cards: 5, cards_novos: 1, cards_para_revisar: 2 });
  });

  it('when it has no cards, then every count is zero', () => {
    expect(summaryOfCopy({ deck, cards: [] }, '2026-03-10 14:00:00')).toMatchObject({ total_cards: 0, cards_novos: 0, cards_para_revisar: 0 });
  });
});
