import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FUNIL_COLUMN_PAGE_SIZE, STATUS_ATENDIMENTO, type Coluna, type Quadro } from '@app/contracts';
import { emulateLayoutInEachTest } from '@/testing/emulate-layout';
import { renderWithQueryClient } from '@/testing/render-with-query-client';
import { testCard } from '@/features/pipeline/testing/test-card';
import { cleanupAfterEach } from '@/testing/cleanup-after-each';

vi.mock('@/lib/socket', () => ({ getSocket: () => ({ on: () => undefined, off: () => undefined }) }));
vi.mock('@/features/pipeline/api/get-board', () => ({ getBoard: vi.fn() }));
vi.mock('@/features/pipeline/api/get-column', () => ({ getColumn: vi.fn() }));
vi.mock('@/features/pipeline/api/list-quick-replies', () => ({ listQuickReplies: vi.fn().mockResolvedValue([]) }));
vi.mock('@/features/pipeline/api/get-numbers', () => ({ getNumbers: vi.fn().mockReturnValue(new Promise(() => undefined)) }));

const { getBoard } = await import('@/features/pipeline/api/get-board');
const { getColumn } = await import('@/features/pipeline/api/get-column');
const { default: PipelinePage } = await import('@/features/pipeline/pages/pipeline-page');

const TOTAL = 240;
const VIEWPORT_PX = 600;
const CARD_PX = 150;
const GAP_PX = 8;
/** What may be drawn at once: the cards that fit in the viewport, plus the overscan on each side, plus one cut in half. */
const MAX_DRAWN = Math.ceil(VIEWPORT_PX / (CARD_PX + GAP_PX)) + 2 * 3 + 1;

const cardNumber = (n: number) => testCard(n);
const page = (pagina: number): Coluna => ({
  etapa: 'Aberto',
  total: TOTAL,
  pagina,
  cartoes: Array.from({ length: FUNIL_COLUMN_PAGE_SIZE }, (_, i) => cardNumber((pagina - 1) * FUNIL_COLUMN_PAGE_SIZE + i + 1)),
});
const board: Quadro = {
  colunas: STATUS_ATENDIMENTO.map((etapa) => (etapa === 'Aberto' ? page(1) : { etapa, total: 0, pagina: 1, cartoes: [] })),
  origens: [],
};

const list = () => screen.getByRole('list', { name: 'Prospectos em Aberto' });
const drawn = () => within(list()).queryAllByRole('listitem');
/** Scrolls the column's list so that card `index` (0-based) is at the top. */
async function scrollTo(index: number) {
  const scroller = screen.getByTestId('rolagem-Aberto');
  Object.defineProperty(scroller, 'scrollTop', { configurable: true, writable: true, value: index * (CARD_PX + GAP_PX) });
  await act(async () => fireEvent.scroll(scroller));
}

emulateLayoutInEachTest({ '.pipeline-column__scroll': VIEWPORT_PX, '.pipeline-card': CARD_PX });
beforeEach(() => {
  vi.mocked(getBoard).mockResolvedValue(board);
  vi.mocked(getColumn).mockImplementation(async (_etapa, pagina) => page(pagina));
});
cleanupAfterEach();

describe('admissions board: a long column', () => {
  it('when a column holds 240 prospects, then only the cards in view are in the page, each saying its place in the whole column', async () => {
    renderWithQueryClient(<PipelinePage />);
    await screen.findByTestId('cartao-1');
    const cards = drawn();
    expect(cards.length).toBeGreaterThanOrEqual(4);
    expect(cards.length).toBeLessThanOrEqual(MAX_DRAWN);
    expect(cards[0]!.getAttribute('aria-posinset')).toBe('1');
    expect(cards[0]!.getAttribute('aria-setsize')).toBe(String(TOTAL));
    expect(screen.getByRole('heading', { name: `Aberto (${TOTAL})` })).toBeTruthy();
    // The first page is the board's: nothing more is asked before the list is scrolled.
    expect(getColumn).not.toHaveBeenCalled();
  });

  it('when the list is scrolled near the end of what is loaded, then the next page is asked for, and the page still holds only what is in view', async () => {
    renderWithQueryClient(<PipelinePage />);
    await screen.findByTestId('cartao-1');

    await scrollTo(FUNIL_COLUMN_PAGE_SIZE - 4);
    await waitFor(() => expect(getColumn).toHaveBeenCalledTimes(1));
    expect(vi.mocked(getColumn).mock.calls[0]!.slice(0, 5)).toEqual(['Aberto', 2, 'todos', '', '']);
    expect(screen.queryByTestId('cartao-1')).toBeNull();

    // Further down (card heights are measured as they are drawn, so scroll by more than the estimate says).
    await scrollTo(3 * FUNIL_COLUMN_PAGE_SIZE);
    await waitFor(() => expect(getColumn).toHaveBeenCalledTimes(2));
    expect(vi.mocked(getColumn).mock.calls[1]!.slice(0, 2)).toEqual(['Aberto', 3]);
    const cards = drawn();
    expect(cards.length).toBeLessThanOrEqual(MAX_DRAWN);
    expect(Math.min(...cards.map((c) => Number(c.getAttribute('aria-posinset'))))).toBeGreaterThan(FUNIL_COLUMN_PAGE_SIZE + 10);
  });
});
