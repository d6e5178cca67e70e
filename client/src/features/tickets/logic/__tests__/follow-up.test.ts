import { describe, expect, it } from 'vitest';
import type { Cartao } from '@app/contracts';
import { cleared, postponed } from '@/features/tickets/logic/follow-up';

const card = {
  responsavel: { id: 4, username: 'Bia' },
  proximo_contato_em: '2026-01-01T10:00:00.000Z',
  proximo_contato_nota: 'Cobrar RG',
} as Cartao;

describe('follow-up choices in the reply box', () => {
  it('when postponed, then the date moves from now by whole days and the owner and note stay', () => {
    expect(postponed(card, 3, new Date('2026-01-05T12:00:00.000Z'))).toEqual({
      responsavelId: 4,
      proximoContatoEm: '2026-01-08T12:00:00.000Z',
      nota: 'Cobrar RG',
    });
  });
  it('when cleared, then only the owner stays', () => {
    expect(cleared(card)).toEqual({ responsavelId: 4, proximoContatoEm: null, nota: null });
    expect(cleared({ ...card, responsavel: null })).toEqual({ responsavelId: null, proximoContatoEm: null, nota: null });
  });
});
