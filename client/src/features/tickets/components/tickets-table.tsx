import type { StatusAtendimento } from '@app/contracts';
import type { Ticket } from '../api/list-tickets';
import { TicketRow } from './ticket-row';

export interface TicketsTableProps {
  tickets: Ticket[];
  selectedId: number | null;
  pendingIa: ReadonlySet<number>;
  pendingStatus: ReadonlySet<number>;
  onOpen(ticket: Ticket): void;
  onStatusChange(ticket: Ticket, status: StatusAtendimento): void;
  onToggleIa(ticket: Ticket): void;
}

/** SPEC §2.8 columns; WhatsApp and last message hide below 768 px (tickets.css). */
export function TicketsTable({ tickets, selectedId, pendingIa, pendingStatus, onOpen, onStatusChange, onToggleIa }: TicketsTableProps) {
  return (
    <div className="tickets-table-wrap">
      <table className="tickets-table">
        <caption className="tickets-visually-hidden">Chamados de usuários; selecione um nome para abrir o histórico</caption>
        <thead>
          <tr>
            <th scope="col">Nome</th>
            <th scope="col" className="tickets-cell--wide">
              WhatsApp
            </th>
            <th scope="col" className="tickets-cell--wide">
              Última mensagem
            </th>
            <th scope="col">Data/Hora</th>
            <th scope="col">Status</th>
            <th scope="col">IA</th>
          </tr>
        </thead>
        <tbody>
          {tickets.map((ticket) => (
            <TicketRow
              key={ticket.user_id}
              ticket={ticket}
              selected={ticket.user_id === selectedId}
              iaPending={pendingIa.has(ticket.user_id)}
              statusPending={pendingStatus.has(ticket.user_id)}
              onOpen={onOpen}
              onStatusChange={onStatusChange}
              onToggleIa={onToggleIa}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
