import { useCallback, useEffect, useRef, useState } from 'react';
import type { StatusAtendimento } from '@app/contracts';
import { Spinner } from '../../../components/ui/spinner';
import { useWhatsappStatus, WhatsappStatusBanner } from '../../../components/whatsapp-status-banner';
import { useAuth } from '../../../lib/auth';
import type { Ticket } from '../api/list-tickets';
import { updateStatusAtendimento, updateStatusIa } from '../api/update-status';
import { HistoryPanel } from '../components/history-panel';
import { Pagination } from '../components/pagination';
import { TicketsTable } from '../components/tickets-table';
import { useHistory } from '../hooks/use-history';
import { useTickets } from '../hooks/use-tickets';
import { replyAuthor } from '../logic/status';
import '../tickets.css';

function withItem(set: ReadonlySet<number>, id: number, present: boolean): Set<number> {
  const next = new Set(set);
  if (present) next.add(id);
  else next.delete(id);
  return next;
}

/** /admin/atendimento (and /admin for colaborador): 'Chamados de Usuários' with the history panel (SPEC §2.8). */
export default function TicketsPage() {
  const { role } = useAuth();
  const author = replyAuthor(role);
  const { page, setPage, data, loading, patchRow } = useTickets();
  const [selected, setSelected] = useState<Ticket | null>(null);
  const [pendingIa, setPendingIa] = useState<ReadonlySet<number>>(new Set());
  const [pendingStatus, setPendingStatus] = useState<ReadonlySet<number>>(new Set());
  const history = useHistory(selected, author);
  const panelRef = useRef<HTMLDivElement>(null);
  const whatsapp = useWhatsappStatus();

  // Keep the open panel's name and number in step with the reloaded list.
  useEffect(() => {
    const fresh = data?.chamados.find((t) => t.user_id === selected?.user_id);
    if (fresh && (fresh.username !== selected?.username || fresh.whatsapp !== selected?.whatsapp)) setSelected(fresh);
  }, [data, selected]);

  const open = useCallback((ticket: Ticket) => {
    setSelected(ticket);
    // On narrow screens the panel sits below the table: bring it into view.
    setTimeout(() => {
      const panel = panelRef.current;
      if (panel && window.matchMedia('(max-width: 1099px)').matches) panel.scrollIntoView({ behavior: 'smooth', block: 'start' });
    }, 50);
  }, []);

  const changeStatus = useCallback(
    async (ticket: Ticket, status: StatusAtendimento) => {
      setPendingStatus((set) => withItem(set, ticket.user_id, true));
      try {
        const updated = await updateStatusAtendimento(ticket.user_id, status);
        patchRow(ticket.user_id, { status_atendimento: updated.status_atendimento });
      } catch (error) {
        console.error('[chamados] falha ao atualizar o status de atendimento:', error);
      } finally {
        setPendingStatus((set) => withItem(set, ticket.user_id, false));
      }
    },
    [patchRow],
  );

  const toggleIa = useCallback(
    async (ticket: Ticket) => {
      setPendingIa((set) => withItem(set, ticket.user_id, true));
      try {
        // The row changes only after the server accepted (SPEC §4.2).
        const updated = await updateStatusIa(ticket.user_id, ticket.status_ia === 'Ligada' ? 'Desligada' : 'Ligada');
        patchRow(ticket.user_id, { status_ia: updated.status_ia });
      } catch (error) {
        console.error('[chamados] falha ao atualizar o status da IA:', error);
      } finally {
        setPendingIa((set) => withItem(set, ticket.user_id, false));
      }
    },
    [patchRow],
  );

  const tickets = data?.chamados ?? [];
  return (
    <div className="tickets-page">
      <h1 className="tickets-page__title">Chamados de Usuários</h1>
      <WhatsappStatusBanner status={whatsapp} />
      <div className={`tickets-layout${selected ? ' tickets-layout--with-panel' : ''}`}>
        <section className="tickets-list" aria-label="Lista de chamados">
          {loading && !data ? (
            <Spinner label="Carregando chamados..." />
          ) : tickets.length === 0 ? (
            <p className="tickets-empty">Nenhum chamado por enquanto.</p>
          ) : (
            <TicketsTable
              tickets={tickets}
              selectedId={selected?.user_id ?? null}
              pendingIa={pendingIa}
              pendingStatus={pendingStatus}
              onOpen={open}
              onStatusChange={(ticket, status) => void changeStatus(ticket, status)}
              onToggleIa={(ticket) => void toggleIa(ticket)}
            />
          )}
          <Pagination page={page} pages={data?.paginas ?? 1} onChange={setPage} />
        </section>
        {selected && (
          <div ref={panelRef} className="tickets-panel-slot">
            <HistoryPanel
              username={selected.username}
              whatsapp={selected.whatsapp}
              author={author}
              messages={history.messages}
              deliveries={history.deliveries}
              loading={history.loading}
              onReply={history.reply}
              onClose={() => setSelected(null)}
            />
          </div>
        )}
      </div>
    </div>
  );
}
