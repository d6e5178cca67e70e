import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Deck, FsrsOptimizationStatus } from '@app/contracts';
import { renderWithQueryClient } from '@/testing/render-with-query-client';
import { cleanupAfterEach } from '@/testing/cleanup-after-each';

vi.mock('@/features/flashcards/api/fsrs-optimization', () => ({
  getFsrsStatus: vi.fn(),
  optimizeFsrs: vi.fn(),
  resetFsrs: vi.fn(),
}));

const { getFsrsStatus, optimizeFsrs, resetFsrs } = await import('@/features/flashcards/api/fsrs-optimization');
const { FsrsOptimization } = await import('@/features/flashcards/components/fsrs-optimization');

cleanupAfterEach();

const deck: Deck = {
  id: 4,
  materia: 'Bio',
  assunto: 'Célula',
  autor: 'Eu',
  grupo: 'G',
  subgrupo: null,
  ano: 2026,
  agendador: 'fsrs',
  retencao_desejada: 0.9,
  fsrs_parametros: null,
};
const status = (deckCount: number, todos: number, d: Deck = deck): FsrsOptimizationStatus => ({
  minimo: 1000,
  revisoes: { deck: deckCount, todos },
  deck: d,
});

describe('"Otimizar com o meu histórico" in the deck\'s scheduler settings', () => {
  it('when the deck has too few answers, then the button is off and says how many are needed and how many there are', async () => {
    vi.mocked(getFsrsStatus).mockResolvedValue(status(312, 640));
    renderWithQueryClient(<FsrsOptimization deck={deck} />);
    expect(await screen.findByText('São necessárias 1.000 revisões; você tem 312 neste deck.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Otimizar com o meu histórico' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Parâmetros padrão do FSRS-6 (médias de milhares de estudantes).')).toBeTruthy();
  });

  it('when all decks together have enough, then optimising on them shows the number of answers used and the date', async () => {
    vi.mocked(getFsrsStatus).mockResolvedValue(status(312, 1480));
    const fitted = {
      ...deck,
      fsrs_parametros: Array.from({ length: 21 }, () => 1),
      fsrs_otimizado_em: '2026-11-27T18:00:00.000Z',
      fsrs_revisoes_usadas: 1480,
    };
    vi.mocked(optimizeFsrs).mockResolvedValue(status(312, 1480, fitted));
    renderWithQueryClient(<FsrsOptimization deck={deck} />);
    fireEvent.click(await screen.findByLabelText('Usar as revisões de todos os meus decks (1.480)'));
    const button = screen.getByRole('button', { name: 'Otimizar com o meu histórico' }) as HTMLButtonElement;
    await waitFor(() => expect(button.disabled).toBe(false));
    fireEvent.click(button);
    expect(await screen.findByText('Parâmetros otimizados com 1.480 revisões.')).toBeTruthy();
    expect(optimizeFsrs).toHaveBeenCalledWith(4, 'todos');
    expect(screen.getByText(/^Otimizados com o seu histórico em .*, com 1\.480 revisões\.$/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Voltar aos parâmetros padrão' })).toBeTruthy();
  });

  it('when the server recomputed cards with the new weights, then the message says how many and that dates stay', async () => {
    const fitted = {
      ...deck,
      fsrs_parametros: Array.from({ length: 21 }, () => 1),
      fsrs_otimizado_em: '2026-11-27T18:00:00.000Z',
      fsrs_revisoes_usadas: 2000,
    };
    vi.mocked(getFsrsStatus).mockResolvedValue(status(2000, 2000, fitted));
    vi.mocked(optimizeFsrs).mockResolvedValue({ ...status(2000, 2000, fitted), cards_recalculados: 1234 });
    vi.mocked(resetFsrs).mockResolvedValue({ ...status(2000, 2000), cards_recalculados: 1 });
    const { queryClient } = renderWithQueryClient(<FsrsOptimization deck={fitted} />);
    // The deck's cards as the study page holds them: their FSRS state is the server's old one.
    const cardsKey = ['flashcards', 'deck', fitted.id, 'cards'];
    queryClient.setQueryData(cardsKey, []);
    const optimize = (await screen.findByRole('button', { name: 'Otimizar com o meu histórico' })) as HTMLButtonElement;
    await waitFor(() => expect(optimize.disabled).toBe(false));
    fireEvent.click(optimize);
    expect(
      await screen.findByText(
        'Parâmetros otimizados com 2.000 revisões. A memória de 1.234 cards foi recalculada com eles; as datas de revisão não mudaram.',
      ),
    ).toBeTruthy();
    expect(queryClient.getQueryState(cardsKey)?.isInvalidated).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Voltar aos parâmetros padrão' }));
    expect(
      await screen.findByText(
        'De volta aos parâmetros padrão do FSRS. A memória de 1 card foi recalculada com eles; as datas de revisão não mudaram.',
      ),
    ).toBeTruthy();
  });
});
