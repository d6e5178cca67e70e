import { useId, type Ref } from 'react';

/**
 * How to export from Anki, then the input that takes the export (plain text or a .apkg package), drawn like the CSV
 * import's: a Portuguese button and the chosen file's name, not the browser's own control in the browser's language.
 */
export function AnkiFileInput({
  disabled,
  file,
  onChoose,
  inputRef,
}: {
  disabled: boolean;
  /** The file the parent holds (its name is shown; null after an import clears it). */
  file: File | null;
  onChoose(file: File | null): Promise<void>;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  return (
    <>
      <p className="fc-hint">
        No Anki: Arquivo › Exportar › <strong>Notas em texto simples (.txt)</strong> ou <strong>Pacote de baralho (.apkg)</strong>
        . O HTML dos campos vira texto simples; imagens e sons ficam de fora.
      </p>
      <div className="fc-import__row">
        <input
          ref={inputRef}
          id={id}
          className="fc-file-input visually-hidden"
          type="file"
          accept=".txt,.tsv,.csv,.apkg,text/plain"
          aria-label="Arquivo exportado do Anki"
          disabled={disabled}
          onChange={(e) => void onChoose(e.target.files?.[0] ?? null)}
        />
        <label htmlFor={id} className="fc-file" aria-disabled={disabled || undefined}>
          <span className="fc-file__button">Escolher arquivo</span>
          <span className="fc-file__name">{file ? file.name : 'Nenhum arquivo selecionado'}</span>
        </label>
      </div>
    </>
  );
}
