import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { StudyStats } from '@app/contracts';
import { renderWithQueryClient } from '@/testing/render-with-query-client';
import { cleanupAfterEach } from '@/testing/cleanup-after-each';

vi.mock('@/features/flashcards/api/get-study-stats', () => ({ getStudyStats: vi.fn() }));
vi.mock('@/features/flashcards/api/list-decks', () => ({ listDecks: vi.fn().mockResolvedValue([]) }));

const { getStudyStats } = await import('@/features/flashcards/api/get-study-stats');
const { default: StatsPage } = await import('@/features/flashcards/pages/stats-page');

beforeAll(() => {
  // jsdom has no layout: the charts' responsive container measures through ResizeObserver.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

cleanupAfterEach();

const stats: StudyStats = {
  hoje: '2026-03-10',
  por_dia: [{ dia: '2026-03-10', revisoes: 3 }],
  sequencia_atual: 1,
  maior_sequencia: 1,
  previsao: [
    { dia: '2026-03-10', cards: 2 },
    { dia: '2026-03-12', cards: 5 },
  ],
  retencao: { revisoes: 0, lembradas: 0, taxa: null },
  maturidade: { novos: 4, aprendendo: 1, jovens: 0, maduros: 2 },
  para_hoje: 2,
};

describe('the statistics charts (issue 16, point 4)', () => {
  it('when the statistics arrive, then each chart has a text summary and its numbers are in a table', async () => {
    vi.mocked(getStudyStats).mockResolvedValue(stats);
    renderWithQueryClient(<StatsPage />, { wrapper: MemoryRouter });

    expect(
      await screen.findByRole('img', { name: 'Previsão: 7 cards a revisar nos próximos 30 dias; o dia com mais revisões é 12/03, com 5 cards' }),
    ).toBeTruthy();
    const forecast = screen.getByRole('table', { name: 'Cards a revisar por dia nos próximos 30 dias' });
    expect(forecast.textContent).toContain('12/035');

    expect(screen.getByRole('img', { name: 'Cards por maturidade: 4 novos, 1 aprendendo, 0 jovens e 2 maduros' })).toBeTruthy();
    expect(screen.getByRole('row', { name: 'Maduros (21 dias ou mais) 2' })).toBeTruthy();
  });

  it('when nothing is due, then the forecast says so in words', async () => {
    vi.mocked(getStudyStats).mockResolvedValue({ ...stats, previsao: [], para_hoje: 0 });
    renderWithQueryClient(<StatsPage />, { wrapper: MemoryRouter });
    expect(await screen.findByRole('img', { name: 'Previsão: nenhum card a revisar nos próximos 30 dias' })).toBeTruthy();
  });
});
