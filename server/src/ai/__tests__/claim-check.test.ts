import { describe, expect, it } from 'vitest';
import { contradicts } from '../claim-check.js';
import { normalisedWords } from '../portuguese-text.js';

const claim = (text: string) => normalisedWords(text);

describe('contradicts', () => {
  it('another number of the same unit contradicts; the same number does not', () => {
    expect(contradicts(claim('é verdade q dura so 4 anos?'), 'O curso dura, em geral, **6 anos (12 semestres)**.')).toBe(true);
    expect(contradicts(claim('é verdade que dura 6 anos?'), 'O curso dura, em geral, **6 anos (12 semestres)**.')).toBe(false);
  });

  it('a statement that denies what the claim names contradicts it, through another name of the same office', () => {
    expect(contradicts(claim('tem q ser apostilado no consulado?'), 'É feita em um cartório, sem passar por consulado.')).toBe(true);
    expect(contradicts(claim('a cédula sai na própria Migraciones?'), 'É tirada na Polícia Nacional, não na DNM.')).toBe(true);
  });

  it('a claim that itself denies the thing is not contradicted by the same denial', () => {
    expect(contradicts(claim('é verdade que nao precisa de visto?'), 'Brasileiros **não precisam de visto**.')).toBe(false);
  });
});
