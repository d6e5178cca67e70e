import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Cartao } from '@app/contracts';
import { renderWithQueryClient } from '@/testing/render-with-query-client';

vi.mock('@/features/tickets/api/follow-up', () => ({ getFollowUp: vi.fn(), saveFollowUp: vi.fn() }));
const { getFollowUp, saveFollowUp } = await import('@/features/tickets/api/follow-up');
const { FollowUpBar } = await import('@/features/tickets/components/follow-up-bar');

const card = {
  user_id: 7,
  responsavel: { id: 4, username: 'Bia' },
  proximo_contato_em: '2026-01-01T10:00:00.000Z',
  proximo_contato_nota: 'Cobrar RG',
} as Cartao;

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('FollowUpBar', () => {
  it('when the person has a follow-up, then it shows with the note, and Concluir clears it keeping the owner', async () => {
    vi.mocked(getFollowUp).mockResolvedValue(card);
    vi.mocked(saveFollowUp).mockResolvedValue({ ...card, proximo_contato_em: null, proximo_contato_nota: null });
    renderWithQueryClient(<FollowUpBar userId={7} />);
    const bar = await screen.findByRole('group', { name: 'Próximo contato' });
    expect(bar.textContent).toContain('Cobrar RG');
    // The server stores it cleared: the reload after saving reads that.
    vi.mocked(getFollowUp).mockResolvedValue({ ...card, proximo_contato_em: null, proximo_contato_nota: null });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Concluir' })));
    expect(saveFollowUp).toHaveBeenCalledWith(7, { responsavelId: 4, proximoContatoEm: null, nota: null });
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Próximo contato' })).toBeNull());
  });

  it('when the person has no follow-up, then nothing shows', async () => {
    vi.mocked(getFollowUp).mockResolvedValue({ ...card, proximo_contato_em: null });
    renderWithQueryClient(<FollowUpBar userId={7} />);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(getFollowUp).toHaveBeenCalled();
    expect(screen.queryByRole('group', { name: 'Próximo contato' })).toBeNull();
  });
});
