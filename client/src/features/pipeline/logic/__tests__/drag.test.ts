import { describe, expect, it } from 'vitest';
import { announce, neighbourColumn } from '@/features/pipeline/logic/drag';

const columns = [
  { id: 'Em progresso', left: 260 },
  { id: 'Aberto', left: 0 },
  { id: 'Perdido', left: 520 },
];

describe('neighbourColumn', () => {
  it('when an arrow is pressed, then the next column on screen in that direction is chosen', () => {
    expect(neighbourColumn(columns, 'Aberto', 'right')).toBe('Em progresso');
    expect(neighbourColumn(columns, 'Em progresso', 'right')).toBe('Perdido');
    expect(neighbourColumn(columns, 'Em progresso', 'left')).toBe('Aberto');
  });

  it('when at either end, then there is no column further', () => {
    expect(neighbourColumn(columns, 'Perdido', 'right')).toBeNull();
    expect(neighbourColumn(columns, 'Aberto', 'left')).toBeNull();
  });

  it('when over no column, then right starts at the first and left at the last', () => {
    expect(neighbourColumn(columns, null, 'right')).toBe('Aberto');
    expect(neighbourColumn(columns, null, 'left')).toBe('Perdido');
    expect(neighbourColumn([], null, 'left')).toBeNull();
  });
});

describe('announcements', () => {
  it('when a card is picked up, moved over, dropped or cancelled, then a screen reader hears it in Portuguese', () => {
    expect(announce.start('Ana', 'Aberto')).toBe('Você pegou Ana, que está em Aberto. Use as setas para escolher a coluna e espaço para soltar.');
    expect(announce.over('Ana', 'Matriculado')).toBe('Ana está sobre a coluna Matriculado.');
    expect(announce.over('Ana', null)).toBe('Ana não está sobre nenhuma coluna.');
    expect(announce.end('Ana', 'Aberto', 'Matriculado')).toBe('Ana foi solto na coluna Matriculado.');
    expect(announce.end('Ana', 'Aberto', 'Aberto')).toBe('Ana continua em Aberto.');
    expect(announce.end('Ana', 'Aberto', null)).toBe('Ana foi solto fora das colunas e continua em Aberto.');
    expect(announce.cancel('Ana', 'Aberto')).toBe('Movimento cancelado. Ana continua em Aberto.');
  });
});
