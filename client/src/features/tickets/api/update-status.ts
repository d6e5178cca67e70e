import {
  updatedTicketSchema,
  type StatusAtendimento,
  type StatusAtendimentoRequest,
  type StatusIa,
  type StatusIaRequest,
  type UpdatedTicket,
} from '@app/contracts';
import { api } from '@/lib/api-client';

/** POST /api/atualizar-status-ia: resolves with the row as the server stored it. */
export async function updateStatusIa(userId: number, status_ia: StatusIa): Promise<UpdatedTicket> {
  const body: StatusIaRequest = { userId, status_ia };
  const { data } = await api.post('/api/atualizar-status-ia', body);
  return updatedTicketSchema.parse(data);
}

/** POST /api/atualizar-status-atendimento. */
export async function updateStatusAtendimento(userId: number, status_atendimento: StatusAtendimento): Promise<UpdatedTicket> {
  const body: StatusAtendimentoRequest = { userId, status_atendimento };
  const { data } = await api.post('/api/atualizar-status-atendimento', body);
  return updatedTicketSchema.parse(data);
}
