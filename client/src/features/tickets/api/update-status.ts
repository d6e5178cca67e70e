import { z } from 'zod';
import { STATUS_ATENDIMENTO, STATUS_IA, type StatusAtendimento, type StatusIa } from '@app/contracts';
import { api } from '../../../lib/api-client';

const updatedSchema = z.object({
  user_id: z.number(),
  status_ia: z.enum(STATUS_IA),
  status_atendimento: z.enum(STATUS_ATENDIMENTO),
});
export type UpdatedTicket = z.infer<typeof updatedSchema>;

/** POST /api/atualizar-status-ia: resolves with the row as the server stored it. */
export async function updateStatusIa(userId: number, status_ia: StatusIa): Promise<UpdatedTicket> {
  const { data } = await api.post('/api/atualizar-status-ia', { userId, status_ia });
  return updatedSchema.parse(data);
}

/** POST /api/atualizar-status-atendimento. */
export async function updateStatusAtendimento(userId: number, status_atendimento: StatusAtendimento): Promise<UpdatedTicket> {
  const { data } = await api.post('/api/atualizar-status-atendimento', { userId, status_atendimento });
  return updatedSchema.parse(data);
}
