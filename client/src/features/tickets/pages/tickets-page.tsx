import { useCallback, useEffect, useRef, useState } from 'react';
import type { StatusAtendimento, Ticket } from '@app/contracts';
import { Spinner } from '@/components/ui/spinner';
import { useWhatsappStatus, WhatsappStatusBanner } from '@/components/whatsapp-status-banner';
import { useAuth } from '@/lib/auth';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { BrowserAlertsToggle } from '@/features/tickets/components/browser-alerts-toggle';
import { ConversationControls } from '@/features/tickets/components/conversation-controls';
import { HistoryPanel } from '@/features/tickets/components/history-panel';
import { Pagination } from '@/features/tickets/components/pagination';
import { TicketsTable } from '@/features/tickets/components/tickets-table';
import { useHistory } from '@/features/tickets/hooks/use-history';
import { useQuickReplies } from '@/features/tickets/hooks/use-quick-replies';
import { useWhatsappConversation } from '@/features/tickets/hooks/use-whatsapp-conversation';
import { useChangeTicketStatus, useTickets } from '@/features/tickets/hooks/use-tickets';
import { replyAuthor } from '@/features/tickets/logic/status';
import './tickets-page.css';

function withItem(set: ReadonlySet<number>, id: number, present: boolean): Set<number> {
  const next = new Set(set);
  if (present) next.add(id);
  else next.delete(id);
  return next;
}

/** /admin/atendimento (and /admin for colaborador): 'Chamados de Usuários' with the history panel (docs/product.md, Tickets screen). */
export default function TicketsPage() {
  const { role, user } = useAuth();
  const author = replyAuthor(role);
  const { page, setPage, data, loading } = useTickets();
  const changeTicketStatus = useChangeTicketStatus();
  const [selected, setSelected] = useState<Ticket | null>(null);
  const [pendingIa, setPendingIa] = useState<ReadonlySet<number>>(new Set());
  const [pendingStatus, setPendingStatus] = useState<ReadonlySet<number>>(new Set());
  const whatsappInfo = useWhatsappConversation(selected?.user_id ?? null);
  const quickReplies = useQuickReplies(selected?.user_id ?? null);
  const history = useHistory(selected);
  const queryClient = useQueryClient();
  const panelRef = useRef<HTMLDivElement>(null);
  const whatsapp = useWhatsappStatus();

  // Keep the open panel (name, number, who answers) in step with the reloaded list.
  useEffect(() => {
    const fresh = data?.chamados.find((t) => t.user_id === selected?.user_id);
    if (fresh && JSON.stringify(fresh) !== JSON.stringify(selected)) setSelected(fresh);
  }, [data, selected]);
  const reloadConversation = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.tickets.all });
    if (selected) void queryClient.invalidateQueries({ queryKey: queryKeys.chat.history(selected.user_id) });
  }, [queryClient, selected]);

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
        await changeTicketStatus({ userId: ticket.user_id, status_atendimento: status });
      } catch (error) {
        console.error('[tickets] could not update the ticket status:', error);
      } finally {
        setPendingStatus((set) => withItem(set, ticket.user_id, false));
      }
    },
    [changeTicketStatus],
  );

  const toggleIa = useCallback(
    async (ticket: Ticket) => {
      setPendingIa((set) => withItem(set, ticket.user_id, true));
      try {
        // The row changes only after the server accepted (docs/product.md, Attendance and AI status).
        await changeTicketStatus({ userId: ticket.user_id, status_ia: ticket.status_ia === 'Ligada' ? 'Desligada' : 'Ligada' });
      } catch (error) {
        console.error('[tickets] could not switch the AI:', error);
      } finally {
        setPendingIa((set) => withItem(set, ticket.user_id, false));
      }
    },
    [changeTicketStatus],
  );

  const tickets = data?.chamados ?? [];
  return (
    <div className="tickets-page">
      <h1 className="tickets-page__title">Chamados de Usuários</h1>
      <WhatsappStatusBanner status={whatsapp} />
      <BrowserAlertsToggle />
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
              staffName={user?.username}
              messages={history.messages}
              envios={history.envios}
              loading={history.loading}
              onReply={history.reply}
              onClose={() => setSelected(null)}
              quickReplies={quickReplies}
              followUpUserId={selected.user_id}
              whatsappInfo={whatsappInfo}
              controls={<ConversationControls ticket={selected} onChanged={reloadConversation} />}
            />
          </div>
        )}
      </div>
    </div>
  );
}
