import { z } from 'zod';
import { AUTORES, STATUS_ATENDIMENTO, STATUS_IA } from '@app/contracts';
import { api } from '../../../lib/api-client';
import { TICKETS_PAGE_SIZE } from '../logic/status';

export const ticketSchema = z.object({
  user_id: z.number(),
  username: z.string(),
  whatsapp: z.string().nullable(),
  ultima_mensagem: z.string().nullable(),
  ultima_mensagem_autor: z.enum(AUTORES).nullable().optional(),
  criado_em: z.string().nullable(),
  status_atendimento: z.enum(STATUS_ATENDIMENTO),
  status_ia: z.enum(STATUS_IA),
});
export type Ticket = z.infer<typeof ticketSchema>;

const pageSchema = z.object({
  chamados: z.array(ticketSchema),
  total: z.number(),
  pagina: z.number(),
  paginas: z.number(),
});
export type TicketsPage = z.infer<typeof pageSchema>;

/** GET /api/chat/listar-chamados: one page of tickets, newest activity first. */
export async function listTickets(pagina: number): Promise<TicketsPage> {
  const { data } = await api.get('/api/chat/listar-chamados', { params: { pagina, porPagina: TICKETS_PAGE_SIZE } });
  return pageSchema.parse(data);
}
