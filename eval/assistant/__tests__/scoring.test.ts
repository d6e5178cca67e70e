import { describe, expect, it } from 'vitest';
import { forbiddenHits, isMisleading, missingGroups } from '../run.js';

describe('scoring a reply against its labels', () => {
  it('a pattern forbidding a guarantee matches a promise, never a sentence that denies one', () => {
    const pattern = ['(?<!nao )garant'];
    expect(forbiddenHits(pattern, 'Pode pedir, mas **não há garantia** de vaga.')).toEqual([]);
    expect(forbiddenHits(pattern, 'Sem garantia de aprovação: cada universidade decide.')).toEqual([]);
    expect(forbiddenHits(pattern, 'A vaga é garantida para quem fecha hoje.')).toEqual(pattern);
    expect(forbiddenHits(pattern, 'Não há fila. A aprovação é garantida.')).toEqual(pattern);
  });

  it('other forbidden patterns match anywhere in the reply, negated or not', () => {
    expect(forbiddenHits(['^(oi|ola)?[!,. ]*sim\\b'], '**Sim.** O FIES vale.')).toHaveLength(1);
    expect(forbiddenHits(['residencia medica'], 'Não é a residência médica: é a migratória.')).toHaveLength(1);
    expect(forbiddenHits(['promise'], 'Garantimos a vaga.')).toEqual([]);
  });

  it('a fact must be in the reply’s lead, accents and emphasis aside; the source line states no fact', () => {
    expect(missingGroups([['nao precisa']], '**Não precisa** de visto.')).toEqual([]);
    expect(missingGroups([['classe turista']], 'Entra com RG.\nFonte: Classe Turista (verificado em 2026-11-27).')).toHaveLength(
      1,
    );
  });

  it('a promise is a "Sim" lead or an un-negated guarantee', () => {
    expect(isMisleading('Sim, você consegue.')).toBe(true);
    expect(isMisleading('Garantimos a sua vaga.')).toBe(true);
    expect(isMisleading('Não há garantia de vaga.')).toBe(false);
  });
});
