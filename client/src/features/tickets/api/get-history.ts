import { z } from 'zod';
import { AUTORES } from '@app/contracts';
import { api } from '../../../lib/api-client';
import type { HistoryMessage } from '../logic/merge-messages';

const historySchema = z.object({
  mensagens: z.array(
    z.object({ id: z.number().optional(), autor: z.enum(AUTORES), mensagem: z.string(), criado_em: z.string() }),
  ),
});

/** GET /api/chat/historico/{userId}: the conversation, oldest first. */
export async function getHistory(userId: number): Promise<HistoryMessage[]> {
  const { data } = await api.get(`/api/chat/historico/${userId}`);
  return historySchema.parse(data).mensagens;
}
