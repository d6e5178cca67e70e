import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { speechChunks } from '../speech-chunks.js';

describe('speech chunks', () => {
  it('when the text fits, then it is one piece', () => {
    expect(speechChunks('  Qual é o prazo da matrícula?  ', 200)).toEqual(['Qual é o prazo da matrícula?']);
  });

  it('when the text is long, then it is cut after the last whole sentence that fits', () => {
    const text = 'Primeira frase curta. Segunda frase! Terceira frase, com vírgula? Quarta.';
    expect(speechChunks(text, 40)).toEqual(['Primeira frase curta. Segunda frase!', 'Terceira frase, com vírgula? Quarta.']);
  });

  it('when a line break ends a sentence without punctuation, then it is a place to cut too', () => {
    expect(speechChunks('Documentos\nRG e CPF apostilados', 15)).toEqual(['Documentos', 'RG e CPF', 'apostilados']);
  });

  it('when one sentence is longer than a piece, then it is cut at a comma, else at a space, else mid-word', () => {
    expect(speechChunks('Leve o RG, o CPF e o histórico escolar', 20)).toEqual(['Leve o RG,', 'o CPF e o histórico', 'escolar']);
    expect(speechChunks('a'.repeat(25), 10)).toEqual(['a'.repeat(10), 'a'.repeat(10), 'a'.repeat(5)]);
  });

  it('when any text is split, then no piece is empty or too long and the words come back in order', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', 'b', ' ', '.', ',', '\n', '!', 'ç') }), fc.integer({ min: 1, max: 30 }), (text, max) => {
        const chunks = speechChunks(text, max);
        expect(chunks.every((c) => c.length > 0 && c.length <= max && c === c.trim())).toBe(true);
        expect(chunks.join('').replace(/\s+/g, '')).toBe(text.replace(/\s+/g, ''));
      }),
    );
  });
});
