import type { MouseEvent } from 'react';
import { formatWhatsapp, HANDOFF_REASON_LABELS, STATUS_ATENDIMENTO, type StatusAtendimento, type Ticket } from '@app/contracts';
import { formatDateTime } from '@/utils/format-date';
import { waitedFor } from '@/utils/waited-for';
import { messagePreview } from '@/features/tickets/logic/preview';
import { statusTone } from '@/features/tickets/logic/status';
import { whatsappLink } from '@/utils/whatsapp-link';
import './ticket-row.css';

export interface TicketRowProps {
  ticket: Ticket;
  /** The time waiting badges count from (the table ticks it every minute). */
  now: Date;
  selected: boolean;
  /** The AI switch waits for the server: disabled while its request runs. */
  iaPending: boolean;
  statusPending: boolean;
  onOpen(ticket: Ticket): void;
  onStatusChange(ticket: Ticket, status: StatusAtendimento): void;
  onToggleIa(ticket: Ticket): void;
}

/** Clicks on the row's own controls must not also open the history. */
function fromControl(event: MouseEvent): boolean {
  return (event.target as HTMLElement).closest('a, button, select, input, label') !== null;
}

export function TicketRow({ ticket, now, selected, iaPending, statusPending, onOpen, onStatusChange, onToggleIa }: TicketRowProps) {
  const link = whatsappLink(ticket.whatsapp);
  const preview = messagePreview(ticket.ultima_mensagem, ticket.ultima_mensagem_autor);
  const iaOn = ticket.status_ia === 'Ligada';
  return (
    <tr
      role="row"
      className={`tickets-row tickets-row--${statusTone(ticket.status_atendimento)}${selected ? ' tickets-row--selected' : ''}`}
      aria-selected={selected}
      data-user-id={ticket.user_id}
      onClick={(event) => {
        if (!fromControl(event)) onOpen(ticket);
      }}
    >
      <th role="rowheader" scope="row" className="tickets-cell tickets-cell--name">
        <button
          type="button"
          className="tickets-name"
          onClick={() => onOpen(ticket)}
          aria-label={`Abrir histórico de ${ticket.username}`}
        >
          {ticket.username}
        </button>
        {ticket.origem && <span className="tickets-origin">Origem: {ticket.origem}</span>}
        {ticket.aguardando_assessor && (
          <span className="tickets-waiting" title={`Desde ${formatDateTime(ticket.aguardando_assessor.desde)}`}>
            Aguardando assessor {waitedFor(ticket.aguardando_assessor.desde, now)} · {HANDOFF_REASON_LABELS[ticket.aguardando_assessor.motivo]}
          </span>
        )}
        {ticket.duplicata && (
          <span className="tickets-duplicate">
            Possível duplicata: o número {formatWhatsapp(ticket.duplicata.numero)} também é {ticket.duplicata.lead ? 'de um prospecto do WhatsApp' : 'de uma conta'} ({ticket.duplicata.username})
          </span>
        )}
      </th>
      <td role="cell" className="tickets-cell tickets-cell--wide">
        {link ? (
          <a href={link} target="_blank" rel="noopener noreferrer" className="tickets-wa">
            {formatWhatsapp(ticket.whatsapp)}
          </a>
        ) : (
          <span className="tickets-muted">—</span>
        )}
      </td>
      <td role="cell" className="tickets-cell tickets-cell--wide tickets-cell--preview" title={preview || undefined}>
        {preview || <span className="tickets-muted">Sem mensagens</span>}
      </td>
      <td role="cell" className="tickets-cell tickets-cell--date">
        {formatDateTime(ticket.criado_em)}
      </td>
      <td role="cell" className="tickets-cell tickets-cell--status">
        <select
          className="tickets-status"
          aria-label={`Status de atendimento de ${ticket.username}`}
          value={ticket.status_atendimento}
          disabled={statusPending}
          onChange={(event) => onStatusChange(ticket, event.target.value as StatusAtendimento)}
        >
          {STATUS_ATENDIMENTO.map((status) => (
            // Perdido needs a reason: it is chosen on the board (/admin/funil), shown here when it is the status.
            <option key={status} value={status} disabled={status === 'Perdido' && ticket.status_atendimento !== 'Perdido'}>
              {status}
            </option>
          ))}
        </select>
      </td>
      <td role="cell" className="tickets-cell tickets-cell--ia">
        <button
          type="button"
          role="switch"
          aria-checked={iaOn}
          aria-label={`IA para ${ticket.username}`}
          aria-busy={iaPending || undefined}
          disabled={iaPending}
          className={`tickets-ia${iaOn ? ' tickets-ia--on' : ''}`}
          onClick={() => onToggleIa(ticket)}
        >
          <span className="tickets-ia__track" aria-hidden="true">
            <span className="tickets-ia__thumb" />
          </span>
          <span className="tickets-ia__label">{ticket.status_ia}</span>
        </button>
      </td>
    </tr>
  );
}
