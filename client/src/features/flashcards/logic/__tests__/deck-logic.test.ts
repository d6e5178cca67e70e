import { describe, expect, it } from 'vitest';
import { deckFormSchema, emptyDeckForm, missingDeckFields, missingFieldsText } from '@/features/flashcards/logic/deck-form-schema';
import { groupDecks, NO_GROUP, NO_SUBGROUP } from '@/features/flashcards/logic/deck-groups';
import { moveCard } from '@/features/flashcards/logic/reorder';

const deck = (materia: string, grupo: string | null, subgrupo: string | null = null) => ({ materia, assunto: 'x', grupo, subgrupo });

describe('groupDecks', () => {
  it('when decks have groups, subgroups or none, then groups are alphabetical with the nameless buckets last', () => {
    const groups = groupDecks([
      deck('Química', 'Vestibular', 'Exatas'),
      deck('Anatomia', null),
      deck('Biologia', 'ENEM'),
      deck('Física', 'Vestibular', null),
      deck('Álgebra', 'Vestibular', 'Exatas'),
      deck('Histologia', 'ênfase'),
    ]);
    expect(groups.map((g) => g.grupo)).toEqual(['ENEM', 'ênfase', 'Vestibular', NO_GROUP]);
    const vestibular = groups.find((g) => g.grupo === 'Vestibular')!;
    expect(vestibular.subgroups.map((s) => s.subgrupo)).toEqual(['Exatas', NO_SUBGROUP]);
    expect(vestibular.subgroups[0]!.decks.map((d) => d.materia)).toEqual(['Álgebra', 'Química']);
  });
});

describe('deck form (docs/product.md, Validation)', () => {
  it('when every required field is filled, then it becomes the payload with ano as a number and subgrupo optional', () => {
    const result = deckFormSchema.safeParse({ ...emptyDeckForm(new Date(2031, 0, 1)), materia: 'Bio', assunto: 'Célula', autor: 'Eu', grupo: 'G' });
    expect(result.success && result.data).toEqual({ materia: 'Bio', assunto: 'Célula', autor: 'Eu', grupo: 'G', subgrupo: '', ano: 2031 });
  });

  it.each(['materia', 'assunto', 'autor', 'grupo', 'ano'] as const)('when %s is empty, then the form is not sendable', (field) => {
    const values = { materia: 'Bio', assunto: 'Célula', autor: 'Eu', grupo: 'G', subgrupo: '', ano: '2025', [field]: '  ' };
    expect(deckFormSchema.safeParse(values).success).toBe(false);
  });
});

describe('moveCard', () => {
  const cards = [10, 11, 12, 13].map((id, ordem) => ({ id, ordem }));
  it('when a card moves right, then it swaps with its neighbour and every card is renumbered by position', () => {
    expect(moveCard(cards, 1, 1)).toEqual([
      { id: 10, ordem: 0 },
      { id: 12, ordem: 1 },
      { id: 11, ordem: 2 },
      { id: 13, ordem: 3 },
    ]);
  });
  it('when the first moves left or the last moves right, then nothing changes', () => {
    expect(moveCard(cards, 0, -1)).toEqual(cards);
    expect(moveCard(cards, 3, 1)).toEqual(cards);
  });
  it('when stored ordens have gaps, then moving renumbers them 0..n-1', () => {
    const gappy = [{ id: 1, ordem: 4 }, { id: 2, ordem: 9 }];
    expect(moveCard(gappy, 0, 1)).toEqual([{ id: 2, ordem: 0 }, { id: 1, ordem: 1 }]);
  });
});

describe('missingDeckFields', () => {
  const filled = { materia: 'Bio', assunto: 'Célula', autor: 'Eu', grupo: 'G', subgrupo: '', ano: '2025' };

  it('when every required field is filled, then nothing is missing and there is nothing to say', () => {
    expect(missingDeckFields(filled)).toEqual([]);
    expect(missingFieldsText([])).toBe('');
  });

  it('when fields are blank or the year is out of range, then they are named by their labels, in the form order', () => {
    expect(missingDeckFields({ ...filled, grupo: '   ' })).toEqual(['Grupo']);
    expect(missingDeckFields({ ...emptyDeckForm(new Date(2031, 0, 1)) })).toEqual(['Matéria', 'Assunto', 'Autor', 'Grupo']);
    expect(missingDeckFields({ ...filled, ano: '1899' })).toEqual(['Ano']);
    expect(missingDeckFields({ ...filled, ano: '2200' })).toEqual([]);
    expect(missingDeckFields({ ...filled, ano: '2201' })).toEqual(['Ano']);
    expect(missingDeckFields({ ...filled, ano: '' })).toEqual(['Ano']);
  });

  it('when one or several are missing, then the sentence lists them in Portuguese', () => {
    expect(missingFieldsText(['Grupo'])).toBe('Falta preencher: Grupo.');
    expect(missingFieldsText(['Matéria', 'Autor', 'Grupo'])).toBe('Faltam preencher: Matéria, Autor e Grupo.');
  });
});
