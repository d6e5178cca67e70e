import { useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AnkiPreview, ImportDuplicates } from '@app/contracts';
import { queryKeys } from '@/api/query-keys';
import { Button } from '@/components/ui/button';
import { duplicatesQuestion } from '@/features/flashcards/api/import-cards';
import { importAnki, previewAnki } from '@/features/flashcards/api/import-anki';
import { AnkiFileInput } from '@/features/flashcards/components/anki-file-input';
import { AnkiPreviewView } from '@/features/flashcards/components/anki-preview';
import { guessAnkiColumns } from '@/features/flashcards/logic/anki-columns';
import { failureMessage } from '@/features/flashcards/logic/failure-message';

/**
 * Anki's "Notas em texto simples" export into this deck: choosing the file shows its first rows and the
 * columns to use as front and back; nothing is imported before "Importar do Anki".
 */
export function AnkiImportBox({ deckId }: { deckId: number }) {
  const id = useId();
  const queryClient = useQueryClient();
  const fileRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<AnkiPreview | null>(null);
  const [columns, setColumns] = useState({ frente: 0, verso: 1 });
  const [duplicates, setDuplicates] = useState<ImportDuplicates | null>(null);
  const [status, setStatus] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setPreview(null);
    setDuplicates(null);
    setStatus(null);
    if (!chosen) return;
    setBusy(true);
    try {
      const read = await previewAnki(deckId, chosen);
      setPreview(read);
      setColumns(guessAnkiColumns(read.colunas));
    } catch (error) {
      setStatus({ tone: 'error', text: failureMessage('ler o arquivo do Anki', error) });
    } finally {
      setBusy(false);
    }
  };

  const submit = async (repetidos?: 'pular' | 'importar') => {
    if (!file || !preview) return;
    setBusy(true);
    setDuplicates(null);
    try {
      const { importados, repetidos_ignorados } = await importAnki(deckId, file, columns, repetidos);
      const ignored = repetidos_ignorados ? ` ${repetidos_ignorados} repetidos ignorados.` : '';
      setStatus({ tone: 'ok', text: `${importados === 1 ? '1 card importado' : `${importados} cards importados`} do Anki.${ignored}` });
      setPreview(null);
      setFile(null);
      if (fileRef.current) fileRef.current.value = '';
      void queryClient.invalidateQueries({ queryKey: queryKeys.flashcards.deck(deckId) });
    } catch (error) {
      const question = duplicatesQuestion(error);
      if (question) setDuplicates(question);
      else setStatus({ tone: 'error', text: failureMessage('importar do Anki', error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="fc-panel fc-import" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="fc-panel__title">
        Importar do Anki
      </h2>
      <AnkiFileInput inputRef={fileRef} disabled={busy} file={file} onChoose={choose} />
      {preview && (
        <AnkiPreviewView
          preview={preview}
          columns={columns}
          onColumns={setColumns}
          actions={
            <Button type="button" size="sm" loading={busy} onClick={() => void submit()}>
              Importar do Anki
            </Button>
          }
        />
      )}
      {duplicates && (
        <div role="alertdialog" aria-labelledby={`${id}-dup`} className="fc-duplicates">
          <p id={`${id}-dup`}>{duplicates.error}</p>
          <div className="fc-duplicates__actions">
            <Button type="button" onClick={() => void submit('pular')} loading={busy}>
              Pular os repetidos
            </Button>
            <Button type="button" variant="secondary" onClick={() => void submit('importar')} disabled={busy}>
              Importar todos
            </Button>
          </div>
        </div>
      )}
      {status && (
        <p role={status.tone === 'error' ? 'alert' : 'status'} className={`fc-status fc-status--${status.tone}`}>
          {status.text}
        </p>
      )}
    </section>
  );
}
