import { ticketsPageSchema, TICKETS_PAGE_SIZE, type TicketsPage } from '@app/contracts';
import { api } from '@/lib/api-client';

/** GET /api/chat/listar-chamados: one page of tickets, newest activity first. */
export async function listTickets(pagina: number, signal?: AbortSignal): Promise<TicketsPage> {
  const { data } = await api.get('/api/chat/listar-chamados', { params: { pagina, porPagina: TICKETS_PAGE_SIZE }, signal });
  return ticketsPageSchema.parse(data);
}
