import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { StudyStats } from '@app/contracts';
import { renderWithQueryClient } from '@/testing/render-with-query-client';
import { cleanupAfterEach } from '@/testing/cleanup-after-each';

vi.mock('@/features/flashcards/api/get-study-stats', () => ({ getStudyStats: vi.fn() }));
vi.mock('@/features/flashcards/api/list-decks', () => ({ listDecks: vi.fn().mockResolvedValue([]) }));

const { getStudyStats } = await import('@/features/flashcards/api/get-study-stats');
const { default: StatsPage } = await import('@/features/flashcards/pages/stats-page');

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

describe('the statistics charts', () => {
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

  it('when the maturity chart is drawn, then every stage has its label beside a bar as long as its share of the largest', async () => {
    vi.mocked(getStudyStats).mockResolvedValue(stats);
    renderWithQueryClient(<StatsPage />, { wrapper: MemoryRouter });
    const chart = await screen.findByTestId('fc-maturity-chart');
    for (const label of ['Novos', 'Aprendendo', 'Jovens', 'Maduros']) expect(within(chart).getByText(label)).toBeTruthy();
    const widths = [...chart.querySelectorAll<HTMLElement>('.ui-bars__fill')].map((bar) => bar.style.width);
    expect(widths).toEqual(['100%', '25%', '0%', '50%']);
  });

  it('when the 30-day forecast is drawn, then at most six day labels show, the first and the last among them', async () => {
    vi.mocked(getStudyStats).mockResolvedValue(stats);
    renderWithQueryClient(<StatsPage />, { wrapper: MemoryRouter });
    const chart = await screen.findByTestId('fc-forecast-chart');
    const labels = [...chart.querySelectorAll('.ui-columns__labels span')].map((span) => span.textContent).filter(Boolean);
    expect(labels.length).toBeLessThanOrEqual(6);
    expect(labels[0]).toBe('10/03');
    expect(labels[labels.length - 1]).toBe('08/04');
  });

  it('when nothing is due, then the forecast says so in words', async () => {
    vi.mocked(getStudyStats).mockResolvedValue({ ...stats, previsao: [], para_hoje: 0 });
    renderWithQueryClient(<StatsPage />, { wrapper: MemoryRouter });
    expect(await screen.findByRole('img', { name: 'Previsão: nenhum card a revisar nos próximos 30 dias' })).toBeTruthy();
  });
});
