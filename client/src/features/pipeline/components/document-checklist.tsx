import { useQuery } from '@tanstack/react-query';
import type { DocumentoItem, MarcarDocumentoRequest } from '@app/contracts';
import { fileUrl, listFiles } from '@/api/list-files';
import { queryKeys } from '@/api/query-keys';
import { fileLabel } from '@/utils/file-label';
import { formatDateTime } from '@/utils/format-date';

interface DocumentChecklistProps {
  userId: number;
  documentos: readonly DocumentoItem[];
  busy: boolean;
  error: string | null;
  onChange(documentoId: number, body: MarcarDocumentoRequest): void;
}

/**
 * The prospect's checklist: tick an item (with its date), and attach one of the files the prospect sent in the
 * conversation (WhatsApp media). Choosing a file for an item not yet ticked ticks it.
 */
export function DocumentChecklist({ userId, documentos, busy, error, onChange }: DocumentChecklistProps) {
  const files = useQuery({
    queryKey: queryKeys.whatsapp.files(userId),
    queryFn: ({ signal }) => listFiles(userId, signal),
    meta: { errorMessage: '[pipeline] could not load the conversation files:' },
  });
  const ready = (files.data ?? []).filter((f) => f.estado === 'pronto');
  return (
    <>
      <ul className="pipeline-checklist">
        {documentos.map((doc) => (
          <li key={doc.id} className="pipeline-checklist__item">
            <label>
              <input
                type="checkbox"
                checked={Boolean(doc.entregue_em)}
                disabled={busy}
                onChange={(event) => onChange(doc.id, { entregue: event.target.checked })}
              />{' '}
              {doc.nome}
            </label>
            {doc.entregue_em && <span className="pipeline-muted"> — entregue em {formatDateTime(doc.entregue_em)}</span>}
            {doc.arquivo && (
              <span className="pipeline-checklist__file">
                Arquivo:{' '}
                <a href={fileUrl(doc.arquivo.id)} target="_blank" rel="noopener noreferrer">
                  {fileLabel(doc.arquivo)}
                </a>
              </span>
            )}
            {(ready.length > 0 || doc.arquivo) && (
              <select
                className="pipeline-checklist__pick"
                aria-label={`Arquivo da conversa para ${doc.nome}`}
                value={doc.arquivo ? String(doc.arquivo.id) : ''}
                disabled={busy}
                onChange={(event) =>
                  onChange(doc.id, { entregue: true, arquivoId: event.target.value ? Number(event.target.value) : null })
                }
              >
                <option value="">{doc.arquivo ? 'Remover o arquivo' : 'Anexar arquivo da conversa…'}</option>
                {doc.arquivo && !ready.some((f) => f.id === doc.arquivo?.id) && (
                  <option value={doc.arquivo.id}>{fileLabel(doc.arquivo)}</option>
                )}
                {ready.map((file) => (
                  <option key={file.id} value={file.id}>
                    {fileLabel(file)} ({formatDateTime(file.criado_em)})
                  </option>
                ))}
              </select>
            )}
          </li>
        ))}
      </ul>
      {error && (
        <p role="alert" className="pipeline-error">
          {error}
        </p>
      )}
    </>
  );
}
