import { describe, expect, it } from 'vitest';
import { fold, searchTerms, stem } from '../portuguese-text.js';

describe('Portuguese search terms', () => {
  it('when words differ only in accents, case or plural, then they become the same term', () => {
    expect(fold('Matrícula LEGALIZAÇÃO')).toBe('matricula legalizacao');
    expect(stem('documentos')).toBe(stem('documento'));
    expect(stem('universidades')).toBe(stem('universidade'));
    expect(stem('custos')).toBe(stem('custa'));
    expect(stem('legalizações')).toBe(stem('legalização'.normalize('NFD').replace(/\p{M}/gu, '')));
    expect(stem('papeis')).toBe(stem('papel'));
  });

  it('when a question is processed, then stop words disappear and numbers stay', () => {
    expect(searchTerms('Quais são os documentos para a matrícula em 2025?')).toEqual([stem('documentos'), stem('matricula'), '2025']);
  });
});
