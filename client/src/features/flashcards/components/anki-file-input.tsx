import type { Ref } from 'react';
import { FileChooser } from '@/features/flashcards/components/file-chooser';

/** How to export from Anki, then the input that takes the export (plain text or a .apkg package). */
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
  return (
    <>
      <p className="fc-hint">
        No Anki: Arquivo › Exportar › <strong>Notas em texto simples (.txt)</strong> ou <strong>Pacote de baralho (.apkg)</strong>
        . O HTML dos campos vira texto simples; imagens e sons ficam de fora.
      </p>
      <div className="fc-import__row">
        <FileChooser
          label="Arquivo exportado do Anki"
          accept=".txt,.tsv,.csv,.apkg,.colpkg,text/plain"
          file={file}
          disabled={disabled}
          inputRef={inputRef}
          onChange={(chosen) => void onChoose(chosen)}
        />
      </div>
    </>
  );
}
