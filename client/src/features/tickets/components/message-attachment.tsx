import type { Arquivo } from '@app/contracts';
import { fileUrl } from '@/api/list-files';
import { fileSize } from '@/features/tickets/logic/file-size';
import { Icon } from '@/components/ui/icons';

/** A file someone sent: image preview, playable audio or video, or a document link with name and size. */
export function MessageAttachment({ arquivo }: { arquivo: Arquivo }) {
  if (arquivo.estado === 'baixando')
    return <p className="tickets-attachment tickets-attachment--pending">Baixando arquivo do WhatsApp…</p>;
  if (arquivo.estado === 'falhou') {
    return (
      <p className="tickets-attachment tickets-attachment--failed">
        Arquivo não guardado: {arquivo.motivo ?? 'falha no download'}.
      </p>
    );
  }
  const url = fileUrl(arquivo.id);
  const name = arquivo.nome ?? `${arquivo.tipo}-${arquivo.id}`;
  switch (arquivo.tipo) {
    case 'imagem':
      return (
        <a className="tickets-attachment" href={url} target="_blank" rel="noopener noreferrer">
          <img
            className="tickets-attachment__image"
            src={url}
            alt={arquivo.nome ?? 'Imagem enviada pelo WhatsApp'}
            loading="lazy"
          />
        </a>
      );
    case 'audio':
      return (
        <audio
          className="tickets-attachment tickets-attachment__audio"
          controls
          preload="none"
          src={url}
          aria-label="Áudio enviado pelo WhatsApp"
        />
      );
    case 'video':
      return (
        <video
          className="tickets-attachment tickets-attachment__video"
          controls
          preload="none"
          src={url}
          aria-label="Vídeo enviado pelo WhatsApp"
        />
      );
    default:
      return (
        <a className="tickets-attachment tickets-attachment__document" href={url} download={name}>
          <Icon name="file" size={16} /> {name} {arquivo.tamanho !== null && <span className="tickets-muted">({fileSize(arquivo.tamanho)})</span>}
        </a>
      );
  }
}
