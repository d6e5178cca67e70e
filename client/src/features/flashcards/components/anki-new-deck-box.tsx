import { useId, useState } from 'react';
import type { AnkiNewDeckResult, AnkiPreview, DeckInput } from '@app/contracts';
import { Button } from '@/components/ui/button';
import { importAnkiIntoNewDeck, previewAnkiFile } from '@/features/flashcards/api/import-anki-new-deck';
import { AnkiFileInput } from '@/features/flashcards/components/anki-file-input';
import { AnkiPreviewView, type AnkiColumns } from '@/features/flashcards/components/anki-preview';
import { DeckForm } from '@/features/flashcards/components/deck-form';
import { deckFormFromAnki } from '@/features/flashcards/logic/anki-deck-name';
import { guessAnkiColumns } from '@/features/flashcards/logic/anki-columns';
import { failureMessage } from '@/features/flashcards/logic/failure-message';

interface AnkiNewDeckBoxProps {
  onImported(result: AnkiNewDeckResult): void;
  onCancel(): void;
}

/**
 * Anki's "Notas em texto simples" export into a new deck: the file's first rows, the columns for
 * front and back, and the deck's fields prefilled from its `#deck:` header; deck and cards are created together.
 */
export function AnkiNewDeckBox({ onImported, onCancel }: AnkiNewDeckBoxProps) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<AnkiPreview | null>(null);
  const [columns, setColumns] = useState<AnkiColumns>({ frente: 0, verso: 1 });
  const [failure, setFailure] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const [formKey, setFormKey] = useState(0);

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setPreview(null);
    setFailure(null);
    if (!chosen) return;
    setReading(true);
    try {
      const read = await previewAnkiFile(chosen);
      setPreview(read);
      setColumns(guessAnkiColumns(read.colunas));
      setFormKey((k) => k + 1);
    } catch (error) {
      setFailure(failureMessage('ler o arquivo do Anki', error));
    } finally {
      setReading(false);
    }
  };

  const submit = async (deck: DeckInput) => {
    if (!file) return;
    setFailure(null);
    try {
      onImported(await importAnkiIntoNewDeck(file, deck, columns));
    } catch (error) {
      setFailure(failureMessage('importar do Anki', error));
    }
  };

  return (
    <section id="fc-anki-new-deck" className="fc-panel fc-import" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="fc-panel__title">
        Novo deck a partir do Anki
      </h2>
      <AnkiFileInput disabled={reading} file={file} onChoose={choose} />
      {preview && (
        <>
          <AnkiPreviewView preview={preview} columns={columns} onColumns={setColumns} />
          <DeckForm key={formKey} idPrefix="anki-deck" initial={deckFormFromAnki(preview.deck)} submitLabel="Criar deck e importar" onSubmit={submit}>
            <Button variant="secondary" onClick={onCancel}>
              Cancelar
            </Button>
          </DeckForm>
        </>
      )}
      {!preview && (
        <div className="fc-actions">
          <Button variant="secondary" onClick={onCancel}>
            Cancelar
          </Button>
        </div>
      )}
      {failure && (
        <p role="alert" className="fc-status fc-status--error">
          {failure}
        </p>
      )}
    </section>
  );
}
