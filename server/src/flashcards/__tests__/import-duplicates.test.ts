import { describe, expect, it } from 'vitest';
import { cardKey, splitByExisting } from '../import-duplicates.js';

describe('import duplicates', () => {
  it('when two cards differ only in surrounding or repeated spaces, then they are the same card', () => {
    expect(cardKey({ frente: '  Capital  do Paraguai', verso: 'Assunção ' })).toBe(
      cardKey({ frente: 'Capital do Paraguai', verso: 'Assunção' }),
    );
  });

  it('when the accents are composed differently, then they are the same card', () => {
    expect(cardKey({ frente: 'Assunc\u0327a\u0303o', verso: 'x' })).toBe(cardKey({ frente: 'Assunção', verso: 'x' }));
  });

  it('when front and back are swapped or the case differs, then they are different cards', () => {
    expect(cardKey({ frente: 'a', verso: 'b' })).not.toBe(cardKey({ frente: 'b', verso: 'a' }));
    expect(cardKey({ frente: 'Rim', verso: 'x' })).not.toBe(cardKey({ frente: 'rim', verso: 'x' }));
    expect(cardKey({ frente: 'a b', verso: 'c' })).not.toBe(cardKey({ frente: 'a', verso: 'b c' }));
  });

  it('when the deck has some of the rows, then the fresh ones keep file order and the repeated are counted', () => {
    const rows = [
      { frente: '1', verso: 'um' },
      { frente: '2', verso: 'dois' },
      { frente: '3', verso: 'três' },
    ];
    expect(splitByExisting(rows, [{ frente: '2', verso: 'dois' }])).toEqual({ fresh: [rows[0], rows[2]], repeated: 1 });
  });
});
