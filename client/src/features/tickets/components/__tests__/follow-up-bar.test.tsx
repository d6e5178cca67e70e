import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Cartao } from '@app/contracts';
import { renderWithQueryClient } from '@/testing/render-with-query-client';
import { cleanupAfterEach } from '@/testing/cleanup-after-each';

type Handler = (payload: { userId: number }) => void;
const handlers = new Map<string, Set<Handler>>();
const fakeSocket = {
  on: (event: string, handler: Handler) => handlers.set(event, (handlers.get(event) ?? new Set()).add(handler)),
  off: (event: string, handler: Handler) => handlers.get(event)?.delete(handler),
};
const emit = (event: string, payload: { userId: number }) => handlers.get(event)?.forEach((handler) => handler(payload));

vi.mock('@/lib/socket', () => ({ getSocket: () => fakeSocket }));
vi.mock('@/features/tickets/api/follow-up', () => ({ getFollowUp: vi.fn(), saveFollowUp: vi.fn(), keepFollowUp: vi.fn() }));
const { getFollowUp, keepFollowUp, saveFollowUp } = await import('@/features/tickets/api/follow-up');
const { FollowUpBar } = await import('@/features/tickets/components/follow-up-bar');

const card = {
  user_id: 7,
  username: 'Ana',
  responsavel: { id: 4, username: 'Bia' },
  proximo_contato_em: '2026-01-01T10:00:00.000Z',
  proximo_contato_nota: 'Cobrar RG',
} as Cartao;
const noFollowUp = { ...card, proximo_contato_em: null, proximo_contato_nota: null };
const QUESTION = /Ana escreveu em .*, depois que este contato foi marcado\. Manter a data, concluir ou adiar\?/;

beforeEach(() => handlers.clear());
cleanupAfterEach();

describe('FollowUpBar', () => {
  it('when the person has a follow-up, then it shows with the note, and Concluir clears it keeping the owner', async () => {
    vi.mocked(getFollowUp).mockResolvedValue({ cartao: card, mensagemAposContatoEm: null });
    vi.mocked(saveFollowUp).mockResolvedValue(noFollowUp);
    renderWithQueryClient(<FollowUpBar userId={7} />);
    const bar = await screen.findByRole('group', { name: 'Próximo contato' });
    expect(bar.textContent).toContain('Cobrar RG');
    expect(within(bar).getByRole('status').textContent).toBe('');
    expect(within(bar).queryByRole('button', { name: 'Manter data' })).toBeNull();
    // The server stores it cleared: the reload after saving reads that.
    vi.mocked(getFollowUp).mockResolvedValue({ cartao: noFollowUp, mensagemAposContatoEm: null });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Concluir' })));
    expect(saveFollowUp).toHaveBeenCalledWith(7, { responsavelId: 4, proximoContatoEm: null, nota: null });
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Próximo contato' })).toBeNull());
  });

  it('when the prospect writes while the follow-up is pending, then the bar asks to keep, clear or move the date, and Manter data keeps it', async () => {
    vi.mocked(getFollowUp).mockResolvedValue({ cartao: card, mensagemAposContatoEm: null });
    renderWithQueryClient(<FollowUpBar userId={7} />);
    const bar = await screen.findByRole('group', { name: 'Próximo contato' });
    expect(getFollowUp).toHaveBeenCalledTimes(1);

    // The prospect's message arrives (the server says when); another conversation's message asks nothing here.
    vi.mocked(getFollowUp).mockResolvedValue({ cartao: card, mensagemAposContatoEm: '2025-12-30T15:00:00.000Z' });
    await act(async () => emit('chamado-atualizado', { userId: 99 }));
    expect(getFollowUp).toHaveBeenCalledTimes(1);
    await act(async () => emit('chamado-atualizado', { userId: 7 }));
    await waitFor(() => expect(within(bar).getByRole('status').textContent).toMatch(QUESTION));
    expect(within(bar).getByRole('button', { name: 'Adiar 1 dia' })).toBeTruthy();
    expect(within(bar).getByRole('button', { name: 'Concluir' })).toBeTruthy();
    // The date shown is untouched by the message.
    expect(bar.textContent).toContain('Cobrar RG');
    expect(saveFollowUp).not.toHaveBeenCalled();

    vi.mocked(keepFollowUp).mockResolvedValue(card);
    vi.mocked(getFollowUp).mockResolvedValue({ cartao: card, mensagemAposContatoEm: null });
    await act(async () => fireEvent.click(within(bar).getByRole('button', { name: 'Manter data' })));
    expect(keepFollowUp).toHaveBeenCalledWith(7);
    await waitFor(() => expect(within(bar).getByRole('status').textContent).toBe(''));
    expect(screen.getByRole('group', { name: 'Próximo contato' })).toBeTruthy();
  });

  it('when the prospect wrote and staff postpone instead, then the date moves a day and the question goes away', async () => {
    vi.mocked(getFollowUp).mockResolvedValue({ cartao: card, mensagemAposContatoEm: '2025-12-30T15:00:00.000Z' });
    const moved = { ...card, proximo_contato_em: '2026-01-05T10:00:00.000Z' };
    vi.mocked(saveFollowUp).mockResolvedValue(moved);
    renderWithQueryClient(<FollowUpBar userId={7} />);
    const bar = await screen.findByRole('group', { name: 'Próximo contato' });
    expect(within(bar).getByRole('status').textContent).toMatch(QUESTION);
    vi.mocked(getFollowUp).mockResolvedValue({ cartao: moved, mensagemAposContatoEm: null });
    await act(async () => fireEvent.click(within(bar).getByRole('button', { name: 'Adiar 1 dia' })));
    expect(saveFollowUp).toHaveBeenCalledWith(7, expect.objectContaining({ responsavelId: 4, nota: 'Cobrar RG' }));
    await waitFor(() => expect(within(bar).getByRole('status').textContent).toBe(''));
    expect(keepFollowUp).not.toHaveBeenCalled();
  });

  it('when the person has no follow-up, then nothing shows', async () => {
    vi.mocked(getFollowUp).mockResolvedValue({ cartao: noFollowUp, mensagemAposContatoEm: null });
    renderWithQueryClient(<FollowUpBar userId={7} />);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(getFollowUp).toHaveBeenCalled();
    expect(screen.queryByRole('group', { name: 'Próximo contato' })).toBeNull();
  });
});
