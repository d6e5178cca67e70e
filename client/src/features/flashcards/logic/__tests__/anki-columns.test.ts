import { describe, expect, it } from 'vitest';
import { guessAnkiColumns } from '@/features/flashcards/logic/anki-columns';

describe('guessAnkiColumns', () => {
  it('when the export names Front and Back, then those columns are chosen wherever they are', () => {
    expect(guessAnkiColumns(['Tags', 'Front', 'Back'])).toEqual({ frente: 1, verso: 2 });
    expect(guessAnkiColumns(['Verso', 'Frente'])).toEqual({ frente: 1, verso: 0 });
  });

  it('when the columns have no known names, then the first two are chosen', () => {
    expect(guessAnkiColumns(['Coluna 1', 'Coluna 2', 'Coluna 3'])).toEqual({ frente: 0, verso: 1 });
  });
});
