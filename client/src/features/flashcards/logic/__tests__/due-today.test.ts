import { describe, expect, it } from 'vitest';
import { dueTodayText } from '@/features/flashcards/logic/due-today';

describe('dueTodayText', () => {
  it.each([
    [0, 'Nenhum card para revisar hoje'],
    [1, '1 card para revisar hoje'],
    [2, '2 cards para revisar hoje'],
    [1234, '1.234 cards para revisar hoje'],
  ])('when %i cards are due, then it reads %j', (count, text) => {
    expect(dueTodayText(count)).toBe(text);
  });
});
