import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApiError } from '@/lib/api-client';
import type { Deck, DeckSummary } from '@app/contracts';
import { makeCard } from '@/features/flashcards/__tests__/card-factory';
import { renderWithQueryClient } from '@/testing/render-with-query-client';

vi.mock('@/features/flashcards/api/list-decks', () => ({ listDecks: vi.fn() }));
vi.mock('@/features/flashcards/api/delete-deck', () => ({ deleteDeck: vi.fn() }));
vi.mock('@/features/flashcards/api/get-deck', () => ({ getDeck: vi.fn() }));
vi.mock('@/features/flashcards/api/list-cards', () => ({ listCards: vi.fn() }));
vi.mock('@/features/flashcards/api/delete-card', () => ({ deleteCard: vi.fn() }));

const { listDecks } = await import('@/features/flashcards/api/list-decks');
const { deleteDeck } = await import('@/features/flashcards/api/delete-deck');
const { getDeck } = await import('@/features/flashcards/api/get-deck');
const { listCards } = await import('@/features/flashcards/api/list-cards');
const { deleteCard } = await import('@/features/flashcards/api/delete-card');
const { default: DecksPage } = await import('@/features/flashcards/pages/decks-page');
const { default: DeckPage } = await import('@/features/flashcards/pages/deck-page');

const deck: Deck = { id: 9, materia: 'Biologia', assunto: 'Células', autor: 'Ana', grupo: 'Básico', subgrupo: null, ano: 2025 };
const summary: DeckSummary = { ...deck, total_cards: 2, cards_novos: 2, cards_para_revisar: 0 };
const notFound = (message: string) => new ApiError(message, 404, message);

beforeEach(() => {
  vi.spyOn(window, 'confirm').mockReturnValue(true);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

function renderDecks() {
  renderWithQueryClient(
    <MemoryRouter>
      <DecksPage />
    </MemoryRouter>,
  );
}

function renderDeck() {
  renderWithQueryClient(
    <MemoryRouter initialEntries={['/painel/flashcards/9']}>
      <Routes>
        <Route path="/painel/flashcards/:deckId" element={<DeckPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

async function deleteTheDeck() {
  fireEvent.click(await screen.findByRole('button', { name: 'Editar Deck' }));
  fireEvent.click(screen.getByRole('button', { name: 'Excluir Deck' }));
}

describe('deleting a deck', () => {
  it('when the server deletes it, then the deck leaves the list and a confirmation says so', async () => {
    vi.mocked(listDecks).mockResolvedValueOnce([summary]).mockResolvedValue([]);
    vi.mocked(deleteDeck).mockResolvedValue();
    renderDecks();
    await deleteTheDeck();
    expect((await screen.findByRole('status')).textContent).toContain('Deck "Biologia - Células" excluído.');
    expect(screen.queryByRole('heading', { name: 'Biologia' })).toBeNull();
    expect(deleteDeck).toHaveBeenCalledWith(9);
  });

  it('when the server refuses, then the error is shown and the list is read again', async () => {
    vi.mocked(listDecks).mockResolvedValue([summary]);
    vi.mocked(deleteDeck).mockRejectedValue(notFound('Deck não encontrado.'));
    renderDecks();
    await deleteTheDeck();
    expect((await screen.findByRole('alert')).textContent).toContain('Erro ao excluir o deck: Deck não encontrado.');
    await waitFor(() => expect(listDecks).toHaveBeenCalledTimes(2));
  });

  it('when the person cancels the confirmation, then nothing is sent', async () => {
    vi.mocked(window.confirm).mockReturnValue(false);
    vi.mocked(listDecks).mockResolvedValue([summary]);
    renderDecks();
    await deleteTheDeck();
    expect(deleteDeck).not.toHaveBeenCalled();
  });
});

describe('deleting a card', () => {
  beforeEach(() => {
    vi.mocked(getDeck).mockResolvedValue(deck);
    vi.mocked(listCards).mockResolvedValue([makeCard(31, 0), makeCard(32, 1)]);
  });

  async function deleteFirstCard() {
    const first = await screen.findByText('F31');
    fireEvent.click(within(first.closest('li')!).getByRole('button', { name: 'Excluir' }));
  }

  it('when the server deletes it, then the card leaves the deck and a confirmation says so', async () => {
    vi.mocked(deleteCard).mockResolvedValue();
    renderDeck();
    await deleteFirstCard();
    expect((await screen.findByRole('status')).textContent).toContain('Flashcard excluído.');
    expect(screen.queryByText('F31')).toBeNull();
    expect(screen.getByText('F32')).toBeTruthy();
    expect(deleteCard).toHaveBeenCalledWith(9, 31);
  });

  it('when the server refuses, then the error is shown and the cards are read again', async () => {
    vi.mocked(deleteCard).mockRejectedValue(notFound('Card não encontrado.'));
    renderDeck();
    await deleteFirstCard();
    expect((await screen.findByRole('alert')).textContent).toContain('Erro ao excluir o flashcard: Card não encontrado.');
    await waitFor(() => expect(listCards).toHaveBeenCalledTimes(2));
  });
});
