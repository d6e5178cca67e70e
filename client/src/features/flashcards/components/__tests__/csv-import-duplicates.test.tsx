import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { ApiError } from '@/lib/api-client';
import { renderWithQueryClient } from '@/testing/render-with-query-client';
import type * as ImportCardsModule from '@/features/flashcards/api/import-cards';
import { cleanupAfterEach } from '@/testing/cleanup-after-each';

vi.mock('@/features/flashcards/api/import-cards', async (original) => ({
  ...(await original<typeof ImportCardsModule>()),
  importCards: vi.fn(),
}));
vi.mock('@/features/flashcards/api/list-cards', () => ({ listCards: vi.fn().mockResolvedValue([]) }));
vi.mock('@/features/flashcards/api/get-deck', () => ({ getDeck: vi.fn() }));

const { importCards } = await import('@/features/flashcards/api/import-cards');
const { CsvImportBox } = await import('@/features/flashcards/components/csv-import-box');

const QUESTION =
  '2 dos 5 cards deste arquivo já existem no deck (mesma frente e verso). Escolha se quer pular os repetidos ou importar todos.';
const duplicates = new ApiError(QUESTION, 409, QUESTION, { error: QUESTION, repetidos: 2, total: 5 });

cleanupAfterEach();

function chooseFileAndImport() {
  renderWithQueryClient(<CsvImportBox deckId={9} />);
  const file = new File(['a,b\n'], 'cards.csv', { type: 'text/csv' });
  fireEvent.change(screen.getByLabelText('Arquivo CSV'), { target: { files: [file] } });
  fireEvent.click(screen.getByRole('button', { name: 'Importar' }));
  return file;
}

describe('CSV import of cards the deck already has', () => {
  it('when the server says some cards exist, then the count is shown and skipping sends the choice', async () => {
    vi.mocked(importCards).mockRejectedValueOnce(duplicates).mockResolvedValueOnce({ importados: 3, repetidos_ignorados: 2 });
    const file = chooseFileAndImport();
    expect((await screen.findByRole('alertdialog')).textContent).toContain(QUESTION);
    fireEvent.click(screen.getByRole('button', { name: 'Importar só os 3 novos' }));
    expect((await screen.findByRole('status')).textContent).toContain('3 cards adicionados. 2 repetidos ignorados.');
    expect(importCards).toHaveBeenLastCalledWith(9, file, 'pular');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('when the person imports everything anyway, then the choice is "importar"', async () => {
    vi.mocked(importCards).mockRejectedValueOnce(duplicates).mockResolvedValueOnce({ importados: 5 });
    const file = chooseFileAndImport();
    fireEvent.click(await screen.findByRole('button', { name: 'Importar todos (5)' }));
    expect((await screen.findByRole('status')).textContent).toContain('5 cards adicionados.');
    expect(importCards).toHaveBeenLastCalledWith(9, file, 'importar');
  });

  it('when the person cancels, then nothing more is sent', async () => {
    vi.mocked(importCards).mockRejectedValueOnce(duplicates);
    chooseFileAndImport();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(importCards).toHaveBeenCalledTimes(1);
  });
});
