import { describe, expect, it } from 'vitest';
import { deckFormFromAnki } from '@/features/flashcards/logic/anki-deck-name';

const now = new Date(2026, 2, 10);

describe('deckFormFromAnki', () => {
  it.each([
    ['Biologia::Citologia', 'Biologia', 'Citologia'],
    ['Medicina :: Cardiologia :: Arritmias', 'Medicina', 'Cardiologia › Arritmias'],
    ['Anatomia', 'Anatomia', ''],
    [null, '', ''],
    ['  ', '', ''],
  ])('when the #deck: header is %j, then matéria %j and assunto %j', (name, materia, assunto) => {
    expect(deckFormFromAnki(name, now)).toEqual({ materia, assunto, autor: '', grupo: 'Anki', subgrupo: '', ano: '2026' });
  });
});
