import type { Arquivo } from '@app/contracts';
import { fileUrl } from '@/api/list-files';
import { fileSize } from '@/features/tickets/logic/file-size';
import { formatDateTime } from '@/utils/format-date';

const KIND: Record<Arquivo['tipo'], string> = { imagem: 'Imagem', documento: 'Documento', audio: 'Áudio', video: 'Vídeo' };

/** "Arquivos": every file this person sent (enrolment documents arrive this way), newest first, easy to find. */
export function FilesList({ files }: { files: Arquivo[] }) {
  const ready = files.filter((f) => f.estado === 'pronto');
  if (files.length === 0) return null;
  return (
    <details className="tickets-files">
      <summary>
        Arquivos ({ready.length}
        {files.length > ready.length ? ` de ${files.length}` : ''})
      </summary>
      <ul className="tickets-files__list">
        {files.map((file) => (
          <li key={file.id}>
            {file.estado === 'pronto' ? (
              <a
                href={fileUrl(file.id)}
                download={file.nome ?? undefined}
                target={file.tipo === 'documento' ? undefined : '_blank'}
                rel="noopener noreferrer"
              >
                {file.nome ?? `${KIND[file.tipo]} ${file.id}`}
              </a>
            ) : (
              <span>{file.nome ?? KIND[file.tipo]}</span>
            )}{' '}
            <span className="tickets-muted">
              {KIND[file.tipo]}
              {file.tamanho !== null && ` · ${fileSize(file.tamanho)}`} · {formatDateTime(file.criado_em)}
              {file.estado === 'falhou' && ` · não guardado: ${file.motivo ?? 'falha'}`}
              {file.estado === 'baixando' && ' · baixando…'}
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}
