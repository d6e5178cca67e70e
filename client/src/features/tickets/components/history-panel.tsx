import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { MessageText } from '@/components/ui/message-text';
import { Spinner } from '@/components/ui/spinner';
import { enviosByMessage, envioLabel, type Envio, type EnvioLabel } from '@/features/tickets/logic/envio';
import { formatDateTime } from '@/utils/format-date';
import type { HistoryMessage } from '@/features/tickets/logic/merge-messages';
import { authorLabel } from '@/features/tickets/logic/status';
import { formatWhatsapp } from '@app/contracts';
import { whatsappLink } from '@/utils/whatsapp-link';
import { closeOnEscape } from '@/utils/close-on-escape';
import { ReplyBox } from './reply-box';
import { FollowUpBar } from './follow-up-bar';
import { MessageAttachment } from './message-attachment';
import { FilesList } from './files-list';
import { WhatsappWindow } from './whatsapp-window';
import type { Arquivo, RespostaRapida, WhatsappConversa } from '@app/contracts';
import type { WindowState } from '@/features/tickets/logic/window';
import { Icon } from '@/components/ui/icons';
import './history-panel.css';

export interface HistoryPanelProps {
  username: string;
  whatsapp: string | null;
  author: 'admin' | 'colaborador';
  /** The logged-in staff member's name, shown in the reply box. */
  staffName?: string | null;
  messages: HistoryMessage[];
  envios: Envio[];
  loading: boolean;
  onReply(text: string): Promise<{ ok: boolean; note?: string }>;
  /** Who answers the person, and the staff's take over / hand back / merge (absent: not shown). */
  controls?: ReactNode;
  onClose(): void;
  /** Quick replies for the reply box, filled for this person. */
  quickReplies?: readonly RespostaRapida[];
  /** The person's id: shows their next follow-up above the reply box, to clear or move. */
  followUpUserId?: number;
  /** WhatsApp around the conversation (absent: the panel behaves as before). */
  whatsappInfo?: {
    conversation: WhatsappConversa | undefined;
    window: WindowState;
    files: Arquivo[];
    sendModel(modelo: string): Promise<string | null>;
    resend(envioId: number): Promise<string | null>;
  };
}

/** Scroll-to-end delay after new messages (docs/product.md, Constants and limits: 50 to 100 ms). */
const SCROLL_DELAY_MS = 60;

/** 'Histórico de {name}' (docs/product.md, Tickets screen): WhatsApp number, the conversation, envio states and the reply box. */
export function HistoryPanel({
  username,
  whatsapp,
  author,
  staffName,
  messages,
  envios,
  loading,
  onReply,
  onClose,
  quickReplies,
  followUpUserId,
  whatsappInfo,
  controls,
}: HistoryPanelProps) {
  const headingId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const byMessage = useMemo(() => enviosByMessage(envios), [envios]);
  const link = whatsappLink(whatsapp);

  useEffect(() => {
    const timer = setTimeout(() => {
      const list = listRef.current;
      if (list) list.scrollTop = list.scrollHeight;
    }, SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [messages, loading]);

  return (
    <section className="tickets-history" aria-labelledby={headingId} onKeyDown={closeOnEscape(onClose)}>
      <header className="tickets-history__header">
        <h2 id={headingId} className="tickets-history__title">
          Histórico de {username}
        </h2>
        <button type="button" className="tickets-history__close" onClick={onClose} aria-label="Fechar histórico">
          <Icon name="close" size={18} strokeWidth={2.2} />
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
        <ol ref={listRef} className="tickets-history__messages" aria-label="Mensagens" aria-live="polite" tabIndex={0}>
          {messages.length === 0 && <li className="tickets-history__empty">Nenhuma mensagem ainda.</li>}
          {messages.map((message, index) => {
            const envio = message.id !== undefined ? byMessage.get(message.id) : undefined;
            const label = envio && envioLabel(envio);
            const staff = message.autor === 'admin' || message.autor === 'colaborador';
            if (message.nota) {
              return (
                <li key={message.id ?? `live-${index}-${message.criado_em}`} className="tickets-note">
                  <span>{message.mensagem}</span> <time dateTime={message.criado_em}>{formatDateTime(message.criado_em)}</time>
                  {label && <EnvioLine label={label} envioId={envio!.id} onResend={whatsappInfo?.resend} />}
                </li>
              );
            }
            return (
              <li
                key={message.id ?? `live-${index}-${message.criado_em}`}
                className={`tickets-msg tickets-msg--${message.autor}${staff ? ' tickets-msg--staff' : ''}`}
              >
                <div className="tickets-msg__meta">
                  <strong className="tickets-msg__author">{authorLabel(message.autor, username, message.autor_nome)}</strong>
                  {message.canal === 'whatsapp' && <span className="tickets-msg__channel">via WhatsApp</span>}
                  <time dateTime={message.criado_em}>{formatDateTime(message.criado_em)}</time>
                </div>
                <MessageText className="tickets-msg__text" text={message.mensagem} autor={message.autor} />
                {message.arquivo && <MessageAttachment arquivo={message.arquivo} />}
                {label && <EnvioLine label={label} envioId={envio!.id} onResend={whatsappInfo?.resend} />}
              </li>
            );
          })}
        </ol>
      )}

      {whatsappInfo && <FilesList files={whatsappInfo.files} />}
      {whatsappInfo && (
        <WhatsappWindow
          conversation={whatsappInfo.conversation}
          state={whatsappInfo.window}
          onSendTemplate={whatsappInfo.sendModel}
        />
      )}
      {controls}
      {followUpUserId !== undefined && <FollowUpBar userId={followUpUserId} />}
      <ReplyBox author={author} name={staffName} onSend={onReply} quickReplies={quickReplies} />
    </section>
  );
}

/** The envio's state under a message, with its ticks and what staff can do about a failure. */
function EnvioLine({
  label,
  envioId,
  onResend,
}: {
  label: EnvioLabel;
  envioId: number;
  onResend?: (id: number) => Promise<string | null>;
}) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <p className={`tickets-envio tickets-envio--${label.tone}`}>
      <span className="tickets-envio__ticks" aria-hidden="true">
        {label.ticks}
      </span>{' '}
      <span>{label.text}</span>
      {label.action === 'reenviar' && onResend && (
        <button
          type="button"
          className="tickets-envio__action"
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            setError(await onResend(envioId));
            setBusy(false);
          }}
        >
          Reenviar
        </button>
      )}
      {label.action === 'enviar-modelo' && <span className="tickets-envio__hint"> Use “Enviar modelo” abaixo.</span>}
      {error && (
        <span className="tickets-envio__error" role="alert">
          {' '}
          {error}
        </span>
      )}
    </p>
  );
}
