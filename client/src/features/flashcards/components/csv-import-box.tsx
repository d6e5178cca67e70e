import { useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-client';
import { importCards } from '../api/import-cards';

export const IMPORT_OK = '✅ Arquivo importado com sucesso.';
export const IMPORT_FAILED = '❌ Erro ao importar arquivo.';
export const IMPORT_NO_FILE = 'Selecione um arquivo CSV válido.';
export const EXAMPLE_CSV = '/exemplo-flashcards.csv';

type Status = { tone: 'ok' | 'error' | 'info'; text: string } | null;

/** SPEC §2.12 and §8: CSV import with its status message; reloads the cards after a success. */
export function CsvImportBox({ deckId, onImported }: { deckId: number | null; onImported: () => void }) {
  const inputId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [status, setStatus] = useState<Status>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (!file || !deckId) {
      setStatus({ tone: 'error', text: IMPORT_NO_FILE });
      return;
    }
    setBusy(true);
    setStatus({ tone: 'info', text: 'Importando...' });
    try {
      const { importados } = await importCards(deckId, file);
      setStatus({ tone: 'ok', text: `${IMPORT_OK} ${importados === 1 ? '1 card adicionado.' : `${importados} cards adicionados.`}` });
      setFile(null);
      if (fileRef.current) fileRef.current.value = '';
      onImported();
    } catch (error) {
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
        Duas colunas, <strong>frente</strong> e <strong>verso</strong>, separadas por vírgula, ponto e vírgula ou tabulação. A linha de
        cabeçalho é opcional. Arquivos salvos pelo Excel funcionam.{' '}
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
        <input
          ref={fileRef}
          id={inputId}
          className="fc-file-input ui-visually-hidden"
          type="file"
          accept=".csv,text/csv"
          aria-label="Arquivo CSV"
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setStatus(null);
          }}
        />
        <label htmlFor={inputId} className="fc-file">
          <span className="fc-file__button">Escolher arquivo</span>
          <span className="fc-file__name">{file ? file.name : 'Nenhum arquivo selecionado'}</span>
        </label>
        <Button type="submit" loading={busy}>
          Importar
        </Button>
      </form>
      {status && (
        <p role={status.tone === 'error' ? 'alert' : 'status'} className={`fc-status fc-status--${status.tone}`}>
          {status.text}
        </p>
      )}
    </section>
  );
}
