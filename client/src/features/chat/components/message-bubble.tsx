import { useEffect, useRef } from 'react';
import { MessageText } from '@/components/ui/message-text';
import { authorOf, isStaffAutor, type ChatMessage } from '@/features/chat/logic/chat-message';
import { formatDateTime } from '@/utils/format-date';
import { Avatar } from './avatar';
import { AnswerRating } from './answer-rating';
import { LoadingDots } from './loading-dots';
import { Icon } from '@/components/ui/icons';
import { publicUrl } from '@/config/env';

interface MessageBubbleProps {
  message: ChatMessage;
  /** The page shows author and date-time on every message; the compact widget names only staff replies' writers. */
  showMeta: boolean;
  onListen?(key: string, texto: string): void;
  /** Starts this message's audio (the conversation pauses any other voice first). */
  play?(player: HTMLAudioElement): void;
}

const playAlone = (player: HTMLAudioElement) => {
  player.play().catch((error: unknown) => console.info('[chat] autoplay blocked by the browser:', error));
};

export function MessageBubble({ message, showMeta, onListen, play = playAlone }: MessageBubbleProps) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const { audioUrl, autoplay } = message;

  useEffect(() => {
    if (audioUrl && autoplay && audioRef.current) play(audioRef.current);
  }, [audioUrl, autoplay, play]);

  const side = message.autor === 'user' ? 'mine' : 'theirs';
  const canListen = message.autor === 'ia' && !message.local && !audioUrl && !message.esperandoAudio && onListen;
  const canRate = message.autor === 'ia' && !message.local && !message.pending && message.id !== undefined;

  return (
    <li className={`chat-msg chat-msg--${side} chat-msg--${message.autor}`} data-autor={message.autor}>
      <Avatar autor={message.autor} />
      <div className="chat-msg__bubble">
        {showMeta || isStaffAutor(message.autor) ? (
          <p className="chat-msg__meta">
            <span className="chat-msg__author">{authorOf(message)}</span>
            {showMeta && message.criadoEm && <time dateTime={message.criadoEm}>{formatDateTime(message.criadoEm)}</time>}
          </p>
        ) : (
          <span className="visually-hidden">{authorOf(message)}: </span>
        )}
        <MessageText className="chat-msg__text" text={message.texto} autor={message.autor} />
        {message.fontes && message.fontes.length > 0 && (
          <ul className="chat-msg__read-more">
            {message.fontes.map((fonte) => (
              <li key={fonte.slug}>
                {/* The public site's page even from the app host, where /duvidas is not a page. */}
                <a href={publicUrl(`/duvidas/${encodeURIComponent(fonte.slug)}`)} aria-label={`Ler mais: ${fonte.titulo}`}>
                  Ler mais
                </a>
                {message.fontes!.length > 1 && <span aria-hidden="true"> · {fonte.titulo}</span>}
              </li>
            ))}
          </ul>
        )}
        {message.esperandoAudio && (
          <div className="chat-msg__audio chat-msg__audio--waiting">
            <LoadingDots label="Gerando o áudio da resposta" />
          </div>
        )}
        {audioUrl && (
          <audio ref={audioRef} className="chat-msg__audio" controls preload="auto" src={audioUrl}>
            Seu navegador não reproduz áudio.
          </audio>
        )}
        {canRate && <AnswerRating messageId={message.id!} />}
        {canListen && (
          <button type="button" className="chat-msg__listen" onClick={() => onListen(message.key, message.texto)}>
            <Icon name="volume" size={16} />
            Ouvir resposta
          </button>
        )}
      </div>
    </li>
  );
}
