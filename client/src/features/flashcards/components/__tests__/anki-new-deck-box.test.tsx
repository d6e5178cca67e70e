import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithQueryClient } from '@/testing/render-with-query-client';
import { cleanupAfterEach } from '@/testing/cleanup-after-each';

vi.mock('@/features/flashcards/api/import-anki-new-deck', () => ({ previewAnkiFile: vi.fn(), importAnkiIntoNewDeck: vi.fn() }));

const { previewAnkiFile, importAnkiIntoNewDeck } = await import('@/features/flashcards/api/import-anki-new-deck');
const { AnkiNewDeckBox } = await import('@/features/flashcards/components/anki-new-deck-box');

cleanupAfterEach();

const preview = { deck: 'Biologia::Citologia', html: false, colunas: ['Tags', 'Front', 'Back'], linhas: [['t', 'Mitose?', 'Divisão']], total: 1 };

describe('Anki import into a new deck', () => {
  it('when the file has a #deck: header, then the deck fields are prefilled and the import sends them with the columns', async () => {
    vi.mocked(previewAnkiFile).mockResolvedValue(preview);
    const deck = { id: 5, materia: 'Biologia', assunto: 'Citologia', autor: 'Eu', grupo: 'Anki', subgrupo: null, ano: 2026 };
    vi.mocked(importAnkiIntoNewDeck).mockResolvedValue({ importados: 1, deck });
    const onImported = vi.fn();
    renderWithQueryClient(<AnkiNewDeckBox onImported={onImported} onCancel={() => undefined} />);

    const file = new File(['#deck:Biologia::Citologia\n'], 'bio.txt', { type: 'text/plain' });
    fireEvent.change(screen.getByLabelText('Arquivo exportado do Anki'), { target: { files: [file] } });

    expect(((await screen.findByLabelText('Matéria')) as HTMLInputElement).value).toBe('Biologia');
    expect((screen.getByLabelText('Assunto') as HTMLInputElement).value).toBe('Citologia');
    expect((screen.getByLabelText('Grupo') as HTMLInputElement).value).toBe('Anki');
    expect((screen.getByRole('combobox', { name: 'Frente' }) as HTMLSelectElement).value).toBe('1');
    expect(screen.getByRole('cell', { name: 'Mitose?' })).toBeTruthy();

    fireEvent.input(screen.getByLabelText('Autor'), { target: { value: 'Eu' } });
    const submit = screen.getByRole('button', { name: 'Criar deck e importar' });
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(submit);

    await waitFor(() => expect(onImported).toHaveBeenCalledWith({ importados: 1, deck }));
    expect(importAnkiIntoNewDeck).toHaveBeenCalledWith(
      file,
      expect.objectContaining({ materia: 'Biologia', assunto: 'Citologia', autor: 'Eu', grupo: 'Anki' }),
      { frente: 1, verso: 2 },
    );
  });

  it('when the file cannot be read, then the reason is shown and no deck form appears', async () => {
    const { ApiError } = await import('@/lib/api-client');
    vi.mocked(previewAnkiFile).mockRejectedValue(new ApiError('x', 400, 'O arquivo não contém nenhuma nota.'));
    renderWithQueryClient(<AnkiNewDeckBox onImported={() => undefined} onCancel={() => undefined} />);
    fireEvent.change(screen.getByLabelText('Arquivo exportado do Anki'), { target: { files: [new File([''], 'a.txt')] } });
    expect((await screen.findByRole('alert')).textContent).toContain('O arquivo não contém nenhuma nota.');
    expect(screen.queryByLabelText('Matéria')).toBeNull();
  });

  it('when the file is an .apkg with media and cloze notes, then the preview says what will be left out', async () => {
    vi.mocked(previewAnkiFile).mockResolvedValue({ ...preview, ignorados: { midia: 3, outros_tipos: 1 } });
    renderWithQueryClient(<AnkiNewDeckBox onImported={() => undefined} onCancel={() => undefined} />);
    expect(screen.getByText('Escolher arquivo')).toBeTruthy();
    expect(screen.getByText('Nenhum arquivo selecionado')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Arquivo exportado do Anki'), { target: { files: [new File(['PK'], 'cardio.apkg')] } });
    expect(
      await screen.findByText('Não serão importados: 3 arquivos de mídia e 1 nota de outro tipo (cloze ou com um só campo).'),
    ).toBeTruthy();
    // The chosen file is named in Portuguese chrome, not in the browser's own file control.
    expect(screen.getByText('cardio.apkg')).toBeTruthy();
  });
});
