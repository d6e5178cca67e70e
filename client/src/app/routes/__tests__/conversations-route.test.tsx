import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { StudyStats } from '@app/contracts';
import { renderWithQueryClient } from '@/testing/render-with-query-client';
import { cleanupAfterEach } from '@/testing/cleanup-after-each';

vi.mock('@/features/flashcards/api/get-study-stats', () => ({ getStudyStats: vi.fn() }));
vi.mock('@/features/chat/pages/conversations-page', () => ({ default: () => <h1>Minhas conversas</h1> }));

const { getStudyStats } = await import('@/features/flashcards/api/get-study-stats');
const { default: ConversationsRoute } = await import('@/app/routes/conversations-route');

const stats = (paraHoje: number, cards = 5): StudyStats => ({
  hoje: '2026-03-10',
  por_dia: [],
  sequencia_atual: 0,
  maior_sequencia: 0,
  previsao: [],
  retencao: { revisoes: 0, lembradas: 0, taxa: null },
  maturidade: { novos: cards, aprendendo: 0, jovens: 0, maduros: 0 },
  para_hoje: paraHoje,
});

cleanupAfterEach();

describe("the panel's home", () => {
  it.each([
    [3, '3 cards para revisar hoje'],
    [1, '1 card para revisar hoje'],
    [0, 'Nenhum card para revisar hoje'],
  ])("when the server counts %i due cards, then the home says %j and links to the decks", async (count, text) => {
    vi.mocked(getStudyStats).mockResolvedValue(stats(count));
    renderWithQueryClient(<ConversationsRoute />, { wrapper: MemoryRouter });
    const link = await screen.findByRole('link', { name: text });
    expect(link.getAttribute('href')).toBe('/painel/flashcards');
    expect(getStudyStats).toHaveBeenCalledWith(null, expect.any(Date), expect.anything());
    expect(screen.getByRole('heading', { name: 'Minhas conversas' })).toBeTruthy();
  });

  it('when the person has no card at all (a prospect), then there is no reminder, only the conversation', async () => {
    vi.mocked(getStudyStats).mockResolvedValue(stats(0, 0));
    renderWithQueryClient(<ConversationsRoute />, { wrapper: MemoryRouter });
    expect(await screen.findByRole('heading', { name: 'Minhas conversas' })).toBeTruthy();
    await vi.waitFor(() => expect(getStudyStats).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link', { name: /para revisar hoje/ })).toBeNull();
  });
});
