import { describe, expect, it } from 'vitest';
import type { Quadro } from '@app/contracts';
import {
  columnCards,
  conversionLabel,
  daysInStage,
  daysLabel,
  fromLocalInput,
  isOverdue,
  placeCard,
  toLocalInput,
  withoutMovedCard,
} from '@/features/pipeline/logic/board';
import { testCard } from '@/features/pipeline/testing/test-card';

const card = testCard;

const board = (): Quadro => ({
  colunas: [
    { etapa: 'Aberto', total: 3, pagina: 1, cartoes: [card(1, 'Aberto'), card(2, 'Aberto')] },
    { etapa: 'Em progresso', total: 1, pagina: 1, cartoes: [card(3, 'Em progresso')] },
  ],
  origens: [],
});

describe('board logic', () => {
  it('when a stage began 36 hours ago, then it counts one whole day; a future or junk date counts zero', () => {
    const now = new Date('2026-01-02T12:00:00.000Z');
    expect(daysInStage('2026-01-01T00:00:00.000Z', now)).toBe(1);
    expect(daysInStage('2026-01-03T00:00:00.000Z', now)).toBe(0);
    expect(daysInStage('ontem', now)).toBe(0);
    expect([0, 1, 5].map(daysLabel)).toEqual(['Hoje nesta etapa', '1 dia nesta etapa', '5 dias nesta etapa']);
  });

  it('when the follow-up time has passed, then it is overdue; none or a future one is not', () => {
    const now = new Date('2026-01-02T12:00:00.000Z');
    expect(isOverdue('2026-01-02T11:59:00.000Z', now)).toBe(true);
    expect(isOverdue('2026-01-02T12:00:00.000Z', now)).toBe(true);
    expect(isOverdue('2026-01-02T12:01:00.000Z', now)).toBe(false);
    expect(isOverdue(null, now)).toBe(false);
  });

  it('when a card moves, then it leaves its old column, heads the new one, and both totals follow', () => {
    const next = placeCard(board(), { ...card(2, 'Em progresso'), versao: 1 });
    expect(next.colunas[0]!.cartoes.map((c) => c.user_id)).toEqual([1]);
    expect(next.colunas[0]!.total).toBe(2);
    expect(next.colunas[1]!.cartoes.map((c) => [c.user_id, c.versao])).toEqual([
      [2, 1],
      [3, 0],
    ]);
    expect(next.colunas[1]!.total).toBe(2);
  });

  it('when a card not on screen moves in, then only the new column grows; staying put changes no total', () => {
    expect(placeCard(board(), card(9, 'Em progresso')).colunas.map((c) => c.total)).toEqual([3, 2]);
    expect(placeCard(board(), { ...card(1, 'Aberto'), versao: 2 }).colunas.map((c) => c.total)).toEqual([3, 1]);
  });

  it('when a date goes to a datetime-local input and back, then it is the same instant', () => {
    const iso = '2030-05-06T14:30:00.000Z';
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
    expect(toLocalInput(null)).toBe('');
    expect(fromLocalInput('')).toBeNull();
  });

  it('when enrolments are shown against entries, then the rate is whole percent and nothing divides by zero', () => {
    expect(conversionLabel(2, 4)).toBe('2 (50%)');
    expect(conversionLabel(1, 3)).toBe('1 (33%)');
    expect(conversionLabel(0, 0)).toBe('0');
  });

  it('when later pages repeat a card (offsets shifted by a move), then the column shows it once, where it came first', () => {
    const cards = columnCards(
      [card(1, 'Aberto'), card(2, 'Aberto')],
      [{ cartoes: [card(2, 'Aberto'), card(4, 'Aberto')] }, { cartoes: [card(5, 'Aberto')] }],
    );
    expect(cards.map((c) => c.user_id)).toEqual([1, 2, 4, 5]);
  });

  it('when a card moves, then it leaves the later pages of other columns and stays in those of its new one', () => {
    const pages = [
      { etapa: 'Aberto' as const, total: 30, pagina: 2, cartoes: [card(7, 'Aberto'), card(8, 'Aberto')] },
      { etapa: 'Em progresso' as const, total: 30, pagina: 2, cartoes: [card(9, 'Em progresso')] },
    ];
    const moved = withoutMovedCard(pages, card(7, 'Em progresso'));
    expect(moved.map((p) => p.cartoes.map((c) => c.user_id))).toEqual([[8], [9]]);
    expect(withoutMovedCard(pages, card(9, 'Em progresso'))[1]).toBe(pages[1]);
  });
});
