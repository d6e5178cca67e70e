import { z } from 'zod';
import { AUTORES } from '@app/contracts';
import { api } from '../../../lib/api-client';

export const storedMessageSchema = z.object({
  id: z.number().optional(),
  autor: z.enum(AUTORES),
  mensagem: z.string(),
  criado_em: z.string(),
});
export type StoredMessage = z.infer<typeof storedMessageSchema>;

/** GET /api/chat/historico/{userId}: the conversation, oldest first. */
export async function getHistory(userId: number): Promise<StoredMessage[]> {
  const { data } = await api.get(`/api/chat/historico/${userId}`);
  return z.object({ mensagens: z.array(storedMessageSchema) }).parse(data).mensagens;
}
