import { useEffect, useRef } from 'react';
import { MessageText } from '../../../components/ui/message-text';
import { AUTHOR_LABEL, type ChatMessage } from '../logic/chat-message';
import { formatDateTime } from '../logic/format-date';
import { Avatar } from './avatar';
import { LoadingDots } from './loading-dots';

interface MessageBubbleProps {
  message: ChatMessage;
  /** The page shows author and date-time on every message; the compact widget does not. */
  showMeta: boolean;
  onListen?(key: string, texto: string): void;
  /** Starts this message's audio (the conversation pauses any other voice first). */
  play?(player: HTMLAudioElement): void;
}

const playAlone = (player: HTMLAudioElement) => {
  player.play().catch((error: unknown) => console.info('[chat] reprodução automática bloqueada:', error));
};

export function MessageBubble({ message, showMeta, onListen, play = playAlone }: MessageBubbleProps) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const { audioUrl, autoplay } = message;

  useEffect(() => {
    if (audioUrl && autoplay && audioRef.current) play(audioRef.current);
  }, [audioUrl, autoplay, play]);

  const side = message.autor === 'user' ? 'mine' : 'theirs';
  const canListen = message.autor === 'ia' && !message.local && !audioUrl && !message.esperandoAudio && onListen;

  return (
    <li className={`chat-msg chat-msg--${side} chat-msg--${message.autor}`} data-autor={message.autor}>
      <Avatar autor={message.autor} />
      <div className="chat-msg__bubble">
        {showMeta ? (
          <p className="chat-msg__meta">
            <span className="chat-msg__author">{AUTHOR_LABEL[message.autor]}</span>
            {message.criadoEm && <time dateTime={message.criadoEm}>{formatDateTime(message.criadoEm)}</time>}
          </p>
        ) : (
          <span className="ui-visually-hidden">{AUTHOR_LABEL[message.autor]}: </span>
        )}
        <MessageText className="chat-msg__text" text={message.texto} autor={message.autor} />
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
        {canListen && (
          <button type="button" className="chat-msg__listen" onClick={() => onListen(message.key, message.texto)}>
            <svg viewBox="0 0 24 24" width="16" height="16" fill="currentColor" aria-hidden="true">
              <path d="M4 9v6h4l5 4V5L8 9z" />
              <path d="M16 8.5a5 5 0 0 1 0 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            Ouvir resposta
          </button>
        )}
      </div>
    </li>
  );
}
