import type { StatusAtendimento, Ticket } from '@app/contracts';
import { useNow } from '@/lib/use-now';
import { TicketRow } from './ticket-row';
import './tickets-table.css';

export interface TicketsTableProps {
  tickets: Ticket[];
  selectedId: number | null;
  pendingIa: ReadonlySet<number>;
  pendingStatus: ReadonlySet<number>;
  onOpen(ticket: Ticket): void;
  onStatusChange(ticket: Ticket, status: StatusAtendimento): void;
  onToggleIa(ticket: Ticket): void;
}

/**
 * docs/product.md, Tickets screen columns; WhatsApp and last message hide below 768 px, where rows become cards (ticket-row.css).
 * Explicit ARIA roles keep the table semantics when CSS changes the rows' display.
 */
export function TicketsTable({
  tickets,
  selectedId,
  pendingIa,
  pendingStatus,
  onOpen,
  onStatusChange,
  onToggleIa,
}: TicketsTableProps) {
  const now = useNow();
  return (
    <div className="tickets-table-wrap">
      <table className="tickets-table" role="table">
        <caption className="visually-hidden">Chamados de usuários; selecione um nome para abrir o histórico</caption>
        <thead role="rowgroup">
          <tr role="row">
            <th role="columnheader" scope="col">
              Nome
            </th>
            <th role="columnheader" scope="col" className="tickets-cell--wide">
              WhatsApp
            </th>
            <th role="columnheader" scope="col" className="tickets-cell--wide">
              Última mensagem
            </th>
            <th role="columnheader" scope="col">
              Data/Hora
            </th>
            <th role="columnheader" scope="col">
              Status
            </th>
            <th role="columnheader" scope="col">
              IA
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {tickets.map((ticket) => (
            <TicketRow
              key={ticket.user_id}
              ticket={ticket}
              now={now}
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
