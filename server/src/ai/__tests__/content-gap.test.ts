import { describe, expect, it } from 'vitest';
import { gapKey, groupUnanswered } from '../content-gap.js';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 24, 12, minute));

describe('content gap groups', () => {
  it('when the same thing is asked in different words, then it is one group with its count and newest wording, most asked first', () => {
    const groups = groupUnanswered(
      [
        { pergunta: 'posso levar o gato?', criado_em: at(5) },
        { pergunta: 'a faculdade tem estacionamento?', criado_em: at(4) },
        { pergunta: 'Posso levar meu gato', criado_em: at(3) },
        { pergunta: 'posso levar meu gato pra la?', criado_em: at(2) },
      ],
      10,
    );
    expect(groups.map(({ chave: _chave, ...group }) => group)).toEqual([
      { pergunta: 'posso levar o gato?', total: 3, ultima_em: at(5).toISOString() },
      { pergunta: 'a faculdade tem estacionamento?', total: 1, ultima_em: at(4).toISOString() },
    ]);
  });

  it('when two questions ask the same in another order or spelling, then they share a group key; another question does not', () => {
    expect(gapKey('Posso levar meu gato?')).toBe(gapKey('posso levar o gato'));
    expect(gapKey('a faculdade tem estacionamento pra aluno?')).toBe(gapKey('aluno tem estacionamento na faculdade'));
    expect(gapKey('a faculdade tem piscina?')).not.toBe(gapKey('a faculdade tem estacionamento?'));
    expect(groupUnanswered([{ pergunta: 'tem piscina?', criado_em: at(1) }], 5)[0]?.chave).toBe(gapKey('tem piscina?'));
  });

  it('when there are more groups than the limit, then only the most asked are kept', () => {
    const questions = ['qual o horario da biblioteca?', 'tem estacionamento?', 'tem estacionamento?'].map((pergunta, i) => ({
      pergunta,
      criado_em: at(i),
    }));
    expect(groupUnanswered(questions, 1).map((g) => [g.pergunta, g.total])).toEqual([['tem estacionamento?', 2]]);
  });
});
