import { useId, type Ref } from 'react';

/**
 * A file input drawn in Portuguese: an "Escolher arquivo" button and the chosen file's name, not the browser's own
 * control in the browser's language. The input stays in the page (visually hidden) with its own accessible name.
 */
export function FileChooser({
  label,
  accept,
  file,
  disabled = false,
  inputRef,
  onChange,
}: {
  /** The input's accessible name ("Arquivo CSV"). */
  label: string;
  accept: string;
  /** The file the owner holds: its name is shown (null: none chosen, or cleared after an import). */
  file: File | null;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  onChange(file: File | null): void;
}) {
  const id = useId();
  return (
    <>
      <input
        ref={inputRef}
        id={id}
        className="fc-file-input visually-hidden"
        type="file"
        accept={accept}
        aria-label={label}
        disabled={disabled}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
      />
      <label htmlFor={id} className="fc-file" aria-disabled={disabled || undefined}>
        <span className="fc-file__button">Escolher arquivo</span>
        <span className="fc-file__name">{file ? file.name : 'Nenhum arquivo selecionado'}</span>
      </label>
    </>
  );
}
