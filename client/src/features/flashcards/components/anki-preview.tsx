import type { ReactNode } from 'react';
import type { AnkiPreview } from '@app/contracts';

export interface AnkiColumns {
  frente: number;
  verso: number;
}

/** What an `.apkg` import leaves out, in words. */
export function skippedText({ midia, outros_tipos }: NonNullable<AnkiPreview['ignorados']>): string {
  const media = midia === 1 ? '1 arquivo de mídia' : `${midia} arquivos de mídia`;
  const notes = outros_tipos === 1 ? '1 nota de outro tipo (cloze ou com um só campo)' : `${outros_tipos} notas de outros tipos (cloze ou com um só campo)`;
  return `Não serão importados: ${media} e ${notes}.`;
}

interface AnkiPreviewViewProps {
  preview: AnkiPreview;
  columns: AnkiColumns;
  onColumns(columns: AnkiColumns): void;
  /** Buttons beside the column choice. */
  actions?: ReactNode;
}

/** An Anki export's first rows and the choice of the columns that become front and back. */
export function AnkiPreviewView({ preview, columns, onColumns, actions }: AnkiPreviewViewProps) {
  const columnSelect = (which: keyof AnkiColumns, label: string) => (
    <label className="fc-scheduler__choice">
      {label}
      <select value={columns[which]} onChange={(e) => onColumns({ ...columns, [which]: Number(e.target.value) })}>
        {preview.colunas.map((name, i) => (
          <option key={i} value={i}>
            {name}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <div className="fc-stats__section">
      <p className="fc-hint">
        {preview.total === 1 ? '1 nota' : `${preview.total} notas`}
        {preview.deck ? ` do baralho "${preview.deck}"` : ''}. Primeiras linhas:
      </p>
      {preview.ignorados && (preview.ignorados.midia > 0 || preview.ignorados.outros_tipos > 0) && (
        <p className="fc-hint">{skippedText(preview.ignorados)}</p>
      )}
      <table className="fc-anki-preview" aria-label="Prévia do arquivo do Anki">
        <thead>
          <tr>
            {preview.colunas.map((name, i) => (
              <th key={i} scope="col" dir="auto">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {preview.linhas.map((fields, r) => (
            <tr key={r}>
              {preview.colunas.map((_, i) => (
                <td key={i} dir="auto">
                  {fields[i] ?? ''}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="fc-scheduler">
        {columnSelect('frente', 'Frente')}
        {columnSelect('verso', 'Verso')}
        {actions}
      </div>
    </div>
  );
}
