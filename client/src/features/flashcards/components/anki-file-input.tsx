import type { Ref } from 'react';

/** How to export from Anki, then the input that takes the export (plain text or a .apkg package). */
export function AnkiFileInput({
  disabled,
  onChoose,
  inputRef,
}: {
  disabled: boolean;
  onChoose(file: File | null): Promise<void>;
  inputRef?: Ref<HTMLInputElement>;
}) {
  return (
    <>
      <p className="fc-hint">
        No Anki: Arquivo › Exportar › <strong>Notas em texto simples (.txt)</strong> ou <strong>Pacote de baralho (.apkg)</strong>. O HTML dos campos vira texto simples; imagens e sons ficam de fora.
      </p>
      <input
        ref={inputRef}
        type="file"
        accept=".txt,.tsv,.csv,.apkg,text/plain"
        aria-label="Arquivo exportado do Anki"
        disabled={disabled}
        onChange={(e) => void onChoose(e.target.files?.[0] ?? null)}
      />
    </>
  );
}
