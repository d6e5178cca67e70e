import { useId, useRef, useState } from 'react';
import type { ImportDuplicateChoice, ImportDuplicates } from '@app/contracts';
import { Button } from '@/components/ui/button';
import { StatusText } from '@/components/ui/status-text';
import { isApiError } from '@/lib/api-client';
import { duplicatesQuestion } from '@/features/flashcards/api/import-cards';
import { useImportCards } from '@/features/flashcards/hooks/use-deck';
import { FileChooser } from '@/features/flashcards/components/file-chooser';

export const IMPORT_OK = '✅ Arquivo importado com sucesso.';
export const IMPORT_FAILED = '❌ Erro ao importar arquivo.';
export const IMPORT_NO_FILE = 'Selecione um arquivo CSV válido.';
export const EXAMPLE_CSV = '/exemplo-flashcards.csv';

type Status = { tone: 'ok' | 'error' | 'info'; text: string } | null;

function importedText(importados: number, ignorados: number | undefined): string {
  const added = importados === 1 ? '1 card adicionado.' : `${importados} cards adicionados.`;
  if (!ignorados) return `${IMPORT_OK} ${added}`;
  return `${IMPORT_OK} ${added} ${ignorados === 1 ? '1 repetido ignorado.' : `${ignorados} repetidos ignorados.`}`;
}

/** docs/product.md, Deck view; Error messages: CSV import with its status message; the cards are read again after a success. */
export function CsvImportBox({ deckId }: { deckId: number | null }) {
  const inputId = useId();
  const importCards = useImportCards(deckId);
  const fileRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [status, setStatus] = useState<Status>(null);
  const [busy, setBusy] = useState(false);
  const [duplicates, setDuplicates] = useState<ImportDuplicates | null>(null);

  const submit = async (repetidos?: ImportDuplicateChoice) => {
    if (!file || !deckId) {
      setStatus({ tone: 'error', text: IMPORT_NO_FILE });
      return;
    }
    setBusy(true);
    setDuplicates(null);
    setStatus({ tone: 'info', text: 'Importando...' });
    try {
      const { importados, repetidos_ignorados } = await importCards({ deckId, file, repetidos });
      setStatus({ tone: 'ok', text: importedText(importados, repetidos_ignorados) });
      setFile(null);
      if (fileRef.current) fileRef.current.value = '';
    } catch (error) {
      const question = duplicatesQuestion(error);
      if (question) {
        setDuplicates(question);
        setStatus(null);
        return;
      }
      const reason = isApiError(error) ? error.serverMessage : undefined;
      setStatus({ tone: 'error', text: reason ? `${IMPORT_FAILED} ${reason}` : IMPORT_FAILED });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="fc-panel fc-import" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className="fc-panel__title">
        Importar cards de um CSV
      </h2>
      <p className="fc-hint">
        Duas colunas, <strong>frente</strong> e <strong>verso</strong>, separadas por vírgula, ponto e vírgula ou tabulação. A
        linha de cabeçalho é opcional. Arquivos salvos pelo Excel funcionam.{' '}
        <a href={EXAMPLE_CSV} download="exemplo-flashcards.csv">
          Baixar arquivo de exemplo
        </a>
      </p>
      <form
        className="fc-import__row"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <FileChooser
          label="Arquivo CSV"
          accept=".csv,text/csv"
          file={file}
          inputRef={fileRef}
          onChange={(chosen) => {
            setFile(chosen);
            setStatus(null);
            setDuplicates(null);
          }}
        />
        <Button type="submit" loading={busy}>
          Importar
        </Button>
      </form>
      {duplicates && (
        <div role="alertdialog" aria-labelledby={`${inputId}-dup`} className="fc-duplicates">
          <p id={`${inputId}-dup`}>{duplicates.error}</p>
          <div className="fc-duplicates__actions">
            {duplicates.repetidos < duplicates.total && (
              <Button type="button" onClick={() => void submit('pular')} loading={busy}>
                Importar só os {duplicates.total - duplicates.repetidos} novos
              </Button>
            )}
            <Button type="button" variant="secondary" onClick={() => void submit('importar')} disabled={busy}>
              {duplicates.repetidos < duplicates.total ? `Importar todos (${duplicates.total})` : 'Importar mesmo assim'}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setDuplicates(null)} disabled={busy}>
              Cancelar
            </Button>
          </div>
        </div>
      )}
      {status && (
        <p role={status.tone === 'error' ? 'alert' : 'status'} className={`fc-status fc-status--${status.tone}`}>
          <StatusText text={status.text} />
        </p>
      )}
    </section>
  );
}
