import { useEffect, useId, useMemo, useRef } from 'react';
import { MessageText } from '../../../components/ui/message-text';
import { Spinner } from '../../../components/ui/spinner';
import { deliveriesByMessage, deliveryLabel, type Delivery } from '../logic/delivery';
import { formatDateTime } from '../logic/format-date';
import type { HistoryMessage } from '../logic/merge-messages';
import { authorLabel } from '../logic/status';
import { formatWhatsapp } from '@app/contracts';
import { whatsappLink } from '../logic/whatsapp-link';
import { ReplyBox } from './reply-box';

export interface HistoryPanelProps {
  username: string;
  whatsapp: string | null;
  author: 'admin' | 'colaborador';
  messages: HistoryMessage[];
  deliveries: Delivery[];
  loading: boolean;
  onReply(text: string): Promise<boolean>;
  onClose(): void;
}

/** Scroll-to-end delay after new messages (SPEC §9: 50 to 100 ms). */
const SCROLL_DELAY_MS = 60;

/** 'Histórico de {name}' (SPEC §2.8): WhatsApp number, the conversation, delivery states and the reply box. */
export function HistoryPanel({ username, whatsapp, author, messages, deliveries, loading, onReply, onClose }: HistoryPanelProps) {
  const headingId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const byMessage = useMemo(() => deliveriesByMessage(deliveries), [deliveries]);
  const link = whatsappLink(whatsapp);

  useEffect(() => {
    const timer = setTimeout(() => {
      const list = listRef.current;
      if (list) list.scrollTop = list.scrollHeight;
    }, SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [messages, loading]);

  return (
    <section
      className="tickets-history"
      aria-labelledby={headingId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <header className="tickets-history__header">
        <h2 id={headingId} className="tickets-history__title">
          Histórico de {username}
        </h2>
        <button type="button" className="tickets-history__close" onClick={onClose} aria-label="Fechar histórico">
          <svg
            viewBox="0 0 24 24"
            width="18"
            height="18"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
            aria-hidden="true"
          >
            <path d="M18 6L6 18M6 6l12 12" />
          </svg>
        </button>
      </header>
      <p className="tickets-history__whatsapp">
        <span className="tickets-muted">WhatsApp:</span>{' '}
        {link ? (
          <a href={link} target="_blank" rel="noopener noreferrer">
            {formatWhatsapp(whatsapp)}
          </a>
        ) : (
          <span>não informado (as respostas ficam só no painel)</span>
        )}
      </p>

      {loading && messages.length === 0 ? (
        <Spinner />
      ) : (
        <ol ref={listRef} className="tickets-history__messages" aria-label="Mensagens" aria-live="polite">
          {messages.length === 0 && <li className="tickets-history__empty">Nenhuma mensagem ainda.</li>}
          {messages.map((message, index) => {
            const delivery = message.id !== undefined ? byMessage.get(message.id) : undefined;
            const label = delivery && deliveryLabel(delivery);
            const staff = message.autor === 'admin' || message.autor === 'colaborador';
            return (
              <li
                key={message.id ?? `live-${index}-${message.criado_em}`}
                className={`tickets-msg tickets-msg--${message.autor}${staff ? ' tickets-msg--staff' : ''}`}
              >
                <div className="tickets-msg__meta">
                  <strong className="tickets-msg__author">{authorLabel(message.autor, username)}</strong>
                  <time dateTime={message.criado_em}>{formatDateTime(message.criado_em)}</time>
                </div>
                <MessageText className="tickets-msg__text" text={message.mensagem} autor={message.autor} />
                {label && <p className={`tickets-delivery tickets-delivery--${label.tone}`}>{label.text}</p>}
              </li>
            );
          })}
        </ol>
      )}

      <ReplyBox author={author} onSend={onReply} />
    </section>
  );
}
